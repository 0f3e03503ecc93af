import request from 'supertest';
import { DataSource } from 'typeorm';
import { campaignForm, createCampaign, leafletJpeg, multipartCampaign, startAppWithUploads } from './setup/campaigns';
import { requestForm, createRequest, signedInDonor, type Person } from './setup/people';
import type { TestApp } from './setup/test-app';

const BAN = 'mutation($input: ModerateUserInput!) { banUser(input: $input) { id } }';

/**
 * A ban hides the user's open requests and upcoming campaigns and takes the weight off their reports, in its transaction.
 * A request or campaign posted or a report sent by the user while the ban runs (their session was checked
 * before it) must not come out of it public, or weighing: the write either lands before the ban
 * (which then finds it) or is refused.
 */
describe('writes by a user being banned', () => {
  let t: TestApp;
  let db: DataSource;
  let moderator: Person;
  beforeAll(async () => {
    t = await startAppWithUploads({ REPORTER_MIN_ACCOUNT_AGE_HOURS: '0' });
    db = t.app.get(DataSource);
    moderator = await signedInDonor(t.url, db, 'Moderator');
    await db.query(`UPDATE "users" SET "role" = 'MODERATOR' WHERE "id" = $1`, [moderator.id]);
  });
  afterAll(async () => {
    await t.close();
  });
  jest.setTimeout(60_000);

  const ban = (user: Person) =>
    request(t.url)
      .post('/graphql')
      .set('cookie', moderator.cookie)
      .send({ query: BAN, variables: { input: { userId: user.id, reason: 'Asked for money' } } })
      .expect(200)
      .then((res) => expect(res.body.errors).toBeUndefined());

  it('a request posted while its owner is banned is hidden with their others, or refused', async () => {
    for (let round = 0; round < 15; round++) {
      const owner = await signedInDonor(t.url, db, `Owner ${round}`);
      const [posted] = await Promise.all([request(t.url).post('/api/v1/request/create-request').set('cookie', owner.cookie).send(requestForm()), ban(owner)]);
      expect([201, 401, 403]).toContain(posted.status);
      const visible = (await db.query(`SELECT "id" FROM "blood_requests" WHERE "requested_by" = $1 AND "is_active" AND "hidden_at" IS NULL`, [owner.id])) as unknown[];
      expect({ round, posted: posted.status, visible }).toEqual({ round, posted: posted.status, visible: [] });
    }
  });

  it('a report sent while its reporter is banned does not weigh', async () => {
    const owner = await signedInDonor(t.url, db, 'Reported owner');
    for (let round = 0; round < 15; round++) {
      const requestId = await createRequest(t.url, owner);
      const reporter = await signedInDonor(t.url, db, `Reporter ${round}`);
      await db.query(`UPDATE "users" SET "created_at" = now() - interval '30 days' WHERE "id" = $1`, [reporter.id]);
      const [reported] = await Promise.all([
        request(t.url).post(`/api/v1/request/request-report/${requestId}`).set('cookie', reporter.cookie).set('x-forwarded-for', `10.9.${round}.1`).send({ reason: 'SCAM' }),
        ban(reporter),
      ]);
      expect([200, 401, 403]).toContain(reported.status);
      const weighing = (await db.query(`SELECT "request_id" FROM "request_reports" WHERE "reporter_id" = $1 AND "weighs"`, [reporter.id])) as unknown[];
      expect({ round, reported: reported.status, weighing }).toEqual({ round, reported: reported.status, weighing: [] });
    }
  });

  it('a campaign shared while its owner is banned is hidden with their others, or refused', async () => {
    const leaflet = await leafletJpeg();
    for (let round = 0; round < 10; round++) {
      const owner = await signedInDonor(t.url, db, `Camp owner ${round}`);
      const [shared] = await Promise.all([
        multipartCampaign(request(t.url).post('/api/v1/campaign/create-campaign').set('cookie', owner.cookie), campaignForm(), leaflet),
        ban(owner),
      ]);
      expect([201, 401, 403]).toContain(shared.status);
      const visible = (await db.query(`SELECT "id" FROM "campaigns" WHERE "user_id" = $1 AND "hidden_at" IS NULL`, [owner.id])) as unknown[];
      expect({ round, shared: shared.status, visible }).toEqual({ round, shared: shared.status, visible: [] });
    }
  });

  it('a campaign report sent while its reporter is banned does not weigh', async () => {
    const owner = await signedInDonor(t.url, db, 'Reported camp owner');
    for (let round = 0; round < 15; round++) {
      const campaignId = await createCampaign(t.url, owner);
      const reporter = await signedInDonor(t.url, db, `Camp reporter ${round}`);
      await db.query(`UPDATE "users" SET "created_at" = now() - interval '30 days' WHERE "id" = $1`, [reporter.id]);
      const [reported] = await Promise.all([
        request(t.url).post(`/api/v1/campaign/campaign-report/${campaignId}`).set('cookie', reporter.cookie).set('x-forwarded-for', `10.8.${round}.1`).send({ reason: 'SCAM' }),
        ban(reporter),
      ]);
      expect([200, 401, 403]).toContain(reported.status);
      const weighing = (await db.query(`SELECT "campaign_id" FROM "campaign_reports" WHERE "reporter_id" = $1 AND "weighs"`, [reporter.id])) as unknown[];
      expect({ round, reported: reported.status, weighing }).toEqual({ round, reported: reported.status, weighing: [] });
    }
  });

  it("a request owner's report of a helper sent while the owner is banned does not weigh", async () => {
    const REPORT_HELPER = 'mutation($r: ID!, $h: ID!, $reason: ReportReason!) { reportHelper(requestId: $r, helperId: $h, reason: $reason) }';
    const helper = await signedInDonor(t.url, db, 'Reported helper');
    for (let round = 0; round < 15; round++) {
      const owner = await signedInDonor(t.url, db, `Reporting owner ${round}`);
      const requestId = await createRequest(t.url, owner);
      await request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', helper.cookie).expect(200);
      const [reported] = await Promise.all([
        request(t.url)
          .post('/graphql')
          .set('cookie', owner.cookie)
          .send({ query: REPORT_HELPER, variables: { r: requestId, h: helper.id, reason: 'SCAM' } }),
        ban(owner),
      ]);
      const weighing = (await db.query(`SELECT "helper_id" FROM "helper_reports" WHERE "reporter_id" = $1 AND "weighs"`, [owner.id])) as unknown[];
      expect({ round, errors: reported.body.errors?.[0]?.extensions?.code ?? null, weighing }).toEqual({
        round,
        errors: reported.body.errors?.[0]?.extensions?.code ?? null,
        weighing: [],
      });
    }
  });
});
