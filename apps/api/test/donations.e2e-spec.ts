import { addDays, donationReminderAt, todayInIndia } from '@redhope/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DONATION_REMINDER_QUEUE } from '../src/modules/donations';
import { PASSWORD, birthDate, eventually } from './setup/helpers';
import { alertedFor, createRequest, deliveredFor, signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

const RECORD = `{ donations { id donatedOn component place venue kind requestId } total lastYear nextEligibleDate nextEligibleByComponent { wholeBlood platelets plasma } available }`;

/**
 * Issue 26, the donor's side: an owner names which helpers donated; only they are thanked for
 * their donation (the others get the neutral "fulfilled"), the donation goes into their record,
 * their last-donation and next eligible dates move, and one reminder waits for that day, gone
 * when they pause and back when they resume.
 */
describe('donations: who donated, the record, reminders', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  const gql = (query: string, variables: Record<string, unknown>, cookie: string) => request(t.url).post('/graphql').set('cookie', cookie).send({ query, variables });

  async function helpedRequest(owner: Person, helpers: Person[], overrides: Record<string, unknown> = {}): Promise<{ requestId: string; helperIds: Map<string, string> }> {
    const requestId = await createRequest(t.url, owner, overrides);
    for (const helper of helpers) await request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', helper.cookie).expect(200);
    const res = await gql(`query($id: ID!) { requestHelpers(requestId: $id) { helperId donorConfirmed helperDetails { userName } } }`, { id: requestId }, owner.cookie).expect(200);
    const rows = res.body.data.requestHelpers as { helperId: string; donorConfirmed: boolean; helperDetails: { userName: string } }[];
    expect(rows.every((row) => row.donorConfirmed === false)).toBe(true);
    return { requestId, helperIds: new Map(rows.map((row) => [row.helperDetails.userName, row.helperId])) };
  }

  async function notificationsOf(person: Person, requestId: string): Promise<{ kind: string; title: string; body: string }[]> {
    return (await db.query(`SELECT "kind", "title", "body" FROM "notifications" WHERE "recipient_id" = $1 AND "request_id" = $2 AND "kind" <> 'request-alert' ORDER BY "kind"`, [person.id, requestId])) as {
      kind: string;
      title: string;
      body: string;
    }[];
  }

  async function waitingReminder(userId: string): Promise<{ eligibleOn: string; startAfter: Date } | null> {
    const rows = (await db.query(`SELECT "data"->>'eligibleOn' AS "eligibleOn", "start_after" AS "startAfter" FROM "pgboss"."job" WHERE "name" = $1 AND "singleton_key" = $2 AND "state" = 'created'`, [
      DONATION_REMINDER_QUEUE,
      userId,
    ])) as { eligibleOn: string; startAfter: Date }[];
    expect(rows.length).toBeLessThanOrEqual(1);
    return rows[0] ?? null;
  }

  async function lastDonationDate(userId: string): Promise<string | null> {
    const [row] = (await db.query(`SELECT "last_donation_date"::text AS "d" FROM "users" WHERE "id" = $1`, [userId])) as { d: string | null }[];
    return row.d;
  }

  it('the owner names one of two helpers: only that one is thanked, recorded, and reminded', async () => {
    const owner = await signedInDonor(t.url, db, 'Donation owner');
    const donor = await signedInDonor(t.url, db, 'Named donor');
    const other = await signedInDonor(t.url, db, 'Other helper');
    const { requestId, helperIds } = await helpedRequest(owner, [donor, other], { applicant: 'Ravi Kumar Sharma' });
    expect(helperIds.get('Named donor')).toBe(donor.id);

    const before = await gql(`{ myDonations ${RECORD} }`, {}, donor.cookie).expect(200);
    expect(before.body.data.myDonations).toMatchObject({ donations: [], total: 0, nextEligibleDate: null, available: true });

    const fulfilled = await gql(`mutation($id: ID!, $donors: [ID!]) { fulfillRequest(id: $id, donorHelperIds: $donors) { id isFulfilled } }`, { id: requestId, donors: [donor.id] }, owner.cookie).expect(200);
    expect(fulfilled.body.data.fulfillRequest.isFulfilled).toBe(true);
    await deliveredFor(db, 'requests.fulfilled', requestId);

    const today = todayInIndia();
    const eligibleOn = addDays(today, 120);
    const [day, month, year] = [today.slice(8, 10), today.slice(5, 7), today.slice(0, 4)];
    expect(await notificationsOf(donor, requestId)).toEqual([
      { kind: 'donation-helped', title: 'Your donation helped', body: `Your donation on ${day}/${month}/${year} helped Ravi. Thank you for giving blood!` },
    ]);
    expect((await notificationsOf(other, requestId)).map((n) => n.kind)).toEqual(['request-fulfilled']);

    expect(await lastDonationDate(donor.id)).toBe(today);
    expect(await lastDonationDate(other.id)).toBeNull();
    const after = (await gql(`{ myDonations ${RECORD} }`, {}, donor.cookie).expect(200)).body.data.myDonations;
    expect(after).toEqual({
      donations: [{ id: expect.any(String), donatedOn: today, component: 'WHOLE_BLOOD', place: 'Pune', venue: null, kind: 'REQUEST', requestId }],
      total: 1,
      lastYear: 1,
      nextEligibleDate: eligibleOn,
      nextEligibleByComponent: { wholeBlood: eligibleOn, platelets: addDays(today, 28), plasma: addDays(today, 28) },
      available: true,
    });
    expect((await gql(`{ myDonations ${RECORD} }`, {}, other.cookie).expect(200)).body.data.myDonations.total).toBe(0);

    // One reminder, on the morning (India) of the day they may give again; none for the other helper.
    expect(await waitingReminder(donor.id)).toEqual({ eligibleOn, startAfter: donationReminderAt(eligibleOn) });
    expect(await waitingReminder(other.id)).toBeNull();

    // Pausing cancels it; being available again brings it back.
    const settings = `mutation($input: UpdateDonorSettingsInput!) { updateDonorSettings(input: $input) { availableToDonate } }`;
    await gql(settings, { input: { availableToDonate: false, lastDonationDate: today } }, donor.cookie).expect(200);
    await eventually(async () => ((await waitingReminder(donor.id)) === null ? true : undefined), 20_000, 'the reminder to be cancelled');
    expect((await gql(`{ myDonations { available } }`, {}, donor.cookie).expect(200)).body.data.myDonations.available).toBe(false);
    await gql(settings, { input: { availableToDonate: true, lastDonationDate: today } }, donor.cookie).expect(200);
    expect(await eventually(() => waitingReminder(donor.id).then((job) => job ?? undefined), 20_000, 'the reminder to be scheduled again')).toEqual({
      eligibleOn,
      startAfter: donationReminderAt(eligibleOn),
    });

    // Naming them again later changes nothing; naming the other helper thanks and records them too.
    const confirm = `mutation($id: ID!, $donors: [ID!]!) { confirmDonors(requestId: $id, donorHelperIds: $donors) { id } }`;
    await gql(confirm, { id: requestId, donors: [donor.id, other.id] }, owner.cookie).expect(200);
    await deliveredFor(db, 'requests.donors-confirmed', requestId);
    expect((await notificationsOf(other, requestId)).map((n) => n.kind)).toEqual(['donation-helped', 'request-fulfilled']);
    expect((await notificationsOf(donor, requestId)).map((n) => n.kind)).toEqual(['donation-helped']);
    expect((await gql(`{ myDonations { total } }`, {}, donor.cookie).expect(200)).body.data.myDonations.total).toBe(1);
    expect(await lastDonationDate(other.id)).toBe(today);
    const helpers = await gql(`query($id: ID!) { requestHelpers(requestId: $id) { helperId donorConfirmed } }`, { id: requestId }, owner.cookie).expect(200);
    expect(helpers.body.data.requestHelpers.every((row: { donorConfirmed: boolean }) => row.donorConfirmed)).toBe(true);
  });

  it('the reminder, when it comes due, reaches the available donor for that day', async () => {
    const owner = await signedInDonor(t.url, db, 'Reminder owner');
    const donor = await signedInDonor(t.url, db, 'Reminded donor');
    const { requestId } = await helpedRequest(owner, [donor]);
    await gql(`mutation($id: ID!, $donors: [ID!]) { fulfillRequest(id: $id, donorHelperIds: $donors) { id } }`, { id: requestId, donors: [donor.id] }, owner.cookie).expect(200);
    await deliveredFor(db, 'requests.fulfilled', requestId);
    const job = await waitingReminder(donor.id);
    expect(job).not.toBeNull();
    // Its day has come: the donation is moved back to 120 days ago, and the job made due now.
    await db.query(`UPDATE "donations" SET "donated_on" = $2 WHERE "user_id" = $1`, [donor.id, addDays(todayInIndia(), -120)]);
    await db.query(`UPDATE "users" SET "last_donation_date" = $2 WHERE "id" = $1`, [donor.id, addDays(todayInIndia(), -120)]);
    await db.query(`UPDATE "pgboss"."job" SET "start_after" = now(), "data" = jsonb_set("data", '{eligibleOn}', to_jsonb($2::text)) WHERE "name" = $1 AND "singleton_key" = $3 AND "state" = 'created'`, [
      DONATION_REMINDER_QUEUE,
      todayInIndia(),
      donor.id,
    ]);
    const reminders = await eventually(async () => {
      const rows = (await db.query(`SELECT "title", "params" FROM "notifications" WHERE "recipient_id" = $1 AND "kind" = 'donation-reminder'`, [donor.id])) as { title: string; params: unknown }[];
      return rows.length > 0 ? rows : undefined;
    });
    expect(reminders).toEqual([{ title: 'You can donate again', params: { eligibleOn: todayInIndia() } }]);
  });

  it('refuses a donor who is not a helper of the request, and leaves the request active', async () => {
    const owner = await signedInDonor(t.url, db, 'Strict owner');
    const helper = await signedInDonor(t.url, db, 'A helper');
    const stranger = await signedInDonor(t.url, db, 'A stranger');
    const { requestId } = await helpedRequest(owner, [helper]);
    const fulfil = `mutation($id: ID!, $donors: [ID!]) { fulfillRequest(id: $id, donorHelperIds: $donors) { id isActive } }`;
    const refused = await gql(fulfil, { id: requestId, donors: [helper.id, stranger.id] }, owner.cookie).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const malformed = await gql(fulfil, { id: requestId, donors: ['not-an-id'] }, owner.cookie).expect(200);
    expect(malformed.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const still = await gql(`query($id: ID!) { bloodRequest(id: $id) { isActive } }`, { id: requestId }, owner.cookie).expect(200);
    expect(still.body.data.bloodRequest.isActive).toBe(true);
    // Without donors the SPEC's fulfil is unchanged; confirmDonors then refuses a stranger too.
    const done = await gql(fulfil, { id: requestId }, owner.cookie).expect(200);
    expect(done.body.data.fulfillRequest.isActive).toBe(false);
    const confirm = `mutation($id: ID!, $donors: [ID!]!) { confirmDonors(requestId: $id, donorHelperIds: $donors) { id } }`;
    expect((await gql(confirm, { id: requestId, donors: [stranger.id] }, owner.cookie)).body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    // confirmDonors on a request still active is a conflict.
    const active = await helpedRequest(owner, [helper]);
    expect((await gql(confirm, { id: active.requestId, donors: [helper.id] }, owner.cookie)).body.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('a donation added by hand: checked dates, own removal only, and the last-donation date follows', async () => {
    const donor = await signedInDonor(t.url, db, 'Manual donor', { dateOfBirth: birthDate(30) });
    const other = await signedInDonor(t.url, db, 'Someone else');
    const add = `mutation($input: AddDonationInput!) { addDonation(input: $input) ${RECORD} }`;
    const today = todayInIndia();
    const input = { donatedOn: addDays(today, -10), component: 'WHOLE_BLOOD', place: 'Sassoon blood centre', venue: 'BLOOD_CENTRE' };
    const future = await gql(add, { input: { ...input, donatedOn: addDays(today, 1) } }, donor.cookie).expect(200);
    expect(future.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    const beforeBirth = await gql(add, { input: { ...input, donatedOn: addDays(birthDate(30), -1) } }, donor.cookie).expect(200);
    expect(beforeBirth.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const noPlace = await gql(add, { input: { ...input, place: '   ' } }, donor.cookie).expect(200);
    expect(noPlace.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');

    const added = (await gql(add, { input }, donor.cookie).expect(200)).body.data.addDonation;
    expect(added).toMatchObject({ total: 1, nextEligibleDate: addDays(today, 110), donations: [{ kind: 'MANUAL', venue: 'BLOOD_CENTRE', place: 'Sassoon blood centre' }] });
    expect(await lastDonationDate(donor.id)).toBe(addDays(today, -10));
    const older = (await gql(add, { input: { ...input, donatedOn: addDays(today, -200), component: 'PLATELETS', venue: 'CAMP' } }, donor.cookie).expect(200)).body.data.addDonation;
    expect(older.total).toBe(2);
    expect(await lastDonationDate(donor.id)).toBe(addDays(today, -10));
    expect(await waitingReminder(donor.id)).toEqual({ eligibleOn: addDays(today, 110), startAfter: donationReminderAt(addDays(today, 110)) });

    const remove = `mutation($id: ID!) { removeDonation(id: $id) { total nextEligibleDate } }`;
    const newest = added.donations[0].id as string;
    expect((await gql(remove, { id: newest }, other.cookie)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    const left = (await gql(remove, { id: newest }, donor.cookie).expect(200)).body.data.removeDonation;
    // Only the apheresis 200 days ago is left: nothing stops them now, and no reminder waits.
    expect(left).toEqual({ total: 1, nextEligibleDate: null });
    expect(await lastDonationDate(donor.id)).toBeNull();
    expect(await waitingReminder(donor.id)).toBeNull();
  });

  it('two platelet donations in a week stop platelet alerts until the first leaves the week (the weekly limit), and removing one lifts it', async () => {
    // A town of its own (the suites share the database; matching alerts the nearest few).
    const shillong = { pincode: '793001', district: 'East Khasi Hills', state: 'Meghalaya' };
    const donor = await signedInDonor(t.url, db, 'Platelet donor', { ...shillong, bloodGroup: 'O-', dateOfBirth: birthDate(30) });
    const owner = await signedInDonor(t.url, db, 'Platelet seeker', { ...shillong, bloodGroup: 'O-' });
    const add = `mutation($input: AddDonationInput!) { addDonation(input: $input) { donations { id donatedOn } } }`;
    const today = todayInIndia();
    const platelets = (day: string) => ({ donatedOn: day, component: 'PLATELETS', place: 'Civil hospital blood centre', venue: 'BLOOD_CENTRE' });
    await gql(add, { input: platelets(addDays(today, -5)) }, donor.cookie).expect(200);
    const second = (await gql(add, { input: platelets(addDays(today, -3)) }, donor.cookie).expect(200)).body.data.addDonation.donations as { id: string; donatedOn: string }[];
    const limitsFrom = async () => ((await db.query(`SELECT "apheresis_limits_from"::text AS "d" FROM "users" WHERE "id" = $1`, [donor.id])) as { d: string | null }[])[0].d;
    expect(await limitsFrom()).toBe(addDays(today, 2));
    const plateletRequest = () => createRequest(t.url, owner, { bloodGroup: 'O-', pincode: shillong.pincode, address: { addressLine: 'Civil Hospital', district: shillong.district, state: shillong.state }, component: 'PLATELETS', units: 1 });
    expect(await alertedFor(db, await plateletRequest())).not.toContain(donor.id);

    const first = second.find((donation) => donation.donatedOn === addDays(today, -5)) as { id: string };
    await gql(`mutation($id: ID!) { removeDonation(id: $id) { total } }`, { id: first.id }, donor.cookie).expect(200);
    expect(await limitsFrom()).toBeNull();
    // Three days after the one left: past its 48 hours.
    expect(await alertedFor(db, await plateletRequest())).toContain(donor.id);
  });

  it('the export holds the record; deleting the account deletes it and the waiting reminder', async () => {
    const donor = await signedInDonor(t.url, db, 'Leaving donor');
    await gql(
      `mutation($input: AddDonationInput!) { addDonation(input: $input) { total } }`,
      { input: { donatedOn: todayInIndia(), component: 'WHOLE_BLOOD', place: 'Camp at the school', venue: 'CAMP' } },
      donor.cookie,
    ).expect(200);
    const exported = await request(t.url).get('/api/v1/user/export').set('cookie', donor.cookie).expect(200);
    expect(exported.body.data.donations).toEqual([expect.objectContaining({ donatedOn: todayInIndia(), component: 'WHOLE_BLOOD', place: 'Camp at the school', venue: 'CAMP', kind: 'manual' })]);
    expect(await waitingReminder(donor.id)).not.toBeNull();
    await request(t.url).post('/api/v1/user/delete-account').set('cookie', donor.cookie).send({ password: PASSWORD }).expect(200);
    expect(await db.query(`SELECT 1 FROM "donations" WHERE "user_id" = $1`, [donor.id])).toEqual([]);
    expect(await waitingReminder(donor.id)).toBeNull();
    expect(await db.query(`SELECT 1 FROM "pgboss"."job" WHERE "name" = $1 AND "singleton_key" = $2`, [DONATION_REMINDER_QUEUE, donor.id])).toEqual([]);
  });
});
