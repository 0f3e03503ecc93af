import { getRepositoryToken } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { AuthService } from '../src/modules/auth';
import { SignedInCache, UsersService } from '../src/modules/users';
import { UserEntity } from '../src/modules/users/user.entity';
import request from 'supertest';
import { cookieHeader, eventually, signUpAndLogIn, sessionIdOf } from './setup/helpers';
import { startTestApp, type TestApp } from './setup/test-app';

/**
 * The reads every signed-in request makes run as prepared statements outside TypeORM's query
 * builder (src/database/prepared.ts): they must give exactly what TypeORM gives, and the session
 * check must still refuse revoked and expired sessions.
 */
describe('prepared reads on the signed-in path', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  it('read a user exactly as the repository does, every column set or null', async () => {
    const users = t.app.get<Repository<UserEntity>>(getRepositoryToken(UserEntity));
    const service = t.app.get(UsersService);
    const { id } = await signUpAndLogIn(t.url, 'Prepared');
    const bare = await service.findById(id);
    expect(bare).toEqual(await users.findOne({ where: { id } }));
    expect(bare).toBeInstanceOf(UserEntity);
    await db.query(
      `UPDATE "users" SET "phone_no" = '+919822012345', "avatar" = '/uploads/a.webp', "blood_group" = 'AB+', "address_line" = 'Ward 4',
         "district" = 'Pune', "state" = 'Maharashtra', "pincode" = '411001', "is_blood_group_added" = true, "is_contact_info_filled" = true,
         "available_to_donate" = false, "last_donation_date" = '2026-01-02' WHERE "id" = $1`,
      [id],
    );
    const full = await service.findById(id);
    expect(full).toEqual(await users.findOne({ where: { id } }));
    expect(full).toMatchObject({ lastDonationDate: '2026-01-02', dateOfBirth: expect.any(String), availableToDonate: false });
    expect(full?.createdAt).toBeInstanceOf(Date);
    expect(await service.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('accept a live session only, reading its user in the same statement', async () => {
    const auth = t.app.get(AuthService);
    const users = t.app.get<Repository<UserEntity>>(getRepositoryToken(UserEntity));
    const { id, cookies } = await signUpAndLogIn(t.url, 'Session');
    const token = cookies.accessToken;
    const sessionId = sessionIdOf(token);
    const verified = await auth.verifyAccessToken(token);
    expect(verified).toMatchObject({ sessionId, userId: id });
    // Every column but the password hash, which never comes with a session check.
    expect(verified?.userRow).not.toHaveProperty('password_hash');
    const signedIn = await t.app.get(UsersService).getSignedIn({ userId: id, sessionId }, verified?.userRow);
    expect((signedIn as Record<string, unknown>).passwordHash).toBeUndefined();
    expect(signedIn).toEqual({ ...(await users.findOne({ where: { id } })), passwordHash: undefined });
    // A row of someone else is never taken for the caller.
    expect(await t.app.get(UsersService).getSignedIn({ userId: id, sessionId }, { ...verified?.userRow, id: '00000000-0000-4000-8000-000000000000', user_name: 'Other' })).toEqual(signedIn);
    // Each change is made from outside this instance; the check answers after hearing of it.
    const heard = () => t.app.get(SignedInCache).caughtUp();
    await db.query(`UPDATE "sessions" SET "expires_at" = now() - interval '1 second' WHERE "id" = $1`, [sessionId]);
    await heard();
    expect(await auth.verifyAccessToken(token)).toBeNull();
    await db.query(`UPDATE "sessions" SET "expires_at" = now() + interval '1 day', "revoked_at" = now() WHERE "id" = $1`, [sessionId]);
    await heard();
    expect(await auth.verifyAccessToken(token)).toBeNull();
    await db.query(`UPDATE "sessions" SET "revoked_at" = NULL WHERE "id" = $1`, [sessionId]);
    await heard();
    expect(await auth.verifyAccessToken(token)).toMatchObject({ sessionId });
    expect(await auth.verifyAccessToken(`${token.slice(0, -2)}xx`)).toBeNull();
  });

  describe('the signed-in cache', () => {
    /**
     * Runs `sql` on "sessions" with its announcing trigger off, as if the change were never heard.
     * The trigger is off only inside this transaction: others never see it off.
     */
    const unannounced = (sql: string, values: unknown[]) =>
      db.transaction(async (manager) => {
        await manager.query(`ALTER TABLE "sessions" DISABLE TRIGGER "sessions_announce_changed"`);
        await manager.query(sql, values);
        await manager.query(`ALTER TABLE "sessions" ENABLE TRIGGER "sessions_announce_changed"`);
      });
    const currentUser = (cookies: Record<string, string>) => request(t.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(cookies));

    it('answers a session checked moments ago without reading again, until the session changes', async () => {
      const auth = t.app.get(AuthService);
      const cache = t.app.get(SignedInCache);
      expect(cache.active).toBe(true);
      const { id, cookies } = await signUpAndLogIn(t.url, 'Kept');
      const sessionId = sessionIdOf(cookies.accessToken);
      expect(await auth.verifyAccessToken(cookies.accessToken)).toMatchObject({ sessionId, userId: id });

      // Revoked where no one hears it: the kept answer stands (so it was not read again)...
      await unannounced(`UPDATE "sessions" SET "revoked_at" = now() WHERE "id" = $1`, [sessionId]);
      expect(await auth.verifyAccessToken(cookies.accessToken)).toMatchObject({ sessionId });
      // ...until the session is forgotten: then the database is read, and it refuses.
      cache.forgetSession(sessionId);
      expect(await auth.verifyAccessToken(cookies.accessToken)).toBeNull();
      await currentUser(cookies).expect(401);
    });

    it('refuses a remembered access token once it has expired', async () => {
      const auth = t.app.get(AuthService);
      const { cookies } = await signUpAndLogIn(t.url, 'Expiring');
      const token = cookies.accessToken;
      expect(await auth.verifyAccessToken(token)).not.toBeNull();
      const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number };
      const now = jest.spyOn(Date, 'now').mockReturnValue(exp * 1000 + 1);
      try {
        expect(await auth.verifyAccessToken(token)).toBeNull();
      } finally {
        now.mockRestore();
      }
    });

    it('hears every committed change to the user or the session, however it was made', async () => {
      const { id, cookies } = await signUpAndLogIn(t.url, 'Heard');
      expect((await currentUser(cookies).expect(200)).body.data.userName).toBe('Heard');
      await db.query(`UPDATE "users" SET "user_name" = 'Renamed' WHERE "id" = $1`, [id]);
      await t.app.get(SignedInCache).caughtUp();
      expect((await currentUser(cookies).expect(200)).body.data.userName).toBe('Renamed');

      await db.query(`UPDATE "sessions" SET "revoked_at" = now() WHERE "id" = $1`, [sessionIdOf(cookies.accessToken)]);
      await t.app.get(SignedInCache).caughtUp();
      await currentUser(cookies).expect(401);
    });

    it("shows the user's own change on their very next request", async () => {
      const { cookies } = await signUpAndLogIn(t.url, 'Own');
      expect((await currentUser(cookies).expect(200)).body.data.bloodGroup).toBeFalsy();
      await request(t.url).patch('/api/v1/user/update-bloodgroup').set('cookie', cookieHeader(cookies)).send({ bloodGroup: 'O-' }).expect(200);
      expect((await currentUser(cookies).expect(200)).body.data.bloodGroup).toBe('O-');
      // Logging out ends the session for the very next request.
      await request(t.url).get('/api/v1/user/logout').set('cookie', cookieHeader(cookies)).expect(200);
      await currentUser(cookies).expect(401);
    });

    it('keeps nothing while it cannot hear changes, and listens again', async () => {
      const auth = t.app.get(AuthService);
      const cache = t.app.get(SignedInCache);
      const { cookies } = await signUpAndLogIn(t.url, 'Deaf');
      const sessionId = sessionIdOf(cookies.accessToken);
      expect(await auth.verifyAccessToken(cookies.accessToken)).toMatchObject({ sessionId });
      await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'redhope-signed-in-cache' AND datname = current_database()`);
      await eventually(async () => (cache.active ? undefined : true), 10_000, 'the cache to notice its connection went');
      // Unheard, and yet refused at once: nothing was kept.
      await unannounced(`UPDATE "sessions" SET "revoked_at" = now() WHERE "id" = $1`, [sessionId]);
      expect(await auth.verifyAccessToken(cookies.accessToken)).toBeNull();
      await eventually(async () => (cache.active ? true : undefined), 10_000, 'the cache to listen again');
    });
  });
});
