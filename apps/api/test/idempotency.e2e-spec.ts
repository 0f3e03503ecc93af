import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { MESSAGES } from '@redhope/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { campaignForm, CAMPAIGN_LIMITS_LIFTED, leafletJpeg, multipartCampaign, startAppWithUploads } from './setup/campaigns';
import { CREATE_CAMPAIGN, gqlUpload } from './setup/campaigns-graphql';
import { eventually } from './setup/helpers';
import { jpegImage } from './setup/images';
import { alertedFor, createRequest, deliveredFor, insertDonor, requestForm, signedInDonor, type Person } from './setup/people';
import type { TestApp } from './setup/test-app';

const CREATE_REQUEST = '/api/v1/request/create-request';
const help = (requestId: string) => `/api/v1/request/create-help/${requestId}`;

const CREATE_REQUEST_GQL = `mutation($input: CreateBloodRequestInput!, $key: String) {
  createBloodRequest(input: $input, idempotencyKey: $key) { id approvedBy }
}`;
const OFFER_HELP_GQL = `mutation($requestId: ID!, $key: String) { offerHelp(requestId: $requestId, idempotencyKey: $key) { id approvedBy } }`;

/**
 * Sends a create-request over a bare socket and hangs up as soon as it is written: the answer is
 * lost on the way back, as on a phone whose network drops. The server still does the work.
 */
function postAndHangUp(url: string, path: string, headers: Record<string, string>, body: unknown): Promise<void> {
  const { hostname, port } = new URL(url);
  const payload = Buffer.from(JSON.stringify(body));
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Content-Type: application/json',
    `Content-Length: ${payload.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.end(Buffer.concat([Buffer.from(head), payload]), () => {
        socket.destroy();
        resolve();
      });
    });
    socket.on('error', reject);
  });
}

describe('idempotency keys: a retried write returns the first outcome and alerts nobody twice', () => {
  let t: TestApp & { uploadsDir: string };
  let db: DataSource;
  let owner: Person;
  let helper: Person;
  /** A pincode of this suite's own, so the donors alerted are exactly ours. */
  const pincode = '110003';
  const form = (overrides: Record<string, unknown> = {}) =>
    requestForm({ pincode, bloodGroup: 'AB+', address: { addressLine: 'Lok Nayak Hospital', district: 'New Delhi', state: 'Delhi' }, ...overrides });
  let donors: string[];

  async function requestsWithKey(ownerId: string, key: string): Promise<{ id: string; reached_to: number }[]> {
    return (await db.query(`SELECT "id", "reached_to" FROM "blood_requests" WHERE "requested_by" = $1 AND "idempotency_key" = $2`, [ownerId, key])) as {
      id: string;
      reached_to: number;
    }[];
  }

  /** Every alert about the request, once delivered: each of our donors exactly once, and as many as the request says it reached. */
  async function expectOneSetOfAlerts(requestId: string): Promise<void> {
    const alerted = await alertedFor(db, requestId);
    expect(new Set(alerted).size).toBe(alerted.length);
    for (const donor of donors) expect(alerted.filter((id) => id === donor)).toHaveLength(1);
    const [row] = (await db.query(`SELECT "reached_to" FROM "blood_requests" WHERE "id" = $1`, [requestId])) as { reached_to: number }[];
    expect(alerted).toHaveLength(row.reached_to);
    const [jobs] = (await db.query(`SELECT count(*)::int AS n FROM "pgboss"."job" WHERE "name" LIKE 'events/requests.created/%' AND "data"->'request'->>'id' = $1`, [
      requestId,
    ])) as { n: number }[];
    expect(jobs.n).toBe(1);
  }

  beforeAll(async () => {
    t = await startAppWithUploads({ ...CAMPAIGN_LIMITS_LIFTED });
    db = t.app.get(DataSource);
    owner = await signedInDonor(t.url, db, 'Idempotent owner', { bloodGroup: 'O+', pincode: '411001' });
    helper = await signedInDonor(t.url, db, 'Idempotent helper', { bloodGroup: 'AB+', pincode });
    donors = [];
    for (const group of ['AB+', 'O-', 'A+']) {
      donors.push((await insertDonor(db, { bloodGroup: group, pincode, district: 'New Delhi', state: 'Delhi' }, `Donor ${group}`)).id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('a create whose answer was lost, retried with the same key, makes one request and one set of alerts', async () => {
    const key = randomUUID();
    const body = form({ applicant: 'Lost answer' });
    await postAndHangUp(t.url, CREATE_REQUEST, { cookie: owner.cookie, 'Idempotency-Key': key }, body);
    // The first attempt committed although its answer never arrived.
    const [first] = await eventually(async () => {
      const rows = await requestsWithKey(owner.id, key);
      return rows.length > 0 ? rows : undefined;
    });
    const retry = await request(t.url).post(CREATE_REQUEST).set('cookie', owner.cookie).set('Idempotency-Key', key).send(body).expect(201);
    expect(retry.body.data.id).toBe(first.id);
    expect(retry.body.message).toBe(MESSAGES.createRequestSucceeded);
    expect(await requestsWithKey(owner.id, key)).toHaveLength(1);
    await expectOneSetOfAlerts(first.id);
  });

  it('ten attempts of one submission at once (REST and GraphQL, quoted and bare) make one request, and every answer names it', async () => {
    const key = randomUUID();
    const body = form({ applicant: 'Impatient taps' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        if (i % 3 === 2) {
          return request(t.url)
            .post('/graphql')
            .set('cookie', owner.cookie)
            .send({ query: CREATE_REQUEST_GQL, variables: { input: body, key } })
            .then((res) => res.body.data?.createBloodRequest?.id as string | undefined);
        }
        return request(t.url)
          .post(CREATE_REQUEST)
          .set('cookie', owner.cookie)
          .set('Idempotency-Key', i % 2 ? `"${key}"` : key)
          .send(body)
          .then((res) => (res.status === 201 ? (res.body.data.id as string) : `${res.status} ${JSON.stringify(res.body)}`));
      }),
    );
    const rows = await requestsWithKey(owner.id, key);
    expect(rows).toHaveLength(1);
    expect(answers).toEqual(Array.from({ length: 10 }, () => rows[0].id));
    await expectOneSetOfAlerts(rows[0].id);
  });

  it('a key reused for a different submission is refused with 422 and writes nothing; another user may use the same key', async () => {
    const key = randomUUID();
    const id = (await request(t.url).post(CREATE_REQUEST).set('cookie', owner.cookie).set('Idempotency-Key', key).send(form()).expect(201)).body.data.id as string;
    const reused = await request(t.url).post(CREATE_REQUEST).set('cookie', owner.cookie).set('Idempotency-Key', key).send(form({ units: 3 })).expect(422);
    expect(reused.body).toMatchObject({ success: false, statusCode: 422, message: 'This Idempotency-Key was already used for a different submission' });
    const gql = await request(t.url)
      .post('/graphql')
      .set('cookie', owner.cookie)
      .send({ query: CREATE_REQUEST_GQL, variables: { input: form({ reason: 'Something else entirely' }), key } });
    expect(gql.body.errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await requestsWithKey(owner.id, key)).toEqual([expect.objectContaining({ id })]);

    const other = await signedInDonor(t.url, db, 'Same key elsewhere', { bloodGroup: 'O+', pincode: '411001' });
    const theirs = (await request(t.url).post(CREATE_REQUEST).set('cookie', other.cookie).set('Idempotency-Key', key).send(form()).expect(201)).body.data.id as string;
    expect(theirs).not.toBe(id);
  });

  it('a malformed key is refused before anything is written; no key keeps the old behaviour (two posts, two requests)', async () => {
    const [before] = (await db.query(`SELECT count(*)::int AS n FROM "blood_requests" WHERE "requested_by" = $1`, [owner.id])) as { n: number }[];
    for (const bad of ['x'.repeat(256), 'with space', '"unterminated', 'naïve']) {
      const res = await request(t.url).post(CREATE_REQUEST).set('cookie', owner.cookie).set('Idempotency-Key', bad).send(form());
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Idempotency-Key must be 1 to 255 visible ASCII characters');
      expect(JSON.stringify(res.body)).not.toContain(bad.slice(0, 20));
    }
    const gql = await request(t.url)
      .post('/graphql')
      .set('cookie', owner.cookie)
      .send({ query: CREATE_REQUEST_GQL, variables: { input: form(), key: 'with space' } });
    expect(gql.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const [after] = (await db.query(`SELECT count(*)::int AS n FROM "blood_requests" WHERE "requested_by" = $1`, [owner.id])) as { n: number }[];
    expect(after.n).toBe(before.n);

    const a = await createRequest(t.url, owner, form());
    const b = await createRequest(t.url, owner, form());
    expect(a).not.toBe(b);
  });

  it('a retried help answers as the first did and tells the owner once; the same key on another request is refused', async () => {
    const requestId = await createRequest(t.url, owner, form({ applicant: 'Help retried' }));
    const key = randomUUID();
    const first = await request(t.url).post(help(requestId)).set('cookie', helper.cookie).set('Idempotency-Key', key).expect(200);
    expect(first.body.data).toEqual({ approvedBy: 1 });
    const retries = await Promise.all([
      request(t.url).post(help(requestId)).set('cookie', helper.cookie).set('Idempotency-Key', key),
      request(t.url).post('/graphql').set('cookie', helper.cookie).send({ query: OFFER_HELP_GQL, variables: { requestId, key } }),
    ]);
    expect(retries[0].status).toBe(200);
    expect(retries[0].body.data).toEqual({ approvedBy: 1 });
    expect(retries[1].body.data.offerHelp).toEqual({ id: requestId, approvedBy: 1 });
    // Without the key, a second offer is what it always was.
    const again = await request(t.url).post(help(requestId)).set('cookie', helper.cookie).expect(402);
    expect(again.body.message).toBe('You have already helped in this request');

    // A closed request is the owner's alone (SPEC): a retry then finds nothing to answer about.
    await request(t.url).get(`/api/v1/request/fulfill-request/${requestId}`).set('cookie', owner.cookie).expect(200);
    await request(t.url).post(help(requestId)).set('cookie', helper.cookie).set('Idempotency-Key', key).expect(404);

    const otherRequest = await createRequest(t.url, owner, form({ applicant: 'Another patient' }));
    const reused = await request(t.url).post(help(otherRequest)).set('cookie', helper.cookie).set('Idempotency-Key', key).expect(422);
    expect(reused.body.message).toBe('This Idempotency-Key was already used for a different submission');

    await deliveredFor(db, 'requests.help-offered', requestId);
    const [notices] = (await db.query(
      `SELECT count(*)::int AS n FROM "notifications" WHERE "recipient_id" = $1 AND "kind" = 'help-offered' AND "params"->>'requestId' = $2`,
      [owner.id, requestId],
    )) as { n: number }[];
    expect(notices.n).toBe(1);
    const [helpers] = (await db.query(`SELECT count(*)::int AS n FROM "request_helpers" WHERE "request_id" = $1`, [requestId])) as { n: number }[];
    expect(helpers.n).toBe(1);
  });

  it('a campaign retried with the same key (REST and GraphQL) is shared once; the same key with another leaflet is refused', async () => {
    const key = randomUUID();
    const fields = campaignForm({ title: 'Idempotent camp' });
    const leaflet = await leafletJpeg();
    const post = (image: Buffer) =>
      multipartCampaign(request(t.url).post('/api/v1/campaign/create-campaign').set('cookie', owner.cookie).set('Idempotency-Key', key), fields, image);
    const [a, b] = await Promise.all([post(leaflet), post(leaflet)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.data.id).toBe(a.body.data.id);
    const gql = await gqlUpload(t.url, CREATE_CAMPAIGN.replace('leaflet: $leaflet)', 'leaflet: $leaflet, idempotencyKey: $key)').replace('$leaflet: Upload!)', '$leaflet: Upload!, $key: String)'), {
      input: fields,
      key,
    }, { variable: 'leaflet', content: leaflet }, owner.cookie);
    expect(gql.body.data.createCampaign.id).toBe(a.body.data.id);

    const different = await post(await jpegImage(500, 700)).expect(422);
    expect(different.body.message).toBe('This Idempotency-Key was already used for a different submission');
    const [rows] = (await db.query(`SELECT count(*)::int AS n FROM "campaigns" WHERE "user_id" = $1 AND "idempotency_key" = $2`, [owner.id, key])) as { n: number }[];
    expect(rows.n).toBe(1);
  });
});
