import { ws } from 'msw';

/** One subscription the app started over graphql-ws. */
export interface LiveSubscription {
  id: string;
  operationName: string | undefined;
  variables: Record<string, unknown> | undefined;
}

interface Entry extends LiveSubscription {
  send: (data: string) => void;
}

const live = new Set<Entry>();
const waiting = new Set<() => void>();

/**
 * The server's side of graphql-ws (the graphql-transport-ws protocol) at the socket boundary, among
 * the default handlers: the app's real graphql-ws client and Apollo link connect to it, and every
 * subscription stays open and silent until a test pushes an event with `graphqlWs.push`.
 */
export function graphqlWsHandlers() {
  const link = ws.link(`${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`);
  return [
    link.addEventListener('connection', ({ client }) => {
      const mine = new Map<string, Entry>();
      client.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { type: string; id?: string; payload?: Record<string, unknown> };
        if (message.type === 'connection_init') client.send(JSON.stringify({ type: 'connection_ack' }));
        else if (message.type === 'ping') client.send(JSON.stringify({ type: 'pong' }));
        else if (message.type === 'subscribe' && message.id) {
          const entry: Entry = {
            id: message.id,
            operationName: message.payload?.operationName as string | undefined,
            variables: message.payload?.variables as Record<string, unknown> | undefined,
            send: (data) => client.send(data),
          };
          mine.set(message.id, entry);
          live.add(entry);
          waiting.forEach((wake) => wake());
        } else if (message.type === 'complete' && message.id) {
          const entry = mine.get(message.id);
          if (entry) live.delete(entry);
          mine.delete(message.id);
        }
      });
      client.addEventListener('close', () => {
        mine.forEach((entry) => live.delete(entry));
        mine.clear();
      });
    }),
  ];
}

const find = (operationName: string) => [...live].filter((entry) => entry.operationName === operationName);

export const graphqlWs = {
  /** The live subscriptions to an operation. */
  subscriptions: (operationName: string): LiveSubscription[] => find(operationName),
  /** Resolves once the app is subscribed to `operationName`. */
  subscribed(operationName: string): Promise<LiveSubscription> {
    return new Promise((resolve) => {
      const check = () => {
        const found = find(operationName);
        const latest = found[found.length - 1];
        if (!latest) return;
        waiting.delete(check);
        resolve(latest);
      };
      waiting.add(check);
      check();
    });
  },
  /** Sends `data` to every live subscription of `operationName`. */
  push(operationName: string, data: Record<string, unknown>): void {
    for (const entry of find(operationName)) entry.send(JSON.stringify({ id: entry.id, type: 'next', payload: { data } }));
  },
  /** Forgets the subscriptions of earlier tests (their sockets may outlive them). */
  reset(): void {
    live.clear();
    waiting.clear();
  },
};
