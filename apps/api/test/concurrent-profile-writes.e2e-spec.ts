import { addDays, todayInIndia } from '@redhope/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PASSWORD, birthDate, cookieHeader, cookiesOf, randomIp } from './setup/helpers';
import { signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

/**
 * A profile save (blood group, language, alert preferences, contact) running while something else
 * writes the same user's row (a donation recorded, a password changed, another profile section
 * saved) must not put back what it read before that write committed. The saves are fired one
 * after another for as long as the other write runs, so one of them always straddles its commit.
 */
describe('concurrent writes to one user row', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  // Without the fix each test failed within its first 25 rounds in every run seen.
  jest.setTimeout(60_000);
  const gql = (query: string, variables: Record<string, unknown>, cookie: string) => request(t.url).post('/graphql').set('cookie', cookie).send({ query, variables });
  const patch = (path: string, cookie: string, body: object) => request(t.url).patch(`/api/v1/user/${path}`).set('cookie', cookie).send(body);

  /** Runs `save` again and again (each waiting for the last) until `write` settles; `write`'s result. */
  async function savingWhile<T>(write: PromiseLike<T>, save: (i: number) => PromiseLike<unknown>): Promise<T> {
    let settled = false;
    const done = Promise.resolve(write).finally(() => (settled = true));
    const saves = (async () => {
      for (let i = 0; !settled; i++) await save(i);
    })();
    const [result] = await Promise.all([done, saves]);
    return result;
  }

  const profileSaves = (person: Person) => (i: number) => {
    switch (i % 3) {
      case 0:
        return patch('update-bloodgroup', person.cookie, { bloodGroup: i % 2 ? 'A+' : 'B+' }).expect(200);
      case 1:
        return patch('update-language', person.cookie, { language: i % 2 ? 'hi' : 'en' }).expect(200);
      default:
        return patch('update-alert-preferences', person.cookie, { emailAlerts: i % 2 === 0, alertRadiusKm: null }).expect(200);
    }
  };

  it('a donation recorded while the donor saves profile sections keeps its last-donation date and last apheresis', async () => {
    const donor = await signedInDonor(t.url, db, 'Busy donor', { dateOfBirth: birthDate(30) });
    const add = `mutation($input: AddDonationInput!) { addDonation(input: $input) { total } }`;
    const today = todayInIndia();
    for (let round = 0; round < 40; round++) {
      await db.query(`DELETE FROM "donations" WHERE "user_id" = $1`, [donor.id]);
      await db.query(`UPDATE "users" SET "last_donation_date" = NULL, "last_apheresis_at" = NULL WHERE "id" = $1`, [donor.id]);
      const wholeBlood = addDays(today, -(10 + round));
      const platelets = addDays(today, -(3 + round));
      await savingWhile(
        Promise.all([
          gql(add, { input: { donatedOn: wholeBlood, component: 'WHOLE_BLOOD', place: 'Sassoon blood centre', venue: 'BLOOD_CENTRE' } }, donor.cookie).expect(200),
          gql(add, { input: { donatedOn: platelets, component: 'PLATELETS', place: 'Sassoon blood centre', venue: 'BLOOD_CENTRE' } }, donor.cookie).expect(200),
        ]),
        profileSaves(donor),
      );
      const [row] = (await db.query(
        `SELECT "last_donation_date"::text AS "last", ("last_apheresis_at" AT TIME ZONE 'Asia/Kolkata')::date::text AS "apheresis" FROM "users" WHERE "id" = $1`,
        [donor.id],
      )) as { last: string | null; apheresis: string | null }[];
      expect({ round, ...row }).toEqual({ round, last: wholeBlood, apheresis: platelets });
    }
  });

  it('a password change while another tab saves profile sections stays changed: the old password no longer signs in', async () => {
    let user = await signedInDonor(t.url, db, 'Careful user');
    // Each round from an address and a session of its own: logins and passwords typed again are
    // limited per address and per session (a few a minute), and this test makes many.
    const login = (password: string) => request(t.url).post('/api/v1/user/login').set('x-forwarded-for', randomIp()).send({ email: user.email, password });
    let current = PASSWORD;
    for (let round = 0; round < 30; round++) {
      const next = `new-secret-${round}`;
      await savingWhile(patch('update-password', user.cookie, { currentPassword: current, newPassword: next }).expect(200), profileSaves(user));
      expect({ round, status: (await login(current)).status }).toEqual({ round, status: 403 });
      user = { ...user, cookie: cookieHeader(cookiesOf(await login(next).expect(200))) };
      current = next;
    }
  });

  it('two profile sections saved at once both stay saved (blood group and contact)', async () => {
    const user = await signedInDonor(t.url, db, 'Two tabs', { bloodGroup: null, phoneNo: null, addressLine: null });
    for (let round = 0; round < 60; round++) {
      const group = round % 2 ? 'AB-' : 'O-';
      const addressLine = `${round + 1} MG Road`;
      await Promise.all([
        patch('update-bloodgroup', user.cookie, { bloodGroup: group }).expect(200),
        patch('update-contact', user.cookie, { phoneNo: '98765 43210', address: { addressLine, district: '', state: '' }, pincode: '411001' }).expect(200),
      ]);
      const [row] = (await db.query(`SELECT "blood_group", "address_line", "is_blood_group_added", "is_contact_info_filled" FROM "users" WHERE "id" = $1`, [user.id])) as unknown[];
      expect({ round, row }).toEqual({ round, row: { blood_group: group, address_line: addressLine, is_blood_group_added: true, is_contact_info_filled: true } });
    }
  });
});
