import { createClient, type Client } from 'graphql-ws';
import { PubSub } from 'graphql-subscriptions';
import WebSocket from 'ws';
import { PUB_SUB } from '../src/common/pubsub/pubsub.module';
import { SystemService } from '../src/modules/system/system.service';
import { startTestApp, type TestApp } from './setup/test-app';

function wsClient(httpUrl: string, headers: Record<string, string> = {}): Client {
  return createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: 0,
    lazy: false,
  });
}

/** Resolves with the first value the subscription yields. */
function firstEvent<T>(client: Client, query: string): { value: Promise<T>; dispose: () => void } {
  let dispose = () => undefined as void;
  const value = new Promise<T>((resolve, reject) => {
    dispose = client.subscribe<T>({ query }, { next: (result) => resolve(result.data as T), error: reject, complete: () => undefined });
  });
  return { value, dispose };
}

/**
 * Publishes until the subscriber has it: the server registers a subscription asynchronously after
 * the subscribe message, and the protocol has no acknowledgement to await.
 */
async function publishUntilReceived(publish: () => Promise<unknown>, received: Promise<unknown>): Promise<void> {
  let done = false;
  void received.finally(() => (done = true));
  for (let attempt = 0; attempt < 100 && !done; attempt++) {
    await publish();
    await Promise.race([received, new Promise((resolve) => setTimeout(resolve, 25))]);
  }
}

describe('subscriptions over graphql-ws', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('delivers a published event to a real graphql-ws client', async () => {
    const client = wsClient(t.url);
    const system = t.app.get(SystemService);
    const event = firstEvent<{ systemNotice: { message: string; sentAt: string } }>(client, 'subscription { systemNotice { message sentAt } }');
    await publishUntilReceived(() => system.broadcast('Maintenance at 02:00'), event.value);
    const data = await event.value;
    expect(data.systemNotice.message).toBe('Maintenance at 02:00');
    expect(Number.isNaN(Date.parse(data.systemNotice.sentAt))).toBe(false);
    event.dispose();
    await client.dispose();
  });

  it('uses Redis pub/sub across instances when REDIS_URL is set, in-process otherwise', async () => {
    const engine = t.app.get(PUB_SUB);
    if (!process.env.REDIS_URL) {
      expect(engine).toBeInstanceOf(PubSub);
      return;
    }
    expect(engine).not.toBeInstanceOf(PubSub);
    const other = await startTestApp();
    try {
      const client = wsClient(t.url);
      const event = firstEvent<{ systemNotice: { message: string } }>(client, 'subscription { systemNotice { message } }');
      // Published on the second instance, received through the first one's socket.
      await publishUntilReceived(() => other.app.get(SystemService).broadcast('from instance two'), event.value);
      expect((await event.value).systemNotice.message).toBe('from instance two');
      event.dispose();
      await client.dispose();
    } finally {
      await other.close();
    }
  });
});
