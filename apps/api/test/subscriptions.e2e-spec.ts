import { PubSub } from 'graphql-subscriptions';
import { PUB_SUB } from '../src/common/pubsub/pubsub.module';
import { SystemService } from '../src/modules/system/system.service';
import { cookieHeader, firstEvent, publishUntilReceived, signUpAndLogIn, wsClient } from './setup/helpers';
import { startTestApp, type TestApp } from './setup/test-app';

describe('subscriptions over graphql-ws', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp();
    cookie = cookieHeader((await signUpAndLogIn(t.url, 'Subscriber')).cookies);
  });
  afterAll(async () => {
    await t.close();
  });

  it('delivers a published event to a real graphql-ws client', async () => {
    const { client } = wsClient(t.url, cookie);
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
      const { client } = wsClient(t.url, cookie);
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
