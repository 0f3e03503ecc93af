import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { MAX_SUBSCRIPTIONS_PER_USER } from '../src/modules/push/push.service';
import { signedInDonor } from './setup/people';
import { TestDevice } from './setup/push-service';
import { startTestApp, type TestApp } from './setup/test-app';

/** A user keeps at most MAX_SUBSCRIPTIONS_PER_USER devices, however many subscribe at once. */
describe('push subscriptions registered at once', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });
  jest.setTimeout(60_000);

  it('keeps the cap on devices, and one row per endpoint', async () => {
    const user = await signedInDonor(t.url, db, 'Many devices');
    const subscribe = (device: TestDevice) => request(t.url).post('/api/v1/push/subscribe').set('cookie', user.cookie).send(device.subscription()).expect(200);
    for (let round = 0; round < 5; round++) {
      const devices = Array.from({ length: MAX_SUBSCRIPTIONS_PER_USER + 5 }, () => new TestDevice(`https://push.example/${randomUUID()}`));
      // Every device, and the first ones a second time (a browser retrying), at once.
      await Promise.all([...devices, ...devices.slice(0, 5)].map(subscribe));
      const [{ n, endpoints }] = (await db.query(`SELECT count(*)::int AS "n", count(DISTINCT "endpoint")::int AS "endpoints" FROM "push_subscriptions" WHERE "user_id" = $1`, [
        user.id,
      ])) as {
        n: number;
        endpoints: number;
      }[];
      expect({ round, n, endpoints }).toEqual({ round, n: MAX_SUBSCRIPTIONS_PER_USER, endpoints: MAX_SUBSCRIPTIONS_PER_USER });
    }
  });
});
