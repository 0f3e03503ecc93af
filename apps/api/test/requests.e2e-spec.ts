import request from 'supertest';
import { DataSource } from 'typeorm';
import { MESSAGES, REPORTS_TO_HIDE, VALIDATION_MESSAGES } from '@redhope/domain';
import { RequestsService } from '../src/modules/requests';
import { cookieHeader, signUpAndLogIn } from './setup/helpers';
import { createRequest, deliveredFor, insertDonor, requestForm, signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

/** Every text the product itself writes for a form (libs/domain). */
const PRODUCT_TEXTS: string[] = [...Object.values(MESSAGES), ...Object.values(VALIDATION_MESSAGES)];

const api = (path: string) => `/api/v1/request/${path}`;

describe('blood requests (REST /api/v1/request and GraphQL)', () => {
  let t: TestApp;
  let db: DataSource;
  let owner: Person;
  let helper: Person;
  let stranger: Person;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    owner = await signedInDonor(t.url, db, 'Owner', { bloodGroup: 'B+' });
    helper = await signedInDonor(t.url, db, 'Helper', { bloodGroup: 'O-', pincode: '411004' });
    stranger = await signedInDonor(t.url, db, 'Stranger', { bloodGroup: 'A+' });
  });
  afterAll(async () => {
    await t.close();
  });

  const gql = (query: string, variables: Record<string, unknown> = {}, cookie?: string) => {
    const call = request(t.url).post('/graphql').send({ query, variables });
    return cookie ? call.set('cookie', cookie) : call;
  };

  describe('create-request', () => {
    it('creates the request for the signed-in user and returns data.id', async () => {
      const res = await request(t.url).post(api('create-request')).set('cookie', owner.cookie).send({ ...requestForm(), requestedBy: owner.id }).expect(201);
      expect(res.body).toMatchObject({ statusCode: 201, success: true, message: 'Request submitted successfully', data: { id: expect.any(String) } });
      const got = await request(t.url).get(api(`get-request?requestId=${res.body.data.id}`)).set('cookie', owner.cookie).expect(200);
      expect(got.body.data).toMatchObject({
        _id: res.body.data.id,
        requestedBy: owner.id,
        applicant: 'Ravi Kumar',
        email: 'ravi.family@example.com',
        phoneNo: '+919822012345',
        address: { addressLine: 'Ruby Hall Clinic, Sassoon Road', district: 'Pune', state: 'Maharashtra' },
        pincode: '411001',
        bloodGroup: 'O+',
        isActive: true,
        isFulfilled: false,
        approvedBy: 0,
      });
    });

    it('normalises the blood group and accepts a pincode sent as a number', async () => {
      const id = await createRequest(t.url, owner, { bloodGroup: ' ab- ', pincode: 411001 });
      const got = await request(t.url).get(api(`get-request?requestId=${id}`)).set('cookie', owner.cookie).expect(200);
      expect(got.body.data).toMatchObject({ bloodGroup: 'AB-', pincode: '411001' });
    });

    it.each([
      ['no applicant', { applicant: '' }, 'applicant'],
      ['an applicant that is not text', { applicant: 42 }, 'applicant'],
      ['an address that is not an object', { address: 'Pune' }, 'address'],
      ['a bad e-mail', { email: 'nope' }, 'email'],
      ['a foreign phone', { phoneNo: '+44 7911 123456' }, 'phoneNo'],
      ['no address', { address: undefined }, 'address'],
      ['an incomplete address', { address: { addressLine: 'x', district: '', state: 'MH' } }, 'address.district'],
      ['a pincode starting with 0', { pincode: '011001' }, 'pincode'],
      ['an unknown blood group', { bloodGroup: 'C+' }, 'bloodGroup'],
      ['no reason', { reason: '   ' }, 'reason'],
      ['a past date', { date: '2020-01-01' }, 'date'],
      ['a date too far ahead', { date: '2099-01-01' }, 'date'],
      ['an impossible date', { date: '2026-02-30' }, 'date'],
    ])('refuses %s with the SPEC text', async (_label, override, field) => {
      const res = await request(t.url)
        .post(api('create-request'))
        .set('cookie', owner.cookie)
        .send({ ...requestForm(), ...override })
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, success: false, message: 'Please fill all the given fields', data: { code: 'VALIDATION_FAILED' } });
      expect(Object.keys(res.body.data.fields)).toContain(field);
      // Every field's text is one of the product's, never the validation library's own English.
      for (const text of Object.values(res.body.data.fields as Record<string, string>)) expect(PRODUCT_TEXTS).toContain(text);
    });

    it('limits how many requests one user posts in a day (429), and counts per user', async () => {
      const limited = await startTestApp({ REQUESTS_PER_USER_PER_DAY: '2' });
      try {
        const poster = await signedInDonor(limited.url, db, 'Busy poster');
        await createRequest(limited.url, poster);
        await createRequest(limited.url, poster);
        const third = await request(limited.url).post(api('create-request')).set('cookie', poster.cookie).send(requestForm()).expect(429);
        expect(third.body).toMatchObject({ success: false, data: { code: 'RATE_LIMITED' } });
        await createRequest(limited.url, await signedInDonor(limited.url, db, 'Someone else'));
      } finally {
        await limited.close();
      }
    });

    it('refuses a requestedBy that is not the signed-in user (403) and anonymous callers (401)', async () => {
      await request(t.url).post(api('create-request')).set('cookie', owner.cookie).send({ ...requestForm(), requestedBy: stranger.id }).expect(403);
      await request(t.url).post(api('create-request')).send(requestForm()).expect(401);
    });
  });

  describe('who sees what', () => {
    let requestId: string;
    beforeAll(async () => {
      requestId = await createRequest(t.url, owner);
      await request(t.url).post(api(`create-help/${requestId}`)).set('cookie', helper.cookie).expect(200);
    });

    it('masks the applicant phone and e-mail for everyone but the owner and helpers', async () => {
      const anonymous = await request(t.url).get(api(`get-request?requestId=${requestId}&userId=undefined`)).expect(200);
      const other = await request(t.url).get(api(`get-request?requestId=${requestId}&userId=${owner.id}`)).set('cookie', stranger.cookie).expect(200);
      for (const body of [anonymous.body, other.body]) {
        expect(body.data.phoneNo).toBe('+91 ••••••••45');
        expect(body.data.email).toBe('r•••@example.com');
        expect(JSON.stringify(body)).not.toContain('9822012345');
      }
      const asHelper = await request(t.url).get(api(`get-request?requestId=${requestId}`)).set('cookie', helper.cookie).expect(200);
      const asOwner = await request(t.url).get(api(`get-request?requestId=${requestId}`)).set('cookie', owner.cookie).expect(200);
      for (const body of [asHelper.body, asOwner.body]) expect(body.data).toMatchObject({ phoneNo: '+919822012345', email: 'ravi.family@example.com' });
    });

    it('treats requestId=undefined, empty, malformed or unknown as not found', async () => {
      for (const query of ['requestId=undefined', 'requestId=', 'requestId=null', 'requestId=abc', 'requestId=00000000-0000-4000-8000-000000000000', '']) {
        const res = await request(t.url).get(api(`get-request?${query}`)).expect(404);
        expect(res.body).toMatchObject({ success: false, data: { code: 'NOT_FOUND' } });
      }
    });

    it('gives the helper list, with contact details, to the owner only', async () => {
      const list = await request(t.url).get(api(`helper-list/${requestId}`)).set('cookie', owner.cookie).expect(200);
      expect(list.body.data).toEqual([
        {
          helperDetails: { userName: 'Helper', bloodGroup: 'O-', avatar: null },
          helperContactInfo: {
            address: { addressLine: '12 MG Road', district: 'Pune', state: 'Maharashtra' },
            pincode: '411004',
            phoneNo: '+919876543210',
            email: helper.email,
          },
        },
      ]);
      for (const cookie of [helper.cookie, stranger.cookie]) {
        const res = await request(t.url).get(api(`helper-list/${requestId}`)).set('cookie', cookie).expect(403);
        expect(JSON.stringify(res.body)).not.toContain(helper.email);
      }
      await request(t.url).get(api(`helper-list/${requestId}`)).expect(401);
    });

    it('lists the owner’s requests, active first then newest', async () => {
      const me = await signedInDonor(t.url, db, 'Lister');
      const first = await createRequest(t.url, me, { applicant: 'First' });
      const second = await createRequest(t.url, me, { applicant: 'Second' });
      const third = await createRequest(t.url, me, { applicant: 'Third' });
      await request(t.url).get(api(`deactive-request/${third}`)).set('cookie', me.cookie).expect(200);
      const res = await request(t.url).get(api('user-requests')).set('cookie', me.cookie).expect(200);
      expect(res.body.data.map((r: { _id: string }) => r._id)).toEqual([second, first, third]);
      expect(res.body.data[2]).toMatchObject({ isActive: false, isFulfilled: false });
      expect(res.body.data[0].phoneNo).toBe('+919822012345');
      await request(t.url).get(api('user-requests')).expect(401);
    });
  });

  describe('fulfil and cancel', () => {
    it('are for the owner only, while active, and answer with the SPEC texts', async () => {
      const id = await createRequest(t.url, owner);
      await request(t.url).get(api(`fulfill-request/${id}`)).set('cookie', stranger.cookie).expect(403);
      await request(t.url).get(api(`deactive-request/${id}`)).set('cookie', stranger.cookie).expect(403);
      await request(t.url).get(api(`fulfill-request/${id}`)).expect(401);
      const done = await request(t.url).get(api(`fulfill-request/${id}`)).set('cookie', owner.cookie).expect(200);
      expect(done.body).toMatchObject({ message: 'Congratulations!! Fulfillment successfull!', data: { isActive: false, isFulfilled: true } });
      await request(t.url).get(api(`fulfill-request/${id}`)).set('cookie', owner.cookie).expect(409);
      await request(t.url).get(api(`deactive-request/${id}`)).set('cookie', owner.cookie).expect(409);

      const other = await createRequest(t.url, owner);
      const canceled = await request(t.url).get(api(`deactive-request/${other}`)).set('cookie', owner.cookie).expect(200);
      expect(canceled.body).toMatchObject({ message: 'Request canceled successfully', data: { isActive: false, isFulfilled: false } });
      await request(t.url).get(api('fulfill-request/not-an-id')).set('cookie', owner.cookie).expect(404);
    });

    it('hides an inactive request from everyone but its owner', async () => {
      const id = await createRequest(t.url, owner);
      await request(t.url).get(api(`deactive-request/${id}`)).set('cookie', owner.cookie).expect(200);
      await request(t.url).get(api(`get-request?requestId=${id}`)).expect(404);
      await request(t.url).get(api(`get-request?requestId=${id}`)).set('cookie', stranger.cookie).expect(404);
      await request(t.url).post(api(`create-help/${id}`)).set('cookie', helper.cookie).expect(404);
      // Closing it is not found for them either (forbidden would tell that it exists).
      await request(t.url).get(api(`fulfill-request/${id}`)).set('cookie', stranger.cookie).expect(404);
      await request(t.url).get(api(`deactive-request/${id}`)).set('cookie', stranger.cookie).expect(404);
      expect((await gql('mutation($id: ID!) { cancelRequest(id: $id) { id } }', { id }, stranger.cookie)).body.errors[0].extensions.code).toBe('NOT_FOUND');
      const own = await request(t.url).get(api(`get-request?requestId=${id}`)).set('cookie', owner.cookie).expect(200);
      expect(own.body.data.underReview).toBe(false);
    });

    it('shows a closed request on GraphQL as what happened, without contact details, to its helpers only (not a removed one); anyone else, signed out or in, gets not found, as REST gives everyone; reported away stays not found', async () => {
      const id = await createRequest(t.url, owner);
      await request(t.url).post(api(`create-help/${id}`)).set('cookie', helper.cookie).expect(200);
      const removedHelper = await signedInDonor(t.url, db, 'Removed helper');
      await request(t.url).post(api(`create-help/${id}`)).set('cookie', removedHelper.cookie).expect(200);
      const removal = await gql('mutation($id: ID!, $helper: ID!) { removeHelper(requestId: $id, helperId: $helper) { helperId removed } }', { id, helper: removedHelper.id }, owner.cookie);
      expect(removal.body.data.removeHelper).toEqual(expect.arrayContaining([{ helperId: removedHelper.id, removed: true }]));
      await request(t.url).get(api(`fulfill-request/${id}`)).set('cookie', owner.cookie).expect(200);
      const closed = `query($id: ID!) { bloodRequest(id: $id) { isActive isFulfilled closedAt contactVisible phoneNo email viewerHasHelped applicant reason } }`;
      const asHelper = await gql(closed, { id }, helper.cookie);
      expect(asHelper.body.data.bloodRequest).toMatchObject({ isActive: false, isFulfilled: true, contactVisible: false, viewerHasHelped: true });
      expect(Date.parse(asHelper.body.data.bloodRequest.closedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(asHelper.body.data.bloodRequest.phoneNo).toContain('•');
      expect(asHelper.body.data.bloodRequest.email).toContain('•');
      // Its details are no longer public: the patient's name, address and reason go with it.
      for (const cookie of [undefined, stranger.cookie, removedHelper.cookie]) {
        const seen = await gql(closed, { id }, cookie);
        expect(seen.body.data).toBeNull();
        expect(seen.body.errors[0].extensions.code).toBe('NOT_FOUND');
        expect(JSON.stringify(seen.body)).not.toContain('Ravi');
      }
      expect((await gql(closed, { id }, owner.cookie)).body.data.bloodRequest).toMatchObject({ isActive: false, contactVisible: true });
      const active = await gql(`query($id: ID!) { bloodRequest(id: $id) { closedAt } }`, { id: await createRequest(t.url, owner) });
      expect(active.body.data.bloodRequest.closedAt).toBeNull();
      // The original API's clients still get not found, and nothing can be done on it.
      await request(t.url).get(api(`get-request?requestId=${id}`)).set('cookie', helper.cookie).expect(404);
      await request(t.url).post(api(`create-help/${id}`)).set('cookie', stranger.cookie).expect(404);
      await db.query(`UPDATE "blood_requests" SET "report_count" = $2 WHERE "id" = $1`, [id, REPORTS_TO_HIDE]);
      expect((await gql(closed, { id }, helper.cookie)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    });

    it("tells a notification's reader where its request stands now: open, helped, fulfilled, closed", async () => {
      const donor = await signedInDonor(t.url, db, 'State reader', { bloodGroup: 'O-', pincode: '411001' });
      const first = await createRequest(t.url, owner, { bloodGroup: 'O-', applicant: 'State first' });
      const second = await createRequest(t.url, owner, { bloodGroup: 'O-', applicant: 'State second' });
      await deliveredFor(db, 'requests.created', first);
      await deliveredFor(db, 'requests.created', second);
      const states = async () => {
        const res = await gql(`{ notifications(first: 50) { nodes { kind params { requestId } requestState } } }`, {}, donor.cookie);
        const nodes = res.body.data.notifications.nodes as { kind: string; params: { requestId: string }; requestState: string }[];
        return Object.fromEntries(nodes.filter((n) => n.kind === 'request-alert').map((n) => [n.params.requestId, n.requestState]));
      };
      expect(await states()).toEqual({ [first]: 'OPEN', [second]: 'OPEN' });
      await request(t.url).post(api(`create-help/${first}`)).set('cookie', donor.cookie).expect(200);
      expect(await states()).toEqual({ [first]: 'HELPED', [second]: 'OPEN' });
      await request(t.url).get(api(`fulfill-request/${first}`)).set('cookie', owner.cookie).expect(200);
      await request(t.url).get(api(`deactive-request/${second}`)).set('cookie', owner.cookie).expect(200);
      expect(await states()).toEqual({ [first]: 'FULFILLED', [second]: 'CLOSED' });
    });

    it('makes exactly one state change out of fifty parallel fulfil and cancel calls', async () => {
      const id = await createRequest(t.url, owner);
      const calls = Array.from({ length: 50 }, (_, i) =>
        request(t.url)
          .get(api(`${i % 2 ? 'fulfill' : 'deactive'}-request/${id}`))
          .set('cookie', owner.cookie),
      );
      const statuses = (await Promise.all(calls)).map((res) => res.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      const [row] = (await db.query(`SELECT "is_active", "closed_at" FROM "blood_requests" WHERE "id" = $1`, [id])) as { is_active: boolean; closed_at: Date }[];
      expect(row.is_active).toBe(false);
    });

    it('closes a request once its date has passed: on read, and by the scheduled sweep', async () => {
      const onRead = await createRequest(t.url, owner);
      const bySweep = await createRequest(t.url, owner);
      await db.query(`UPDATE "blood_requests" SET "required_by" = current_date - 2 WHERE "id" = ANY($1)`, [[onRead, bySweep]]);
      await request(t.url).get(api(`get-request?requestId=${onRead}`)).set('cookie', stranger.cookie).expect(404);
      expect((await request(t.url).get(api(`get-request?requestId=${onRead}`)).set('cookie', owner.cookie).expect(200)).body.data.isActive).toBe(false);
      expect(await t.app.get(RequestsService).expireOverdue()).toBeGreaterThanOrEqual(1);
      const [row] = (await db.query(`SELECT "is_active" FROM "blood_requests" WHERE "id" = $1`, [bySweep])) as { is_active: boolean }[];
      expect(row.is_active).toBe(false);
    });
  });

  describe('help', () => {
    it('accepts an empty body with or without a content type, once per helper', async () => {
      const id = await createRequest(t.url, owner);
      const res = await request(t.url).post(api(`create-help/${id}`)).set('cookie', helper.cookie).set('content-type', 'application/json').send('').expect(200);
      expect(res.body).toMatchObject({ message: 'Congratulations! Your help suucessfully send.', data: { approvedBy: 1 } });
      const again = await request(t.url).post(api(`create-help/${id}`)).set('cookie', helper.cookie).expect(402);
      expect(again.body).toMatchObject({ statusCode: 402, message: 'You have already helped in this request', data: { code: 'ALREADY_HELPED' } });
      const other = await signedInDonor(t.url, db, 'Second helper');
      await request(t.url).post(api(`create-help/${id}`)).set('cookie', other.cookie).expect(200);
      const got = await request(t.url).get(api(`get-request?requestId=${id}`)).set('cookie', owner.cookie).expect(200);
      expect(got.body.data.approvedBy).toBe(2);
    });

    it('refuses the owner, an incomplete profile (403 with the SPEC text) and anonymous callers', async () => {
      const id = await createRequest(t.url, owner);
      await request(t.url).post(api(`create-help/${id}`)).set('cookie', owner.cookie).expect(403);
      const noGroup = await signedInDonor(t.url, db, 'No group', { bloodGroup: null });
      const noContact = await signedInDonor(t.url, db, 'No contact', { phoneNo: null });
      for (const person of [noGroup, noContact]) {
        const res = await request(t.url).post(api(`create-help/${id}`)).set('cookie', person.cookie).expect(403);
        expect(res.body).toMatchObject({ message: 'Complete your profile to send help!', data: { code: 'PROFILE_INCOMPLETE' } });
      }
      await request(t.url).post(api(`create-help/${id}`)).expect(401);
      await request(t.url).post(api('create-help/undefined')).set('cookie', helper.cookie).expect(404);
    });

    it('counts distinct helpers exactly when they help at the same moment', async () => {
      const id = await createRequest(t.url, owner);
      const helpers = await Promise.all(Array.from({ length: 8 }, (_, i) => signedInDonor(t.url, db, `Parallel ${i}`)));
      const calls = helpers.flatMap((person) => [0, 1].map(() => request(t.url).post(api(`create-help/${id}`)).set('cookie', person.cookie)));
      const statuses = (await Promise.all(calls)).map((res) => res.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(8);
      expect(statuses.filter((status) => status === 402)).toHaveLength(8);
      const [row] = (await db.query(`SELECT "approved_by" FROM "blood_requests" WHERE "id" = $1`, [id])) as { approved_by: number }[];
      expect(row.approved_by).toBe(8);
    });
  });

  describe('report', () => {
    it('accepts one report per user, with the SPEC texts, and not from the owner', async () => {
      const id = await createRequest(t.url, owner);
      const res = await request(t.url).post(api(`request-report/${id}`)).set('cookie', stranger.cookie).expect(200);
      expect(res.body.message).toBe('Thanks for your kind feedback!');
      const again = await request(t.url).post(api(`request-report/${id}`)).set('cookie', stranger.cookie).set('content-type', 'application/json').send('').expect(402);
      expect(again.body).toMatchObject({ statusCode: 402, message: 'You have already reported in this request', data: { code: 'ALREADY_REPORTED' } });
      await request(t.url).post(api(`request-report/${id}`)).set('cookie', owner.cookie).expect(403);
      await request(t.url).post(api(`request-report/${id}`)).expect(401);
    });

    it(`takes a request out of public view at ${REPORTS_TO_HIDE} distinct reports`, async () => {
      const id = await createRequest(t.url, owner);
      const reporters = await Promise.all(Array.from({ length: REPORTS_TO_HIDE }, () => insertDonor(db)));
      // Nine weighing reports from distinct addresses straight to the table (reports-weighted.e2e-spec.ts sends them all
      // through the API); the stranger's, from an established account, tips it over.
      await db.query(
        `INSERT INTO "request_reports" ("request_id", "reporter_id", "reporter_address", "weighs") SELECT $1, r, r::text, true FROM unnest($2::uuid[]) AS r`,
        [id, reporters.slice(1).map((r) => r.id)],
      );
      await db.query(`UPDATE "blood_requests" SET "report_count" = $2 WHERE "id" = $1`, [id, REPORTS_TO_HIDE - 1]);
      await db.query(`UPDATE "users" SET "created_at" = now() - interval '10 days' WHERE "id" = $1`, [stranger.id]);
      await request(t.url).get(api(`get-request?requestId=${id}`)).expect(200);
      await request(t.url).post(api(`request-report/${id}`)).set('cookie', stranger.cookie).expect(200);
      await request(t.url).get(api(`get-request?requestId=${id}`)).expect(404);
      await request(t.url).get(api(`get-request?requestId=${id}`)).set('cookie', stranger.cookie).expect(404);
      const own = await request(t.url).get(api(`get-request?requestId=${id}`)).set('cookie', owner.cookie).expect(200);
      expect(own.body.data.underReview).toBe(true);
    });
  });

  describe('GraphQL, through the same rules', () => {
    const FIELDS = 'id applicant email phoneNo contactVisible bloodGroup date isActive reachedTo approvedBy viewerIsOwner viewerHasHelped requestedBy { id userName }';

    it('creates, reads with batched owners, helps, reports, and closes', async () => {
      const created = await gql(`mutation($input: CreateBloodRequestInput!) { createBloodRequest(input: $input) { ${FIELDS} } }`, { input: requestForm() }, owner.cookie);
      const mine = created.body.data.createBloodRequest;
      expect(mine).toMatchObject({ phoneNo: '+919822012345', contactVisible: true, viewerIsOwner: true, requestedBy: { id: owner.id, userName: 'Owner' } });

      const asStranger = await gql(`query($id: ID!) { bloodRequest(id: $id) { ${FIELDS} } }`, { id: mine.id }, stranger.cookie);
      expect(asStranger.body.data.bloodRequest).toMatchObject({ phoneNo: '+91 ••••••••45', contactVisible: false, viewerIsOwner: false });
      const anonymous = await gql(`query($id: ID!) { bloodRequest(id: $id) { phoneNo email } }`, { id: mine.id });
      expect(anonymous.body.data.bloodRequest).toEqual({ phoneNo: '+91 ••••••••45', email: 'r•••@example.com' });

      const helped = await gql(`mutation($id: ID!) { offerHelp(requestId: $id) { ${FIELDS} } }`, { id: mine.id }, helper.cookie);
      expect(helped.body.data.offerHelp).toMatchObject({ approvedBy: 1, viewerHasHelped: true, contactVisible: true, phoneNo: '+919822012345' });
      const twice = await gql(`mutation($id: ID!) { offerHelp(requestId: $id) { id } }`, { id: mine.id }, helper.cookie);
      expect(twice.body.errors[0]).toMatchObject({ message: 'You have already helped in this request', extensions: { code: 'ALREADY_HELPED' } });

      const helpers = await gql(`query($id: ID!) { requestHelpers(requestId: $id) { helperDetails { userName bloodGroup } helperContactInfo { phoneNo email } } }`, { id: mine.id }, owner.cookie);
      expect(helpers.body.data.requestHelpers).toEqual([{ helperDetails: { userName: 'Helper', bloodGroup: 'O-' }, helperContactInfo: { phoneNo: '+919876543210', email: helper.email } }]);
      for (const cookie of [helper.cookie, stranger.cookie, undefined]) {
        const denied = await gql(`query($id: ID!) { requestHelpers(requestId: $id) { helperContactInfo { phoneNo email } } }`, { id: mine.id }, cookie);
        expect(denied.body.data).toBeNull();
        expect(denied.body.errors[0].extensions.code).toBe(cookie ? 'FORBIDDEN' : 'UNAUTHENTICATED');
        expect(JSON.stringify(denied.body)).not.toContain(helper.email);
      }

      const reported = await gql(`mutation($id: ID!) { reportRequest(requestId: $id) }`, { id: mine.id }, stranger.cookie);
      expect(reported.body.data.reportRequest).toBe(true);

      const denied = await gql(`mutation($id: ID!) { fulfillRequest(id: $id) { isActive } }`, { id: mine.id }, stranger.cookie);
      expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');
      const fulfilled = await gql(`mutation($id: ID!) { fulfillRequest(id: $id) { isActive isFulfilled } }`, { id: mine.id }, owner.cookie);
      expect(fulfilled.body.data.fulfillRequest).toEqual({ isActive: false, isFulfilled: true });
      const cancel = await gql(`mutation($id: ID!) { cancelRequest(id: $id) { isActive } }`, { id: mine.id }, owner.cookie);
      expect(cancel.body.errors[0].extensions.code).toBe('CONFLICT');

      const list = await gql(`{ myRequests { id isActive requestedBy { userName } } }`, {}, owner.cookie);
      expect(list.body.data.myRequests.length).toBeGreaterThan(3);
      expect(list.body.data.myRequests.every((r: { requestedBy: { userName: string } }) => r.requestedBy.userName === 'Owner')).toBe(true);
    });

    it('refuses a malformed id as not found, and invalid input with the SPEC text', async () => {
      const res = await gql(`query { bloodRequest(id: "nope") { id } }`);
      expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
      const bad = await gql(`mutation($input: CreateBloodRequestInput!) { createBloodRequest(input: $input) { id } }`, { input: requestForm({ pincode: '12' }) }, owner.cookie);
      expect(bad.body.errors[0]).toMatchObject({ message: 'Please fill all the given fields', extensions: { code: 'VALIDATION_FAILED', fields: { pincode: expect.any(String) } } });
    });

    it('resolves the owners of a list in one query (DataLoader), not one per row', async () => {
      const me = await signedInDonor(t.url, db, 'Batcher');
      const ids = await Promise.all([1, 2, 3, 4].map((n) => createRequest(t.url, me, { applicant: `Patient ${n}` })));
      // The alert jobs read users too: counted queries are the list's alone once they are done.
      await Promise.all(ids.map((id) => deliveredFor(db, 'requests.created', id)));
      const queries: string[] = [];
      const original = db.driver.createQueryRunner.bind(db.driver);
      const spy = jest.spyOn(db.driver, 'createQueryRunner').mockImplementation((mode) => {
        const runner = original(mode);
        const query = runner.query.bind(runner);
        runner.query = (sql: string, ...rest: unknown[]) => {
          queries.push(sql);
          return (query as (...args: unknown[]) => Promise<unknown>)(sql, ...rest) as never;
        };
        return runner;
      });
      try {
        const res = await gql(`{ myRequests { id requestedBy { userName } } }`, {}, me.cookie);
        expect(res.body.data.myRequests).toHaveLength(4);
      } finally {
        spy.mockRestore();
      }
      // The owners' reads (the users module's entity); a background job still finishing (a push's
      // or an e-mail's reading of the recipients' language) may read users meanwhile, and is not the list's.
      expect(queries.filter((sql) => /FROM "users" "UserEntity"/.test(sql))).toHaveLength(1);
    });
  });

  it('never shows a non-owner the helper contact or an unmasked applicant phone, whatever route they try', async () => {
    const id = await createRequest(t.url, owner);
    await request(t.url).post(api(`create-help/${id}`)).set('cookie', helper.cookie).expect(200);
    const anonymous = await signUpAndLogIn(t.url, 'Curious');
    const curious = cookieHeader(anonymous.cookies);
    const bodies = await Promise.all([
      request(t.url).get(api(`get-request?requestId=${id}`)),
      request(t.url).get(api(`get-request?requestId=${id}`)).set('cookie', curious),
      request(t.url).get(api(`helper-list/${id}`)).set('cookie', curious),
      request(t.url).get(api('user-requests')).set('cookie', curious),
      gql(`query($id: ID!) { bloodRequest(id: $id) { phoneNo email } }`, { id }, curious),
      gql(`query($id: ID!) { requestHelpers(requestId: $id) { helperContactInfo { phoneNo email } } }`, { id }, curious),
    ]);
    for (const res of bodies) {
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('9822012345');
      expect(text).not.toContain('ravi.family@example.com');
      expect(text).not.toContain(helper.email);
      expect(text).not.toContain('9876543210');
    }
  });
});
