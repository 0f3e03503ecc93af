import { gql } from '@apollo/client';
import { execute, GraphQLObjectType, GraphQLSchema, GraphQLString, subscribe, validate } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { server } from '../../test/server';
import { createApolloClient } from '../apollo';

/**
 * The live socket against a real graphql-ws server (graphql-ws's own `ws` adapter), through the
 * app's real graphql-ws client and Apollo link: what an open tab does when the server is gone for
 * a while (a deploy, an outage) and comes back.
 */

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString, resolve: () => 'ok' } } }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      notificationAdded: {
        type: GraphQLString,
        subscribe: async function* () {
          yield { notificationAdded: 'Someone offered help' };
        },
      },
    },
  }),
});

let running: { http: Server; sockets: WebSocketServer } | undefined;

/**
 * The app's client, its live socket on `ws`'s WebSocket (what graphql-ws documents for Node): the
 * test setup's MSW server answers every socket of the global WebSocket itself, and here the socket
 * must really connect, or be refused. Like a browser's, a refused `ws` socket fires its error
 * event first, then its close event (1006).
 */
function clientOn(port: number): { client: ReturnType<typeof createApolloClient>; refused: Promise<void> } {
  // The socket's upgrade request goes to the real server, past the setup's MSW (which refuses anything unhandled).
  server.use(http.get(`http://127.0.0.1:${port}/graphql`, () => passthrough()));
  let wasRefused: () => void = () => undefined;
  const refused = new Promise<void>((resolve) => (wasRefused = resolve));
  /** `ws`'s WebSocket, telling the test when a connection was refused. */
  class Socket extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.addEventListener('error', () => wasRefused());
    }
  }
  return { client: createApolloClient({ wsUrl: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: Socket }), refused };
}

/** A port nothing listens on (yet): connecting to it is refused. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(port: number): Promise<void> {
  const http = createServer();
  const sockets = new WebSocketServer({ server: http, path: '/graphql' });
  // graphql-ws's server runs the schema with this module's graphql (Node may load another copy of it for graphql-ws).
  useServer({ schema, execute, subscribe, validate }, sockets);
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  running = { http, sockets };
}

afterEach(async () => {
  if (!running) return;
  const { http, sockets } = running;
  running = undefined;
  sockets.clients.forEach((socket) => socket.terminate());
  await new Promise((resolve) => sockets.close(resolve));
  await new Promise((resolve) => http.close(resolve));
});

describe('the live socket (real graphql-ws client and server)', () => {
  it('keeps trying while the server refuses connections, and the subscription gets its event once the server is back', async () => {
    const port = await freePort();
    const { client, refused } = clientOn(port);
    const received: unknown[] = [];
    const errors: unknown[] = [];
    const subscription = client
      .subscribe({ query: gql`subscription Live { notificationAdded }` })
      .subscribe({
        // Apollo Client 4 hands a subscription's failure to next (as `error`), as well as to error.
        next: (value) => (value.error ? errors.push(value.error) : received.push(value.data)),
        error: (error: unknown) => errors.push(error),
      });

    // Refused: a browser fires the socket's error event (a plain Event) before its close event.
    // Given up on then, the tab would get no alert again until it is reloaded.
    await refused;
    await startServer(port);

    await expect.poll(() => received, { timeout: 8000, interval: 100 }).toEqual([{ notificationAdded: 'Someone offered help' }]);
    expect(errors).toEqual([]);
    subscription.unsubscribe();
    client.stop();
  }, 15_000);
});
