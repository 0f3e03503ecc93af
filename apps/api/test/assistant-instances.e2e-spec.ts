import type { ChildProcess } from 'node:child_process';
import { ASSISTANT_MESSAGES } from '@redhope/domain';
import { openUntilFirstChunk } from './setup/event-source';
import { cookieHeader, eventually, freePort, signUpAndLogIn } from './setup/helpers';
import { startRedis, stop } from './setup/own-redis';
import { startTestApp, type TestApp } from './setup/test-app';

const PATH = '/api/v1/ai/get-health-ai-response';
const ask = (t: TestApp, prompt: string) => `${t.url}${PATH}?prompt=${encodeURIComponent(prompt)}`;

/** Two instances on one Redis (a process of the test's own): the streams-at-once limit is one limit. */
describe('Jyoti\'s streams-at-once limit across instances', () => {
  let redis: ChildProcess;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    // One stream per user; one word a second, so a stream stays open while the test looks.
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, ASSISTANT_STREAMS_PER_USER: '1', ASSISTANT_PACE_MS: '1000' };
    [a, b] = await Promise.all([startTestApp(env), startTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await stop(redis);
  });

  it('refuses a second stream on another instance while the first is open, and frees it when the first ends', async () => {
    const user = await signUpAndLogIn(a.url, 'Two tabs');
    const cookie = cookieHeader(user.cookies);
    const first = await openUntilFirstChunk(ask(a, 'Who can donate blood?'), cookie);

    const refused = await fetch(ask(b, 'What should I eat before donating?'), { headers: { cookie } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: ASSISTANT_MESSAGES.tooManyStreams, data: { code: 'RATE_LIMITED' } });

    first.source.close();
    const second = await eventually(
      async () => {
        const answer = await fetch(ask(b, 'What should I eat before donating?'), { headers: { cookie } });
        if (answer.status === 429) {
          await answer.body?.cancel();
          return undefined;
        }
        return answer;
      },
      10_000,
      'the slot to be free on the other instance',
    );
    expect(second.status).toBe(200);
    await second.body?.cancel();
  }, 60_000);
});
