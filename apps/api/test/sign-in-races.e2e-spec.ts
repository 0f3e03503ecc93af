import request from 'supertest';
import { DataSource } from 'typeorm';
import { PASSWORD, randomIp } from './setup/helpers';
import { signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

const BAN = 'mutation($input: ModerateUserInput!) { banUser(input: $input) { id } }';

/**
 * A sign-in checks the password and the ban on the user's row, then creates the session. A ban or
 * a password change that commits in between revokes the sessions it finds: a session created after
 * that must not be left live (a banned user, or whoever holds the old password, keeps signing in).
 */
describe('sign-in racing a ban or a password change', () => {
  let t: TestApp;
  let db: DataSource;
  let moderator: Person;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    moderator = await signedInDonor(t.url, db, 'Moderator');
    await db.query(`UPDATE "users" SET "role" = 'MODERATOR' WHERE "id" = $1`, [moderator.id]);
  });
  afterAll(async () => {
    await t.close();
  });
  jest.setTimeout(60_000);

  /** Each sign-in from an address of its own: the failed ones never reach a per-address limit. */
  const login = (email: string, password: string) => request(t.url).post('/api/v1/user/login').set('x-forwarded-for', randomIp()).send({ email, password });
  const liveSessions = async (userId: string): Promise<string[]> =>
    ((await db.query(`SELECT "id" FROM "sessions" WHERE "user_id" = $1 AND "revoked_at" IS NULL AND "expires_at" > now()`, [userId])) as { id: string }[]).map((row) => row.id);

  it('a sign-in that a ban overtakes is refused or its session revoked: no live session is left to the banned user', async () => {
    for (let round = 0; round < 15; round++) {
      const user = await signedInDonor(t.url, db, `Banned ${round}`);
      const [signIn, ban] = await Promise.all([
        login(user.email, PASSWORD),
        request(t.url)
          .post('/graphql')
          .set('cookie', moderator.cookie)
          .send({ query: BAN, variables: { input: { userId: user.id, reason: 'Asked for money' } } }),
      ]);
      expect(ban.body.errors).toBeUndefined();
      expect([200, 403]).toContain(signIn.status);
      expect({ round, signIn: signIn.status, live: await liveSessions(user.id) }).toEqual({ round, signIn: signIn.status, live: [] });
    }
  });

  it('a sign-in with the old password that a password change overtakes is refused or its session revoked: only the changing session stays', async () => {
    const user = await signedInDonor(t.url, db, 'Changing');
    const [own] = await liveSessions(user.id);
    let current = PASSWORD;
    for (let round = 0; round < 10; round++) {
      const next = `new-secret-${round}`;
      let settled = false;
      const change = Promise.resolve(
        request(t.url).patch('/api/v1/user/update-password').set('cookie', user.cookie).send({ currentPassword: current, newPassword: next }).expect(200),
      ).finally(() => (settled = true));
      // Signing in with the old password, one attempt after another, for as long as the change runs.
      const attempts = (async () => {
        while (!settled) expect([200, 403]).toContain((await login(user.email, current)).status);
      })();
      await Promise.all([change, attempts]);
      expect({ round, live: await liveSessions(user.id) }).toEqual({ round, live: [own] });
      current = next;
    }
  });
});
