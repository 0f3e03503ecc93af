import { REPORTS_TO_HIDE } from '@redhope/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createCampaign, startAppWithUploads } from './setup/campaigns';
import { cookieHeader, PASSWORD, randomIp, signUpAndLogIn } from './setup/helpers';
import { createRequest, signedInDonor, type Person } from './setup/people';
import type { TestApp } from './setup/test-app';

/**
 * Reports weighted, not counted (docs/product-rules.md, "Reports hide"): throwaway accounts and
 * one address cannot bury a request; established accounts from distinct addresses can take it out
 * of public view, its owner then sees it under review, and a deleted account's report stops
 * weighing. Every report goes through the API, from the address X-Forwarded-For names (the test
 * app trusts the loopback proxy).
 */
describe('weighted reports', () => {
  let t: TestApp & { uploadsDir: string };
  let db: DataSource;
  let owner: Person;
  let stranger: Person;
  /** Established accounts: ten days old, e-mail confirmed, made before anything they report. */
  let established: Person[];

  const requestApi = (path: string) => `/api/v1/request/${path}`;
  const campaignApi = (path: string) => `/api/v1/campaign/${path}`;
  const gql = (query: string, variables: Record<string, unknown>, cookie?: string) => {
    const call = request(t.url).post('/graphql').send({ query, variables });
    return cookie ? call.set('cookie', cookie) : call;
  };
  const getRequest = (id: string, cookie?: string) => {
    const call = request(t.url).get(requestApi(`get-request?requestId=${id}`));
    return cookie ? call.set('cookie', cookie) : call;
  };
  const getCampaign = (id: string, cookie?: string) => {
    const call = request(t.url).get(campaignApi(`get-campaign/${id}`));
    return cookie ? call.set('cookie', cookie) : call;
  };
  const reportCount = async (table: 'blood_requests' | 'campaigns', id: string): Promise<number> =>
    ((await db.query(`SELECT "report_count" FROM "${table}" WHERE "id" = $1`, [id])) as { report_count: number }[])[0].report_count;

  async function account(name: string): Promise<Person> {
    const { id, email, cookies } = await signUpAndLogIn(t.url, name);
    await db.query(`UPDATE "users" SET "email_confirmed_at" = now() WHERE "id" = $1`, [id]);
    return { id, email, cookie: cookieHeader(cookies) };
  }

  async function establishedAccount(name: string): Promise<Person> {
    const person = await account(name);
    await db.query(`UPDATE "users" SET "created_at" = now() - interval '10 days' WHERE "id" = $1`, [person.id]);
    return person;
  }

  beforeAll(async () => {
    t = await startAppWithUploads();
    db = t.app.get(DataSource);
    owner = await signedInDonor(t.url, db, 'Owner');
    stranger = await signedInDonor(t.url, db, 'Stranger');
    established = [];
    for (let i = 0; i < REPORTS_TO_HIDE; i++) established.push(await establishedAccount(`Established ${i}`));
  });
  afterAll(async () => {
    await t.close();
  });

  it('ten fresh accounts from one address do not hide a request', async () => {
    const id = await createRequest(t.url, owner);
    const ip = randomIp();
    const fresh: Person[] = [];
    for (let i = 0; i < 10; i++) fresh.push(await account(`Fresh ${i}`));
    for (const reporter of fresh) {
      await request(t.url).post(requestApi(`request-report/${id}`)).set('cookie', reporter.cookie).set('x-forwarded-for', ip).send({ reason: 'FAKE' }).expect(200);
    }
    expect(await db.query(`SELECT count(*)::int AS "n" FROM "request_reports" WHERE "request_id" = $1`, [id])).toEqual([{ n: 10 }]);
    expect(await reportCount('blood_requests', id)).toBe(0);
    await getRequest(id).expect(200);
    await getRequest(id, stranger.cookie).expect(200);
    const own = await getRequest(id, owner.cookie).expect(200);
    expect(own.body.data.underReview).toBe(false);
  });

  it(`${REPORTS_TO_HIDE} established accounts from one address weigh as one`, async () => {
    const id = await createRequest(t.url, owner);
    const ip = randomIp();
    for (const reporter of established) {
      await request(t.url).post(requestApi(`request-report/${id}`)).set('cookie', reporter.cookie).set('x-forwarded-for', ip).expect(200);
    }
    expect(await reportCount('blood_requests', id)).toBe(1);
    await getRequest(id, stranger.cookie).expect(200);
  });

  it('reporters cannot see each other: no answer to a reporter, the owner or anyone else names who else reported, or how many', async () => {
    const [first, second] = established;
    const requestId = await createRequest(t.url, owner);
    const campaignId = await createCampaign(t.url, owner);
    for (const reporter of [first, second]) {
      const ip = randomIp();
      const onRequest = await request(t.url).post(requestApi(`request-report/${requestId}`)).set('cookie', reporter.cookie).set('x-forwarded-for', ip).send({ reason: 'FAKE' }).expect(200);
      const onCampaign = await request(t.url).post(campaignApi(`campaign-report/${campaignId}`)).set('cookie', reporter.cookie).set('x-forwarded-for', ip).send({ reason: 'FAKE' }).expect(200);
      // The second reporter hears exactly what the first did: thanks, and no count.
      expect(onRequest.body).toEqual({ statusCode: 200, success: true, message: 'Thanks for your kind feedback!', data: null });
      expect(onCampaign.body.data).toBeNull();
    }
    const identity = async (person: Person): Promise<string[]> => {
      const [row] = (await db.query(`SELECT "user_name" FROM "users" WHERE "id" = $1`, [person.id])) as { user_name: string }[];
      return [person.id, person.email, row.user_name];
    };
    const VIEW = 'query($r: ID!, $c: ID!) { bloodRequest(id: $r) { viewerHasReported underReview } campaign(id: $c) { viewerHasReported underReview } }';
    const viewers: { who: string; cookie?: string; reported: boolean; others: Person[] }[] = [
      { who: 'the first reporter', cookie: first.cookie, reported: true, others: [second] },
      { who: 'the second reporter', cookie: second.cookie, reported: true, others: [first] },
      { who: 'the owner', cookie: owner.cookie, reported: false, others: [first, second] },
      { who: 'a stranger', cookie: stranger.cookie, reported: false, others: [first, second] },
      { who: 'the signed-out', reported: false, others: [first, second] },
    ];
    for (const viewer of viewers) {
      const answers = [
        (await getRequest(requestId, viewer.cookie).expect(200)).body,
        (await getCampaign(campaignId, viewer.cookie).expect(200)).body,
        (await gql(VIEW, { r: requestId, c: campaignId }, viewer.cookie).expect(200)).body,
      ];
      const text = JSON.stringify(answers);
      for (const other of viewer.others) for (const mark of await identity(other)) expect({ viewer: viewer.who, leaks: text.includes(mark) ? mark : null }).toEqual({ viewer: viewer.who, leaks: null });
      expect(text).not.toMatch(/"report_?count"|"reports"|"reporters"/i);
      const view = answers[2] as { data: { bloodRequest: { viewerHasReported: boolean; underReview: boolean }; campaign: { viewerHasReported: boolean; underReview: boolean } } };
      expect({ viewer: viewer.who, ...view.data }).toEqual({
        viewer: viewer.who,
        bloodRequest: { viewerHasReported: viewer.reported, underReview: false },
        campaign: { viewerHasReported: viewer.reported, underReview: false },
      });
    }
  });

  describe(`${REPORTS_TO_HIDE} established accounts from distinct addresses`, () => {
    let requestId: string;
    let campaignId: string;

    beforeAll(async () => {
      requestId = await createRequest(t.url, owner);
      campaignId = await createCampaign(t.url, owner);
    });

    it('hide a request: others get not found, the owner sees it under review, and each reason is kept', async () => {
      const reasons = ['SCAM', 'FAKE', 'ABUSIVE', 'DUPLICATE', 'OTHER'] as const;
      for (const [i, reporter] of established.slice(0, -1).entries()) {
        const ip = randomIp();
        if (i % 3 === 0) {
          // The original contract: no body at all.
          await request(t.url).post(requestApi(`request-report/${requestId}`)).set('cookie', reporter.cookie).set('x-forwarded-for', ip).expect(200);
        } else if (i % 3 === 1) {
          await request(t.url).post(requestApi(`request-report/${requestId}`)).set('cookie', reporter.cookie).set('x-forwarded-for', ip).send({ reason: reasons[i % 5] }).expect(200);
        } else {
          const res = await gql('mutation($id: ID!, $reason: ReportReason) { reportRequest(requestId: $id, reason: $reason) }', { id: requestId, reason: reasons[i % 5] }, reporter.cookie).set(
            'x-forwarded-for',
            ip,
          );
          expect(res.body).toEqual({ data: { reportRequest: true } });
        }
      }
      expect(await reportCount('blood_requests', requestId)).toBe(REPORTS_TO_HIDE - 1);
      await getRequest(requestId, stranger.cookie).expect(200);

      const last = established[established.length - 1];
      await request(t.url).post(requestApi(`request-report/${requestId}`)).set('cookie', last.cookie).set('x-forwarded-for', randomIp()).send({ reason: 'SCAM' }).expect(200);
      expect(await reportCount('blood_requests', requestId)).toBe(REPORTS_TO_HIDE);

      await getRequest(requestId).expect(404);
      await getRequest(requestId, stranger.cookie).expect(404);
      await getRequest(requestId, last.cookie).expect(404);
      const asStranger = await gql('query($id: ID!) { bloodRequest(id: $id) { id } }', { id: requestId }, stranger.cookie);
      expect(asStranger.body.errors[0].extensions.code).toBe('NOT_FOUND');
      await request(t.url).post(requestApi(`create-help/${requestId}`)).set('cookie', stranger.cookie).expect(404);

      const own = await getRequest(requestId, owner.cookie).expect(200);
      expect(own.body.data).toMatchObject({ _id: requestId, underReview: true });
      const list = await request(t.url).get(requestApi('user-requests')).set('cookie', owner.cookie).expect(200);
      expect((list.body.data as { _id: string; underReview: boolean }[]).find((r) => r._id === requestId)?.underReview).toBe(true);
      const mine = await gql('query($id: ID!) { bloodRequest(id: $id) { underReview viewerIsOwner } myRequests { id underReview } }', { id: requestId }, owner.cookie);
      expect(mine.body.data.bloodRequest).toEqual({ underReview: true, viewerIsOwner: true });
      expect(mine.body.data.myRequests.find((r: { id: string }) => r.id === requestId)).toEqual({ id: requestId, underReview: true });

      const stored = (await db.query(`SELECT "reason", count(*)::int AS "n" FROM "request_reports" WHERE "request_id" = $1 GROUP BY "reason" ORDER BY "reason" NULLS FIRST`, [
        requestId,
      ])) as { reason: string | null; n: number }[];
      expect(stored).toEqual([
        { reason: null, n: 3 },
        { reason: 'ABUSIVE', n: 2 },
        { reason: 'DUPLICATE', n: 1 },
        { reason: 'FAKE', n: 1 },
        { reason: 'OTHER', n: 1 },
        { reason: 'SCAM', n: 2 },
      ]);
    });

    it('refuse a reason that is not one of the five', async () => {
      const other = await createRequest(t.url, owner);
      const res = await request(t.url).post(requestApi(`request-report/${other}`)).set('cookie', stranger.cookie).send({ reason: 'BORING' }).expect(400);
      expect(res.body.data.code).toBe('VALIDATION_FAILED');
      const viaGraphql = await gql('mutation($id: ID!) { reportRequest(requestId: $id, reason: BORING) }', { id: other }, stranger.cookie);
      expect(viaGraphql.body.errors).toHaveLength(1);
      expect(await db.query(`SELECT count(*)::int AS "n" FROM "request_reports" WHERE "request_id" = $1`, [other])).toEqual([{ n: 0 }]);
    });

    it('hide a campaign the same way, all reports sent at once counted, the owner seeing it under review', async () => {
      const answers = await Promise.all(
        established.map((reporter) =>
          gql('mutation($id: ID!) { reportCampaign(campaignId: $id, reason: SCAM) }', { id: campaignId }, reporter.cookie).set('x-forwarded-for', randomIp()),
        ),
      );
      expect(answers.map((res) => res.body)).toEqual(established.map(() => ({ data: { reportCampaign: true } })));
      expect(await reportCount('campaigns', campaignId)).toBe(REPORTS_TO_HIDE);
      await getCampaign(campaignId).expect(404);
      await getCampaign(campaignId, stranger.cookie).expect(404);
      const own = await getCampaign(campaignId, owner.cookie).expect(200);
      expect(own.body.data.underReview).toBe(true);
      const mine = await gql('query($id: ID!) { campaign(id: $id) { underReview } myCampaigns { id underReview } }', { id: campaignId }, owner.cookie);
      expect(mine.body.data.campaign).toEqual({ underReview: true });
      expect(mine.body.data.myCampaigns.find((c: { id: string }) => c.id === campaignId)).toEqual({ id: campaignId, underReview: true });
    });

    it("stop weighing once one of them deletes their account: the request and the campaign are visible again", async () => {
      const leaving = established[0];
      await request(t.url).post('/api/v1/user/delete-account').set('cookie', leaving.cookie).send({ password: PASSWORD }).expect(200);
      expect(await reportCount('blood_requests', requestId)).toBe(REPORTS_TO_HIDE - 1);
      expect(await reportCount('campaigns', campaignId)).toBe(REPORTS_TO_HIDE - 1);
      await getRequest(requestId, stranger.cookie).expect(200);
      await getRequest(requestId).expect(200);
      const own = await getRequest(requestId, owner.cookie).expect(200);
      expect(own.body.data.underReview).toBe(false);
      await getCampaign(campaignId, stranger.cookie).expect(200);
      const ownCampaign = await gql('query($id: ID!) { campaign(id: $id) { underReview } }', { id: campaignId }, owner.cookie);
      expect(ownCampaign.body.data.campaign).toEqual({ underReview: false });
    });
  });

  it('stops weighing the reports of a banned account: what it hid is visible again, and an unban does not bring the weight back', async () => {
    const reporters: Person[] = [];
    for (let i = 0; i < REPORTS_TO_HIDE; i++) reporters.push(await establishedAccount(`Ban reporter ${i}`));
    const moderator = await signedInDonor(t.url, db, 'Ban moderator');
    await db.query(`UPDATE "users" SET "role" = 'MODERATOR' WHERE "id" = $1`, [moderator.id]);
    const id = await createRequest(t.url, owner);
    const campaign = await createCampaign(t.url, owner);
    for (const reporter of reporters) {
      await request(t.url).post(requestApi(`request-report/${id}`)).set('cookie', reporter.cookie).set('x-forwarded-for', randomIp()).send({ reason: 'FAKE' }).expect(200);
      await gql('mutation($id: ID!) { reportCampaign(campaignId: $id, reason: FAKE) }', { id: campaign }, reporter.cookie).set('x-forwarded-for', randomIp()).expect(200);
    }
    await getRequest(id, stranger.cookie).expect(404);
    await getCampaign(campaign, stranger.cookie).expect(404);

    const moderate = (mutation: 'banUser' | 'unbanUser') =>
      gql(`mutation($input: ModerateUserInput!) { ${mutation}(input: $input) { id } }`, { input: { userId: reporters[0].id, reason: 'Brigading reports' } }, moderator.cookie).expect(200);
    expect((await moderate('banUser')).body.errors).toBeUndefined();
    expect(await reportCount('blood_requests', id)).toBe(REPORTS_TO_HIDE - 1);
    expect(await reportCount('campaigns', campaign)).toBe(REPORTS_TO_HIDE - 1);
    await getRequest(id, stranger.cookie).expect(200);
    await getCampaign(campaign, stranger.cookie).expect(200);

    expect((await moderate('unbanUser')).body.errors).toBeUndefined();
    expect(await reportCount('blood_requests', id)).toBe(REPORTS_TO_HIDE - 1);
    await getRequest(id, stranger.cookie).expect(200);
  });

  it('does not weigh an established account made after the request it reports', async () => {
    const id = await createRequest(t.url, owner);
    await db.query(`UPDATE "blood_requests" SET "created_at" = now() - interval '30 days' WHERE "id" = $1`, [id]);
    const reporter = await establishedAccount('Late');
    await request(t.url).post(requestApi(`request-report/${id}`)).set('cookie', reporter.cookie).set('x-forwarded-for', randomIp()).expect(200);
    expect(await reportCount('blood_requests', id)).toBe(0);
  });
});
