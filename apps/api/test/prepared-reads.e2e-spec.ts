import { getRepositoryToken } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { AuthService } from '../src/modules/auth';
import { UsersService } from '../src/modules/users';
import { UserEntity } from '../src/modules/users/user.entity';
import { signUpAndLogIn, sessionIdOf } from './setup/helpers';
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
    const signedIn = await t.app.get(UsersService).getSignedIn({ userId: id, sessionId }, verified?.userRow);
    expect(signedIn).toEqual(await users.findOne({ where: { id } }));
    // A row of someone else is never taken for the caller.
    expect(await t.app.get(UsersService).getSignedIn({ userId: id, sessionId }, { ...verified?.userRow, id: '00000000-0000-4000-8000-000000000000', user_name: 'Other' })).toEqual(signedIn);
    await db.query(`UPDATE "sessions" SET "expires_at" = now() - interval '1 second' WHERE "id" = $1`, [sessionId]);
    expect(await auth.verifyAccessToken(token)).toBeNull();
    await db.query(`UPDATE "sessions" SET "expires_at" = now() + interval '1 day', "revoked_at" = now() WHERE "id" = $1`, [sessionId]);
    expect(await auth.verifyAccessToken(token)).toBeNull();
    await db.query(`UPDATE "sessions" SET "revoked_at" = NULL WHERE "id" = $1`, [sessionId]);
    expect(await auth.verifyAccessToken(token)).toMatchObject({ sessionId });
    expect(await auth.verifyAccessToken(`${token.slice(0, -2)}xx`)).toBeNull();
  });
});
