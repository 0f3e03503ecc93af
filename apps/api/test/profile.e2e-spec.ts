import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, MESSAGES, PROFILE_FIELD_MESSAGES as P, VALIDATION_MESSAGES as M, nextDonationDate, todayInIndia } from '@redhope/domain';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { alertedFor, createRequest, signedInDonor } from './setup/people';
import { startAppWithUploads } from './setup/campaigns';
import { gqlUpload } from './setup/campaigns-graphql';
import { SocketSessionsService } from '../src/modules/auth';
import { UsersService } from '../src/modules/users';
import { PASSWORD, birthDate, cookieHeader, cookiesOf, randomIp, sessionIdOf, signUpAndLogIn, uniqueEmail, wsClient } from './setup/helpers';
import { HTML_NAMED_JPG, jpegImage, pngImage, pngOfExactSize } from './setup/images';
import type { TestApp } from './setup/test-app';

const api = (path: string) => `/api/v1/user/${path}`;

/** A calendar date `days` days from today in India (negative: before). */
function dayFromToday(days: number): string {
  const date = new Date(`${todayInIndia()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const USER_FIELDS = `id userName email phoneNo avatar dateOfBirth bloodGroup pincode isBloodGroupAdded isContactInfoFilled
  availableToDonate lastDonationDate nextDonationDate address { addressLine district state }`;

describe('profile editing (PATCH /api/v1/user/* and the GraphQL mutations)', () => {
  let t: TestApp & { uploadsDir: string };
  let db: DataSource;
  beforeAll(async () => {
    t = await startAppWithUploads();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh signed-in user: each test owns its account, so tests do not depend on each other. */
  const newUser = async (name = 'Asha') => {
    const user = await signUpAndLogIn(t.url, name);
    return { ...user, cookie: cookieHeader(user.cookies) };
  };
  const patch = (path: string, cookie: string, body: unknown) => request(t.url).patch(api(path)).set('cookie', cookie).send(body as object);
  const gql = (query: string, variables: Record<string, unknown>, cookie?: string) => {
    const call = request(t.url).post('/graphql').send({ query, variables });
    return cookie ? call.set('cookie', cookie) : call;
  };
  const row = async (id: string) =>
    ((await db.query(`SELECT "email", "password_hash", "avatar", "avatar_key", "latitude", "longitude" FROM "users" WHERE "id" = $1`, [id])) as {
      email: string;
      password_hash: string;
      avatar: string | null;
      avatar_key: string | null;
      latitude: number | null;
      longitude: number | null;
    }[])[0];

  it('refuses every profile call without a session (401), REST and GraphQL', async () => {
    for (const path of ['update-user', 'update-bloodgroup', 'update-contact', 'update-password', 'update-avatar', 'update-donor-settings']) {
      const res = await request(t.url).patch(api(path)).send({});
      expect(res.status).toBe(401);
    }
    await request(t.url).get(api('export')).expect(401);
    await request(t.url).post(api('delete-account')).send({ password: PASSWORD }).expect(401);
    const res = await gql(`mutation { updateBloodGroup(input: { bloodGroup: "B+" }) { id } }`, {});
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  describe('PATCH /user/update-user', () => {
    it('updates name and birth date; a new e-mail (normalised) waits for its link (account-recovery.e2e-spec.ts)', async () => {
      const user = await newUser();
      const email = uniqueEmail('New.Mail').toUpperCase();
      const res = await patch('update-user', user.cookie, { userName: '  Asha Rao ', email: `  ${email} `, dateOfBirth: birthDate(25), isBloodGropAdded: true }).expect(200);
      expect(res.body).toMatchObject({ statusCode: 200, success: true, message: 'User details updated' });
      expect(res.body.data).toMatchObject({ _id: user.id, userName: 'Asha Rao', email: user.email, dateOfBirth: birthDate(25), isBloodGropAdded: false });
      expect(res.body.data).not.toHaveProperty('passwordHash');
      const [waiting] = (await db.query(`SELECT "email", "pending_email" FROM "users" WHERE "id" = $1`, [user.id])) as { email: string; pending_email: string }[];
      expect(waiting).toEqual({ email: user.email, pending_email: email.toLowerCase() });
      // Logging in works with the old e-mail until the new one is confirmed.
      await request(t.url).post(api('login')).set('x-forwarded-for', randomIp()).send({ email: user.email, password: PASSWORD }).expect(200);
      await request(t.url).post(api('login')).set('x-forwarded-for', randomIp()).send({ email, password: PASSWORD }).expect(402);
    });

    it("answers each field's message", async () => {
      const user = await newUser();
      const valid = { userName: 'Asha', email: user.email, dateOfBirth: birthDate(30) };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ userName: 'As' }, 'userName', 'User name length must be atleast 3'],
        [{ userName: '   ab   ' }, 'userName', M.profileUserName],
        [{ userName: 'x'.repeat(51) }, 'userName', M.userNameTooLong],
        [{ email: '' }, 'email', 'Email is required'],
        [{ email: 'not-an-email' }, 'email', M.emailInvalid],
        [{ dateOfBirth: birthDate(18, -1) }, 'dateOfBirth', 'User age must be 18 or above'],
        [{ dateOfBirth: '2001-02-30' }, 'dateOfBirth', M.dateOfBirthRequired],
        [{ dateOfBirth: undefined }, 'dateOfBirth', M.dateOfBirthRequired],
      ];
      for (const [change, field, message] of cases) {
        const res = await patch('update-user', user.cookie, { ...valid, ...change }).expect(400);
        expect(res.body).toMatchObject({ success: false, message, data: { code: 'VALIDATION_FAILED', fields: { [field]: message } } });
      }
      // Exactly 18 today is allowed.
      await patch('update-user', user.cookie, { ...valid, dateOfBirth: birthDate(18) }).expect(200);
    });

    it("402 'Email is already in use!' for another account's e-mail, in any letter case; one's own is fine", async () => {
      const user = await newUser();
      const other = await newUser('Other');
      const res = await patch('update-user', user.cookie, { userName: 'Asha', email: other.email.toUpperCase(), dateOfBirth: birthDate(30) }).expect(402);
      expect(res.body).toMatchObject({ statusCode: 402, success: false, message: 'Email is already in use!', data: { code: 'EMAIL_IN_USE' } });
      expect((await row(user.id)).email).toBe(user.email);
      await patch('update-user', user.cookie, { userName: 'Asha', email: user.email.toUpperCase(), dateOfBirth: birthDate(30) }).expect(200);
    });

    it('updateProfile mutation: same rules and texts', async () => {
      const user = await newUser();
      const other = await newUser('Other');
      const mutation = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`;
      const ok = await gql(mutation, { input: { userName: 'Meera', email: `  ${user.email.toUpperCase()}`, dateOfBirth: birthDate(40) } }, user.cookie).expect(200);
      expect(ok.body.data.updateProfile).toMatchObject({ id: user.id, userName: 'Meera', email: user.email, dateOfBirth: birthDate(40) });
      const taken = await gql(mutation, { input: { userName: 'Meera', email: other.email, dateOfBirth: birthDate(40) } }, user.cookie);
      expect(taken.body.errors[0]).toMatchObject({ message: 'Email is already in use!', extensions: { code: 'EMAIL_IN_USE' } });
      const young = await gql(mutation, { input: { userName: 'Me', email: user.email, dateOfBirth: birthDate(17) } }, user.cookie);
      expect(young.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
      expect(young.body.errors[0].extensions.fields).toMatchObject({ userName: M.profileUserName, dateOfBirth: M.profileAge });
      // GraphQL inputs are strict: an unknown field (trying to name another user) is an error.
      const sneaky = await gql(mutation, { input: { userName: 'Meera', email: user.email, dateOfBirth: birthDate(40), id: other.id } }, user.cookie);
      expect(sneaky.body.errors).toHaveLength(1);
    });
  });

  describe('PATCH /user/update-bloodgroup', () => {
    it('trims and upper-cases, sets the flag, and answers the texts', async () => {
      const user = await newUser();
      const res = await patch('update-bloodgroup', user.cookie, { bloodGroup: ' ab- ', _id: 'someone-else' }).expect(200);
      expect(res.body).toMatchObject({ message: 'Blood group updated', data: { _id: user.id, bloodGroup: 'AB-', isBloodGropAdded: true, isContactInfoFilled: false } });
      for (const blank of ['', '   ', undefined]) {
        const bad = await patch('update-bloodgroup', user.cookie, { bloodGroup: blank }).expect(400);
        expect(bad.body).toMatchObject({ message: 'Blood group is required', data: { fields: { bloodGroup: 'Blood group is required' } } });
      }
      const invalid = await patch('update-bloodgroup', user.cookie, { bloodGroup: 'C+' }).expect(400);
      expect(invalid.body.message).toBe(M.bloodGroupInvalid);
      const me = await request(t.url).get(api('current-user')).set('cookie', user.cookie).expect(200);
      expect(me.body.data).toMatchObject({ bloodGroup: 'AB-', isBloodGropAdded: true });
    });

    it('updateBloodGroup mutation', async () => {
      const user = await newUser();
      const mutation = `mutation($input: UpdateBloodGroupInput!) { updateBloodGroup(input: $input) { bloodGroup isBloodGroupAdded } }`;
      const ok = await gql(mutation, { input: { bloodGroup: 'o+' } }, user.cookie).expect(200);
      expect(ok.body.data.updateBloodGroup).toEqual({ bloodGroup: 'O+', isBloodGroupAdded: true });
      const blank = await gql(mutation, { input: { bloodGroup: ' ' } }, user.cookie);
      expect(blank.body.errors[0]).toMatchObject({ message: 'Blood group is required', extensions: { code: 'VALIDATION_FAILED' } });
    });
  });

  describe('PATCH /user/update-contact', () => {
    const contact = { phoneNo: '98765 43210', address: { addressLine: ' 12 MG Road ', district: '', state: '' }, pincode: '411001' };

    it('fills district and state from the pincode when left empty, normalises the phone, sets the flag and the location', async () => {
      const user = await newUser();
      const res = await patch('update-contact', user.cookie, contact).expect(200);
      expect(res.body).toMatchObject({
        message: 'Contact details updated',
        data: { phoneNo: '+919876543210', address: { addressLine: '12 MG Road', district: 'Pune', state: 'Maharashtra' }, pincode: '411001', isContactInfoFilled: true },
      });
      const stored = await row(user.id);
      expect(stored.latitude).not.toBeNull();
      expect(stored.longitude).not.toBeNull();
    });

    it('keeps a district and state the user typed, and takes a landline', async () => {
      const user = await newUser();
      const res = await patch('update-contact', user.cookie, { phoneNo: '020 2612 3456', address: { addressLine: 'Camp', district: 'Pune City', state: 'MH' }, pincode: 411001 }).expect(200);
      expect(res.body.data).toMatchObject({ phoneNo: '+912026123456', address: { district: 'Pune City', state: 'MH' }, pincode: '411001' });
    });

    it('answers each message: phone, pincode format, unknown pincode, address', async () => {
      const user = await newUser();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ phoneNo: '12345' }, 'phoneNo', M.phoneInvalid],
        [{ phoneNo: '+1 415 555 0100' }, 'phoneNo', M.phoneInvalid],
        [{ pincode: '01100' }, 'pincode', M.pincodeInvalid],
        [{ pincode: '011001' }, 'pincode', M.pincodeInvalid],
        [{ pincode: '999999' }, 'pincode', M.pincodeNotFound],
        [{ address: { addressLine: '  ' } }, 'address.addressLine', P.addressLineRequired],
        [{ address: undefined }, 'address', P.addressLineRequired],
        // Rules without a product text of their own say 'Invalid input', never the library's English.
        [{ address: { addressLine: 'Camp', district: 411 } }, 'address.district', MESSAGES.invalidInput],
        [{ address: 'Pune' }, 'address', P.addressLineRequired],
        // Too long: says how long it may be.
        [{ address: { addressLine: 'a'.repeat(201) } }, 'address.addressLine', P.addressLineTooLong],
        [{ address: { addressLine: 'Camp', district: 'd'.repeat(81) } }, 'address.district', P.districtTooLong],
        [{ address: { addressLine: 'Camp', state: 's'.repeat(81) } }, 'address.state', P.stateTooLong],
      ];
      for (const [change, field, message] of cases) {
        const res = await patch('update-contact', user.cookie, { ...contact, ...change }).expect(400);
        expect(res.body).toMatchObject({ message, data: { code: 'VALIDATION_FAILED', fields: { [field]: message } } });
      }
      const me = await request(t.url).get(api('current-user')).set('cookie', user.cookie).expect(200);
      expect(me.body.data).toMatchObject({ phoneNo: null, address: null, isContactInfoFilled: false });
    });

    it('updateContact mutation, and the completion flags after both sections', async () => {
      const user = await newUser();
      const mutation = `mutation($input: UpdateContactInput!) { updateContact(input: $input) { ${USER_FIELDS} } }`;
      const ok = await gql(mutation, { input: { phoneNo: '+91 91234 56789', address: { addressLine: 'Phoenix Bay' }, pincode: '744101' } }, user.cookie).expect(200);
      expect(ok.body.data.updateContact).toMatchObject({
        phoneNo: '+919123456789',
        address: { addressLine: 'Phoenix Bay', district: 'South Andaman', state: 'Andaman and Nicobar Islands' },
        isContactInfoFilled: true,
        isBloodGroupAdded: false,
      });
      const unknown = await gql(mutation, { input: { phoneNo: '9123456789', address: { addressLine: 'x' }, pincode: '999999' } }, user.cookie);
      expect(unknown.body.errors[0]).toMatchObject({ message: M.pincodeNotFound, extensions: { code: 'VALIDATION_FAILED' } });
      await gql(`mutation { updateBloodGroup(input: { bloodGroup: "A+" }) { id } }`, {}, user.cookie).expect(200);
      const me = await gql(`{ me { isBloodGroupAdded isContactInfoFilled } }`, {}, user.cookie);
      expect(me.body.data.me).toEqual({ isBloodGroupAdded: true, isContactInfoFilled: true });
    });
  });

  describe('PATCH /user/update-donor-settings', () => {
    it('stores availability and the last donation; nextDonationDate follows the donation gap', async () => {
      const user = await newUser();
      const last = dayFromToday(-30);
      const res = await patch('update-donor-settings', user.cookie, { availableToDonate: false, lastDonationDate: last }).expect(200);
      expect(res.body).toMatchObject({ message: P.donorSettingsUpdated, data: { availableToDonate: false, lastDonationDate: last, nextDonationDate: nextDonationDate(last) } });
      // Long enough ago: may donate today, so no next date.
      const old = dayFromToday(-200);
      const later = await patch('update-donor-settings', user.cookie, { availableToDonate: true, lastDonationDate: old }).expect(200);
      expect(later.body.data).toMatchObject({ availableToDonate: true, lastDonationDate: old, nextDonationDate: null });
      const cleared = await patch('update-donor-settings', user.cookie, { availableToDonate: true, lastDonationDate: '' }).expect(200);
      expect(cleared.body.data).toMatchObject({ lastDonationDate: null, nextDonationDate: null });
    });

    // A page loaded before a donation was recorded must not put the old day back when only the
    // switch is flipped: an absent date is left as it is (the donor would be alerted too early).
    it('leaves an absent last donation as it is: a donation recorded meanwhile stays; empty or null clears it', async () => {
      const user = await newUser();
      const loaded = dayFromToday(-200);
      await patch('update-donor-settings', user.cookie, { availableToDonate: true, lastDonationDate: loaded }).expect(200);
      const donatedOn = dayFromToday(-5);
      const add = `mutation($input: AddDonationInput!) { addDonation(input: $input) { total } }`;
      await gql(add, { input: { donatedOn, component: 'WHOLE_BLOOD', place: 'AIIMS blood centre', venue: 'BLOOD_CENTRE' } }, user.cookie).expect(200);
      const switched = await patch('update-donor-settings', user.cookie, { availableToDonate: false }).expect(200);
      expect(switched.body.data).toMatchObject({ availableToDonate: false, lastDonationDate: donatedOn, nextDonationDate: nextDonationDate(donatedOn) });
      const mutation = `mutation($input: UpdateDonorSettingsInput!) { updateDonorSettings(input: $input) { availableToDonate lastDonationDate } }`;
      const back = await gql(mutation, { input: { availableToDonate: true } }, user.cookie).expect(200);
      expect(back.body.data.updateDonorSettings).toEqual({ availableToDonate: true, lastDonationDate: donatedOn });
      const [stored] = (await db.query(`SELECT "last_donation_date"::text AS "day" FROM "users" WHERE "id" = $1`, [user.id])) as { day: string }[];
      expect(stored.day).toBe(donatedOn);
      for (const cleared of ['', '  ', null]) {
        await patch('update-donor-settings', user.cookie, { availableToDonate: true, lastDonationDate: donatedOn }).expect(200);
        const res = await patch('update-donor-settings', user.cookie, { availableToDonate: true, lastDonationDate: cleared }).expect(200);
        expect(res.body.data).toMatchObject({ lastDonationDate: null, nextDonationDate: null });
      }
    });

    it('refuses a date in the future, before birth, or not a date, and a missing availability', async () => {
      const user = await newUser();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ availableToDonate: true, lastDonationDate: dayFromToday(1) }, 'lastDonationDate', P.lastDonationInFuture],
        [{ availableToDonate: true, lastDonationDate: birthDate(31) }, 'lastDonationDate', P.lastDonationBeforeBirth],
        [{ availableToDonate: true, lastDonationDate: '2024-13-01' }, 'lastDonationDate', P.lastDonationDate],
        [{ lastDonationDate: null }, 'availableToDonate', P.availableToDonate],
      ];
      for (const [body, field, message] of cases) {
        const res = await patch('update-donor-settings', user.cookie, body).expect(400);
        expect(res.body).toMatchObject({ message, data: { fields: { [field]: message } } });
      }
    });

    it('updateDonorSettings mutation, read back through me', async () => {
      const user = await newUser();
      const last = dayFromToday(-10);
      const mutation = `mutation($input: UpdateDonorSettingsInput!) { updateDonorSettings(input: $input) { availableToDonate lastDonationDate nextDonationDate } }`;
      const ok = await gql(mutation, { input: { availableToDonate: true, lastDonationDate: last } }, user.cookie).expect(200);
      expect(ok.body.data.updateDonorSettings).toEqual({ availableToDonate: true, lastDonationDate: last, nextDonationDate: nextDonationDate(last) });
      const future = await gql(mutation, { input: { availableToDonate: true, lastDonationDate: dayFromToday(3) } }, user.cookie);
      expect(future.body.errors[0]).toMatchObject({ message: P.lastDonationInFuture });
      const none = await gql(mutation, { input: { availableToDonate: false, lastDonationDate: null } }, user.cookie).expect(200);
      expect(none.body.data.updateDonorSettings).toEqual({ availableToDonate: false, lastDonationDate: null, nextDonationDate: null });
    });
  });

  // An export reads every table of the user's and answers it whole, and what is stored grows: with
  // 20,000 session rows (a row per login) one export was 2.7 MB and 580 ms of CPU, without limit.
  it('GET /user/export and myData: 10 copies per user an hour, then 429', async () => {
    const user = await newUser();
    for (let copy = 0; copy < 10; copy++) await request(t.url).get(api('export')).set('cookie', user.cookie).expect(200);
    const refused = await request(t.url).get(api('export')).set('cookie', user.cookie).expect(429);
    expect(refused.body.data.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const viaGraphql = await gql('{ myData }', {}, user.cookie);
    expect(viaGraphql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    // Another user's budget is their own.
    await request(t.url).get(api('export')).set('cookie', (await newUser('Bala')).cookie).expect(200);
  });

  describe('PATCH /user/update-password', () => {
    const login = (email: string, password: string) => request(t.url).post(api('login')).set('x-forwarded-for', randomIp()).send({ email, password });

    it("changes the password, keeps this session and ends every other one (their refresh fails)", async () => {
      const user = await newUser();
      const other = cookiesOf(await login(user.email, PASSWORD).expect(200));
      const otherSocket = wsClient(t.url, cookieHeader(other));
      const ownSocket = wsClient(t.url, user.cookie);
      try {
        await Promise.all([otherSocket.connected, ownSocket.connected]);
        const res = await patch('update-password', user.cookie, { currentPassword: PASSWORD, newPassword: 'brand-new' }).expect(200);
        expect(res.body).toMatchObject({ message: 'Password updated', data: null, success: true });
        // The other session's socket is closed as unauthorised; this session's stays open.
        expect(await otherSocket.closed).toBe(4401);
        // Closing is synchronous per revoked session: by now this one would be untracked too.
        const sockets = t.app.get(SocketSessionsService);
        expect(sockets.count(sessionIdOf(other.accessToken))).toBe(0);
        expect(sockets.count(sessionIdOf(user.cookies.accessToken))).toBe(1);
      } finally {
        await Promise.all([otherSocket.client.dispose(), ownSocket.client.dispose()]);
      }
      // This session goes on; the other one is over, its refresh token too.
      await request(t.url).get(api('current-user')).set('cookie', user.cookie).expect(200);
      await request(t.url).get(api('current-user')).set('cookie', cookieHeader(other)).expect(401);
      await request(t.url).get(api('refresh-token')).set('cookie', cookieHeader(other)).expect(401);
      await login(user.email, PASSWORD).expect(403);
      await login(user.email, 'brand-new').expect(200);
    });

    it("402 'Incorrect current password', and 'Minimum allowed password length is 5'", async () => {
      const user = await newUser();
      const wrong = await patch('update-password', user.cookie, { currentPassword: 'not-it', newPassword: 'brand-new' }).expect(402);
      expect(wrong.body).toMatchObject({ message: 'Incorrect current password', data: { code: 'INCORRECT_CURRENT_PASSWORD' } });
      const short = await patch('update-password', user.cookie, { currentPassword: PASSWORD, newPassword: '1234' }).expect(400);
      expect(short.body).toMatchObject({ message: 'Minimum allowed password length is 5', data: { fields: { newPassword: 'Minimum allowed password length is 5' } } });
      const missing = await patch('update-password', user.cookie, { newPassword: 'brand-new' }).expect(400);
      expect(missing.body.data.fields).toEqual({ currentPassword: P.currentPasswordRequired });
      await login(user.email, PASSWORD).expect(200);
    });

    it('slows password guessing through a stolen session: after 5 wrong current passwords, 429 even for the right one', async () => {
      const user = await newUser();
      for (let attempt = 0; attempt < 6; attempt++) {
        await patch('update-password', user.cookie, { currentPassword: `wrong-${attempt}`, newPassword: 'brand-new' }).expect(402);
      }
      const limited = await patch('update-password', user.cookie, { currentPassword: PASSWORD, newPassword: 'brand-new' }).expect(429);
      expect(limited.body.data.code).toBe('RATE_LIMITED');
      await request(t.url).post(api('delete-account')).set('cookie', user.cookie).send({ password: PASSWORD }).expect(429);
      await login(user.email, PASSWORD).expect(200);
    });

    // Each re-entry is an argon2 check, and a change hashes the new password too: right ones were
    // counted nowhere, so a session could change its password back and forth without end.
    it('counts right passwords too: 10 re-entries per session in 10 minutes, then 429 before any check', async () => {
      const user = await newUser();
      const passwords = [PASSWORD, 'other-one'];
      for (let change = 0; change < 10; change++) {
        await patch('update-password', user.cookie, { currentPassword: passwords[change % 2], newPassword: passwords[(change + 1) % 2] }).expect(200);
      }
      const verify = jest.spyOn(t.app.get(UsersService), 'verifyPassword');
      try {
        const limited = await patch('update-password', user.cookie, { currentPassword: PASSWORD, newPassword: 'other-one' }).expect(429);
        expect(limited.body.data.code).toBe('RATE_LIMITED');
        expect(verify).not.toHaveBeenCalled();
      } finally {
        verify.mockRestore();
      }
      await login(user.email, PASSWORD).expect(200);
    });

    it("a thief's wrong passwords slow only the thief's session: the owner changes the password at once, which ends the thief's", async () => {
      const owner = await newUser();
      const thief = cookieHeader(cookiesOf(await login(owner.email, PASSWORD).expect(200)));
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt++) {
        statuses.push((await request(t.url).post(api('delete-account')).set('cookie', thief).send({ password: `guess-${attempt}` })).status);
      }
      expect(statuses.slice(0, 6)).toEqual([403, 403, 403, 403, 403, 403]);
      expect(statuses.slice(6)).toEqual([429, 429]);
      const ok = await patch('update-password', owner.cookie, { currentPassword: PASSWORD, newPassword: 'owner-again' }).expect(200);
      expect(ok.body.message).toBe('Password updated');
      await request(t.url).get(api('current-user')).set('cookie', thief).expect(401);
    });

    it('changePassword mutation: same behaviour', async () => {
      const user = await newUser();
      const other = cookiesOf(await login(user.email, PASSWORD).expect(200));
      const mutation = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) }`;
      const wrong = await gql(mutation, { input: { currentPassword: 'nope!', newPassword: 'another-one' } }, user.cookie);
      expect(wrong.body.errors[0]).toMatchObject({ message: 'Incorrect current password', extensions: { code: 'INCORRECT_CURRENT_PASSWORD' } });
      const ok = await gql(mutation, { input: { currentPassword: PASSWORD, newPassword: 'another-one' } }, user.cookie).expect(200);
      expect(ok.body.data.changePassword).toBe(true);
      await request(t.url).get(api('refresh-token')).set('cookie', cookieHeader(other)).expect(401);
      await request(t.url).get(api('current-user')).set('cookie', user.cookie).expect(200);
    });
  });

  describe('PATCH /user/update-avatar', () => {
    const uploadAvatar = (cookie: string, content: Buffer, filename = 'avatar.jpg', contentType = 'image/jpeg') =>
      request(t.url).patch(api('update-avatar')).set('cookie', cookie).attach('avatar', content, { filename, contentType });
    const filesOf = (key: string) => readdirSync(t.uploadsDir).filter((name) => name.startsWith(key));

    it('stores square re-encoded variants, answers a URL that serves a JPEG, and removes the old avatar on change', async () => {
      const user = await newUser();
      const res = await uploadAvatar(user.cookie, await jpegImage(900, 600)).expect(200);
      expect(res.body).toMatchObject({ message: 'Profile updated successfully', data: { _id: user.id } });
      const url: string = res.body.data.avatar;
      expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-large\.jpg$/);
      const served = await request(t.url).get(url).expect(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([256, 256, 'jpeg']);
      const first = (await row(user.id)).avatar_key as string;
      expect(filesOf(first).length).toBeGreaterThanOrEqual(4);

      // Everyone sees the new avatar through get-user.
      const publicFace = await request(t.url).get(api(`get-user/${user.id}`)).expect(200);
      expect(publicFace.body.data).toEqual({ userName: 'Asha', avatar: url });

      const second = await uploadAvatar(user.cookie, await pngImage(300, 500), 'me.png', 'image/png').expect(200);
      expect(second.body.data.avatar).not.toBe(url);
      expect(filesOf(first)).toEqual([]);
      expect(existsSync(join(t.uploadsDir, (second.body.data.avatar as string).split('/').pop() as string))).toBe(true);
      const ledger = (await db.query(`SELECT "key" FROM "stored_images" WHERE "key" = $1`, [first])) as unknown[];
      expect(ledger).toEqual([]);
      await request(t.url).get(url).expect(404);
    });

    it("refuses what is not an image (415) and an image over 10mb (413 'Image size must be within 10mb'), keeping the avatar", async () => {
      const user = await newUser();
      const ok = await uploadAvatar(user.cookie, await jpegImage(200, 200)).expect(200);
      const before = await db.query(`SELECT count(*)::int AS n FROM "stored_images"`);
      const html = await uploadAvatar(user.cookie, HTML_NAMED_JPG).expect(415);
      expect(html.body).toMatchObject({ success: false, message: IMAGE_MESSAGES.unsupportedType, data: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
      const big = await uploadAvatar(user.cookie, await pngOfExactSize(IMAGE_MAX_BYTES + 1), 'big.png', 'image/png').expect(413);
      expect(big.body).toMatchObject({ message: 'Image size must be within 10mb', data: { code: 'PAYLOAD_TOO_LARGE' } });
      const none = await request(t.url).patch(api('update-avatar')).set('cookie', user.cookie).field('note', 'no file').expect(400);
      expect(none.body.data.fields).toEqual({ avatar: P.avatarRequired });
      expect(await db.query(`SELECT count(*)::int AS n FROM "stored_images"`)).toEqual(before);
      expect((await row(user.id)).avatar).toBe(ok.body.data.avatar);
    });

    it('updateAvatar mutation (multipart GraphQL): same images, same refusals', async () => {
      const user = await newUser();
      const mutation = `mutation($file: Upload!) { updateAvatar(file: $file) { id avatar } }`;
      const ok = await gqlUpload(t.url, mutation, {}, { variable: 'file', content: await jpegImage(400, 400), filename: 'a.jpg' }, user.cookie).expect(200);
      expect(ok.body.data.updateAvatar.avatar).toMatch(/^\/uploads\/.+-large\.jpg$/);
      const bad = await gqlUpload(t.url, mutation, {}, { variable: 'file', content: HTML_NAMED_JPG, filename: 'a.jpg' }, user.cookie);
      expect(bad.body.errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect((await row(user.id)).avatar).toBe(ok.body.data.updateAvatar.avatar);
    });
  });

  it('never shows the password hash, and changes only the caller (ownership from the session)', async () => {
    const user = await newUser();
    const other = await newUser('Other');
    const before = await row(other.id);
    await patch('update-user', user.cookie, { userName: 'Changed', email: uniqueEmail(), dateOfBirth: birthDate(30), _id: other.id, id: other.id }).expect(200);
    await patch('update-bloodgroup', user.cookie, { bloodGroup: 'B-', userId: other.id }).expect(200);
    expect(await row(other.id)).toEqual(before);
    const me = await request(t.url).get(api('current-user')).set('cookie', user.cookie).expect(200);
    expect(JSON.stringify(me.body)).not.toContain((await row(user.id)).password_hash);
    expect(me.body.data).toMatchObject({ userName: 'Changed', bloodGroup: 'B-' });
  });

  it("keeps the donor's weight (whole kg, 30 to 250; absent leaves it, null clears it), and platelet requests alert no one known to weigh under 50 kg", async () => {
    const gqlSettings = (cookie: string, input: Record<string, unknown>) =>
      gql('mutation($input: UpdateDonorSettingsInput!) { updateDonorSettings(input: $input) { weightKg availableToDonate } }', { input }, cookie);
    const pincode = { pincode: '744102', district: 'South Andaman', state: 'Andaman and Nicobar Islands' };
    const owner = await signedInDonor(t.url, db, 'Platelets seeker', { ...pincode, bloodGroup: 'B+' });
    const light = await signedInDonor(t.url, db, 'Light', { ...pincode, bloodGroup: 'B+' });
    const heavy = await signedInDonor(t.url, db, 'Heavy', { ...pincode, bloodGroup: 'B+' });
    const unknown = await signedInDonor(t.url, db, 'Unknown weight', { ...pincode, bloodGroup: 'B+' });

    expect((await gqlSettings(light.cookie, { availableToDonate: true, weightKg: 48 }).expect(200)).body.data.updateDonorSettings).toEqual({ weightKg: 48, availableToDonate: true });
    await patch('update-donor-settings', heavy.cookie, { availableToDonate: true, weightKg: 72 }).expect(200);
    // An original client's settings (no weight) leave it as it was.
    const kept = await patch('update-donor-settings', heavy.cookie, { availableToDonate: true }).expect(200);
    expect(kept.body.data.weightKg).toBe(72);
    // Out of range: the field's text; not a whole number at all: GraphQL's own Int check.
    const codes: Record<string, unknown> = {};
    for (const weightKg of [29, 251, 60.5, '60']) codes[String(weightKg)] = (await gqlSettings(heavy.cookie, { availableToDonate: true, weightKg })).body.errors?.[0].extensions.code;
    expect(codes).toEqual({ 29: 'VALIDATION_FAILED', 251: 'VALIDATION_FAILED', '60.5': 'BAD_USER_INPUT', 60: 'BAD_USER_INPUT' });
    const rest = await patch('update-donor-settings', heavy.cookie, { availableToDonate: true, weightKg: 251 }).expect(400);
    expect(rest.body.data.fields).toEqual({ weightKg: P.weightKg });
    expect(await db.query(`SELECT "weight_kg" FROM "users" WHERE "id" = $1`, [heavy.id])).toEqual([{ weight_kg: 72 }]);
    const cleared = await gqlSettings(unknown.cookie, { availableToDonate: true, weightKg: null }).expect(200);
    expect(cleared.body.data.updateDonorSettings.weightKg).toBeNull();

    const requestId = await createRequest(t.url, owner, { bloodGroup: 'B+', pincode: '744102', component: 'PLATELETS', units: 1 });
    const alerted = await alertedFor(db, requestId);
    expect(alerted).toContain(heavy.id);
    expect(alerted).toContain(unknown.id);
    expect(alerted).not.toContain(light.id);
  });

  it('matching follows the donor settings: off, or inside the donation gap, means no alert', async () => {
    const pincode = { pincode: '744101', district: 'South Andaman', state: 'Andaman and Nicobar Islands' };
    const owner = await signedInDonor(t.url, db, 'Seeker', { ...pincode, bloodGroup: 'A+' });
    const off = await signedInDonor(t.url, db, 'Away', { ...pincode, bloodGroup: 'O-' });
    const recent = await signedInDonor(t.url, db, 'Recent', { ...pincode, bloodGroup: 'O-' });
    const ready = await signedInDonor(t.url, db, 'Ready', { ...pincode, bloodGroup: 'O-' });
    await patch('update-donor-settings', off.cookie, { availableToDonate: false }).expect(200);
    await patch('update-donor-settings', recent.cookie, { availableToDonate: true, lastDonationDate: dayFromToday(-100) }).expect(200);
    await patch('update-donor-settings', ready.cookie, { availableToDonate: true, lastDonationDate: dayFromToday(-150) }).expect(200);
    const requestId = await createRequest(t.url, owner, { bloodGroup: 'O-', pincode: '744101' });
    const alerted = await alertedFor(db, requestId);
    expect(alerted).toContain(ready.id);
    expect(alerted).not.toContain(off.id);
    expect(alerted).not.toContain(recent.id);
  });
});
