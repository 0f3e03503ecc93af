import { addDays, todayInIndia } from '@redhope/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { birthDate } from './setup/helpers';
import { signedInDonor } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

/**
 * "Add a donation" sent twice (a double tap, a retry after a lost answer), at once or one after the
 * other: one donation of a component on one day is recorded once, so the record, its totals and the
 * apheresis limits (2 a week) count it once.
 */
describe('a donation added twice', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  const ADD = `mutation($input: AddDonationInput!) { addDonation(input: $input) { total donations { donatedOn component } } }`;

  it('is recorded once, and one platelet donation leaves the weekly limit alone', async () => {
    const donor = await signedInDonor(t.url, db, 'Double tap', { dateOfBirth: birthDate(30), weightKg: 60 });
    const add = (input: Record<string, unknown>) => request(t.url).post('/graphql').set('cookie', donor.cookie).send({ query: ADD, variables: { input } }).expect(200);
    const today = todayInIndia();
    for (let round = 0; round < 5; round++) {
      const input = { donatedOn: addDays(today, -(3 + 10 * round)), component: round % 2 ? 'WHOLE_BLOOD' : 'PLATELETS', place: 'Sassoon blood centre', venue: 'BLOOD_CENTRE' };
      const answers = await Promise.all([add(input), add(input), add(input)]);
      for (const answer of answers) expect(answer.body.errors).toBeUndefined();
      const [{ n }] = (await db.query(`SELECT count(*)::int AS "n" FROM "donations" WHERE "user_id" = $1 AND "donated_on" = $2 AND "component" = $3`, [
        donor.id,
        input.donatedOn,
        input.component,
      ])) as {
        n: number;
      }[];
      expect({ round, n }).toEqual({ round, n: 1 });
      // A retry after the answer: the same.
      await add(input);
      const [{ total }] = (await db.query(`SELECT count(*)::int AS "total" FROM "donations" WHERE "user_id" = $1`, [donor.id])) as { total: number }[];
      expect({ round, total }).toEqual({ round, total: round + 1 });
    }
    // One platelet donation 3 days ago is not two in a week: nothing bars another apheresis but the 48 hours.
    const [user] = (await db.query(`SELECT "apheresis_limits_from"::text AS "from" FROM "users" WHERE "id" = $1`, [donor.id])) as { from: string | null }[];
    expect(user.from).toBeNull();
  });
});
