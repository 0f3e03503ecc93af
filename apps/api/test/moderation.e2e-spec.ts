import { REPORTS_TO_HIDE } from '@redhope/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PASSWORD, cookieHeader, cookiesOf, randomIp, wsClient } from './setup/helpers';
import { alertedFor, createRequest, insertDonor, signedInDonor, type Person } from './setup/people';
import { createCampaign, startAppWithUploads } from './setup/campaigns';
import type { TestApp } from './setup/test-app';

const QUEUE = `query($first: Int, $after: String) { moderationQueue(first: $first, after: $after) { nodes { type id title heldReason underReview weighingReporters reasons { reason count }
  author { id userName accountCreatedAt posts helps earlierActions banned } } pageInfo { endCursor hasNextPage } } }`;
const LOG = 'query { moderationLog { nodes { id action targetType targetId subjectUserId subjectUserName moderatorName reason createdAt } } }';
const RESTORE = 'mutation($input: ModerateItemInput!) { restoreItem(input: $input) { id action reason } }';
const HIDE = 'mutation($input: ModerateItemInput!) { hideItem(input: $input) { id action reason } }';
const BAN = 'mutation($input: ModerateUserInput!) { banUser(input: $input) { id action reason } }';
const UNBAN = 'mutation($input: ModerateUserInput!) { unbanUser(input: $input) { id action reason } }';

interface QueueItem {
  type: string;
  id: string;
  title: string;
  heldReason: string | null;
  underReview: boolean;
  weighingReporters: number;
  reasons: { reason: string | null; count: number }[];
  author: { id: string; posts: number; helps: number; earlierActions: number; banned: boolean } | null;
}

/**
 * Moderators (docs/product-rules.md, "Moderation"): the queue of held and reported items, restore,
 * hide, ban and unban, each refused to anyone but a moderator and written to the append-only log;
 * requests that ask for money are held and alert nobody until released.
 */
describe('moderation', () => {
  let t: TestApp & { uploadsDir: string };
  let db: DataSource;
  let moderator: Person;
  let owner: Person;
  let stranger: Person;
  let donor: { id: string };

  const gql = (query: string, variables: Record<string, unknown> = {}, cookie?: string) => {
    const call = request(t.url).post('/graphql').send({ query, variables });
    return cookie ? call.set('cookie', cookie) : call;
  };
  const getRequest = (id: string, cookie?: string) => {
    const call = request(t.url).get(`/api/v1/request/get-request?requestId=${id}`);
    return cookie ? call.set('cookie', cookie) : call;
  };
  const auditRows = async (): Promise<number> => ((await db.query(`SELECT count(*)::int AS "n" FROM "moderation_actions"`)) as { n: number }[])[0].n;
  /** The whole queue, page by page. */
  const queue = async (): Promise<QueueItem[]> => {
    const items: QueueItem[] = [];
    let after: string | null = null;
    do {
      const res: request.Response = await gql(QUEUE, { first: 100, after }, moderator.cookie).expect(200);
      expect(res.body.errors).toBeUndefined();
      items.push(...(res.body.data.moderationQueue.nodes as QueueItem[]));
      after = res.body.data.moderationQueue.pageInfo.hasNextPage ? res.body.data.moderationQueue.pageInfo.endCursor : null;
    } while (after);
    return items;
  };
  const act = async (query: string, input: Record<string, unknown>, cookie = moderator.cookie) => {
    const res = await gql(query, { input }, cookie).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const createdEvents = async (requestId: string): Promise<number> =>
    ((await db.query(`SELECT count(*)::int AS "n" FROM "pgboss"."job" WHERE "name" LIKE 'events/requests.created/%' AND "data"->'request'->>'id' = $1`, [requestId])) as {
      n: number;
    }[])[0].n;

  beforeAll(async () => {
    t = await startAppWithUploads();
    db = t.app.get(DataSource);
    moderator = await signedInDonor(t.url, db, 'Moderator', { pincode: '560001', district: 'Bengaluru', state: 'Karnataka' });
    await db.query(`UPDATE "users" SET "role" = 'MODERATOR' WHERE "id" = $1`, [moderator.id]);
    owner = await signedInDonor(t.url, db, 'Owner', { bloodGroup: 'AB+' });
    stranger = await signedInDonor(t.url, db, 'Stranger', { bloodGroup: 'AB+' });
    donor = await insertDonor(db, { bloodGroup: 'O+' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('authorization: every operation is refused to the signed-out and to non-moderators, and not logged', () => {
    const operations = [
      { name: 'moderationQueue', query: QUEUE, variables: () => ({}) },
      { name: 'moderationLog', query: LOG, variables: () => ({}) },
      { name: 'restoreItem', query: RESTORE, variables: (id: string) => ({ input: { type: 'REQUEST', id, reason: 'Looks genuine' } }) },
      { name: 'hideItem', query: HIDE, variables: (id: string) => ({ input: { type: 'REQUEST', id, reason: 'Scam' } }) },
      { name: 'banUser', query: BAN, variables: () => ({ input: { userId: owner.id, reason: 'Scammer' } }) },
      { name: 'unbanUser', query: UNBAN, variables: () => ({ input: { userId: owner.id, reason: 'Appeal' } }) },
    ];

    it.each(operations)('$name', async ({ query, variables }) => {
      const id = await createRequest(t.url, owner);
      const before = await auditRows();
      for (const [cookie, code] of [
        [undefined, 'UNAUTHENTICATED'],
        [stranger.cookie, 'FORBIDDEN'],
        [owner.cookie, 'FORBIDDEN'],
      ] as const) {
        const res = await gql(query, variables(id), cookie).expect(200);
        expect(res.body.errors?.[0]?.extensions?.code).toBe(code);
        expect(res.body.data).toBeNull();
      }
      expect(await auditRows()).toBe(before);
      await getRequest(id, stranger.cookie).expect(200);
      expect((await db.query(`SELECT "banned_at" FROM "users" WHERE "id" = $1`, [owner.id]))[0].banned_at).toBeNull();
    });

    it('a role revoked in the database ends at once, whatever the sign-in cache holds', async () => {
      const other = await signedInDonor(t.url, db, 'Former moderator');
      await db.query(`UPDATE "users" SET "role" = 'MODERATOR' WHERE "id" = $1`, [other.id]);
      await gql(QUEUE, {}, other.cookie).expect(200).expect((res) => expect(res.body.errors).toBeUndefined());
      await db.query(`UPDATE "users" SET "role" = NULL WHERE "id" = $1`, [other.id]);
      const res = await gql(QUEUE, {}, other.cookie).expect(200);
      expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    });

    it('each action needs a reason', async () => {
      const id = await createRequest(t.url, owner);
      const before = await auditRows();
      for (const reason of ['', '   ', 'x']) {
        const res = await gql(HIDE, { input: { type: 'REQUEST', id, reason } }, moderator.cookie).expect(200);
        expect(res.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
      }
      const res = await gql(HIDE, { input: { type: 'REQUEST', id } }, moderator.cookie);
      expect(res.body.errors).toBeDefined();
      expect(await auditRows()).toBe(before);
      await getRequest(id, stranger.cookie).expect(200);
    });
  });

  describe('requests that ask for money', () => {
    it('a request asking for "Rs 2000 on this UPI" is held, alerts nobody, and its owner is told why; a moderator releases it and then its donors are alerted', async () => {
      const id = await createRequest(t.url, owner, { reason: 'Urgent surgery. Donor ready, send Rs 2000 on this UPI: ravi.k@okaxis' });
      const own = await getRequest(id, owner.cookie).expect(200);
      expect(own.body.data).toMatchObject({ underReview: true, reachedTo: 0 });
      expect(own.body.data.heldNotice).toMatch(/UPI ID/);
      const gqlOwn = await gql('query($id: ID!) { bloodRequest(id: $id) { underReview heldReason } }', { id }, owner.cookie).expect(200);
      expect(gqlOwn.body.data.bloodRequest).toEqual({ underReview: true, heldReason: 'UPI_ID' });
      await getRequest(id, stranger.cookie).expect(404);
      await getRequest(id).expect(404);
      expect(await createdEvents(id)).toBe(0);

      const held = (await queue()).find((item) => item.id === id);
      expect(held).toMatchObject({ type: 'REQUEST', heldReason: 'UPI_ID', underReview: true, weighingReporters: 0, author: { id: owner.id, banned: false } });
      expect(held?.author?.posts).toBeGreaterThanOrEqual(1);

      const restored = await act(RESTORE, { type: 'REQUEST', id, reason: 'Called the family: the UPI was a relative helping with travel; removed' });
      expect(restored.restoreItem).toMatchObject({ action: 'RESTORE' });
      expect(await alertedFor(db, id)).toContain(donor.id);
      await getRequest(id, stranger.cookie).expect(200);
      const after = await getRequest(id, owner.cookie).expect(200);
      expect(after.body.data.underReview).toBe(false);
      expect(after.body.data.heldNotice).toBeUndefined();
      expect((await queue()).some((item) => item.id === id)).toBe(false);
    });

    it('the same request without the money text alerts at once', async () => {
      const id = await createRequest(t.url, owner, { reason: 'Urgent surgery. Donor needed today.' });
      expect(await alertedFor(db, id)).toContain(donor.id);
      const own = await getRequest(id, owner.cookie).expect(200);
      expect(own.body.data.underReview).toBe(false);
      expect(own.body.data.heldNotice).toBeUndefined();
    });

    it('a held request the moderator hides never alerts anyone', async () => {
      const id = await createRequest(t.url, owner, { reason: 'Paise bhejo 9876543210 pe phonepe, donor ready hai' });
      await act(HIDE, { type: 'REQUEST', id, reason: 'Asks the family for money' });
      expect(await createdEvents(id)).toBe(0);
      await getRequest(id, stranger.cookie).expect(404);
      expect((await getRequest(id, owner.cookie).expect(200)).body.data.underReview).toBe(true);
    });
  });

  it('a campaign asking for money stays out of the feed, its owner is told why, and a moderator restores it', async () => {
    const feed = async (): Promise<string[]> => {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const res: request.Response = await gql('query($after: String) { campaignFeed(first: 100, after: $after) { nodes { id } pageInfo { endCursor hasNextPage } } }', { after });
        seen.push(...(res.body.data.campaignFeed.nodes as { id: string }[]).map((node) => node.id));
        after = res.body.data.campaignFeed.pageInfo.hasNextPage ? res.body.data.campaignFeed.pageInfo.endCursor : null;
      } while (after);
      return seen;
    };
    const campaign = 'query($id: ID!) { campaign(id: $id) { id underReview heldReason } }';
    const id = await createCampaign(t.url, owner, { description: 'Blood camp on Sunday. Registration fee: pay Rs 200 to camp.fund@ybl' });
    expect((await gql(campaign, { id }, owner.cookie).expect(200)).body.data.campaign).toEqual({ id, underReview: true, heldReason: 'UPI_ID' });
    expect((await gql(campaign, { id }, stranger.cookie).expect(200)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(await feed()).not.toContain(id);
    expect((await queue()).find((item) => item.id === id)).toMatchObject({ type: 'CAMPAIGN', heldReason: 'UPI_ID' });

    await act(RESTORE, { type: 'CAMPAIGN', id, reason: 'The organiser removed the fee' });
    expect(await feed()).toContain(id);
    expect((await gql(campaign, { id }, stranger.cookie).expect(200)).body.data.campaign).toEqual({ id, underReview: false, heldReason: null });
    expect((await gql(campaign, { id }, owner.cookie).expect(200)).body.data.campaign).toEqual({ id, underReview: false, heldReason: null });
  });

  it('a request hidden by weighing reports is in the queue with its tally; a moderator restores it and earlier reports stop weighing', async () => {
    const id = await createRequest(t.url, owner);
    // Weighing is reports-weighted.e2e-spec's subject: here the reports are written as it would have.
    for (let i = 0; i < REPORTS_TO_HIDE; i++) {
      const reporter = await insertDonor(db, {}, `Reporter ${i}`);
      await db.query(`INSERT INTO "request_reports" ("request_id", "reporter_id", "reason", "reporter_address", "weighs") VALUES ($1, $2, $3, $4, true)`, [
        id,
        reporter.id,
        i < 7 ? 'SCAM' : 'FAKE',
        randomIp(),
      ]);
    }
    await db.query(`UPDATE "blood_requests" SET "report_count" = $2 WHERE "id" = $1`, [id, REPORTS_TO_HIDE]);
    await getRequest(id, stranger.cookie).expect(404);

    const item = (await queue()).find((entry) => entry.id === id);
    expect(item).toMatchObject({ underReview: true, weighingReporters: REPORTS_TO_HIDE, heldReason: null });
    expect(item?.reasons).toEqual([
      { reason: 'SCAM', count: 7 },
      { reason: 'FAKE', count: 3 },
    ]);

    await act(RESTORE, { type: 'REQUEST', id, reason: 'Checked with the hospital: genuine' });
    await getRequest(id, stranger.cookie).expect(200);
    expect((await getRequest(id, owner.cookie).expect(200)).body.data.underReview).toBe(false);
    expect((await db.query(`SELECT "report_count" FROM "blood_requests" WHERE "id" = $1`, [id]))[0].report_count).toBe(0);
    expect((await db.query(`SELECT count(*)::int AS "n" FROM "request_reports" WHERE "request_id" = $1`, [id]))[0].n).toBe(REPORTS_TO_HIDE);

    const log = (await gql(LOG, {}, moderator.cookie).expect(200)).body.data.moderationLog.nodes as { action: string; targetId: string; reason: string; moderatorName: string }[];
    expect(log[0]).toMatchObject({ action: 'RESTORE', targetId: id, reason: 'Checked with the hospital: genuine', moderatorName: 'Moderator' });
  });

  it('banning a user hides their open requests, ends their sessions and sockets, refuses their sign-in and takes them out of matching; unbanning lets them sign in', async () => {
    const banned = await signedInDonor(t.url, db, 'Banned', { bloodGroup: 'O+' });
    const login = await request(t.url).post('/api/v1/user/login').send({ email: banned.email, password: PASSWORD }).expect(200);
    const second = cookiesOf(login);
    const openRequest = await createRequest(t.url, banned, { reason: 'Needed for my father' });
    const socket = wsClient(t.url, banned.cookie);
    await socket.connected;

    const before = await createRequest(t.url, stranger, { bloodGroup: 'O+' });
    expect(await alertedFor(db, before)).toContain(banned.id);

    await act(BAN, { userId: banned.id, reason: 'Asked three families for money' });

    expect(await socket.closed).toBe(4401);
    await request(t.url).get('/api/v1/user/current-user').set('cookie', banned.cookie).expect(401);
    await request(t.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(second)).expect(401);
    const refused = await request(t.url).post('/api/v1/user/login').send({ email: banned.email, password: PASSWORD }).expect(403);
    expect(refused.body.message).toBe('This account has been suspended by a moderator');
    const gqlRefused = await gql('mutation($e: String!, $p: String!) { login(input: { email: $e, password: $p }) { id } }', { e: banned.email, p: PASSWORD });
    expect(gqlRefused.body.errors[0].extensions.code).toBe('ACCOUNT_BANNED');
    // A wrong password says nothing about the ban.
    await request(t.url).post('/api/v1/user/login').send({ email: banned.email, password: 'wrong-pass' }).expect(403)
      .expect((res) => expect(res.body.message).not.toMatch(/suspended/));

    await getRequest(openRequest, stranger.cookie).expect(404);
    const after = await createRequest(t.url, stranger, { bloodGroup: 'O+' });
    expect(await alertedFor(db, after)).not.toContain(banned.id);

    const author = (await gql(LOG, {}, moderator.cookie).expect(200)).body.data.moderationLog.nodes[0];
    expect(author).toMatchObject({ action: 'BAN', targetType: 'USER', subjectUserId: banned.id, subjectUserName: 'Banned' });

    // Banning twice is a conflict; unbanning lets them in, their request stays hidden.
    expect((await gql(BAN, { input: { userId: banned.id, reason: 'Again' } }, moderator.cookie)).body.errors[0].extensions.code).toBe('CONFLICT');
    const { unbanUser } = await act(UNBAN, { userId: banned.id, reason: 'Appeal accepted' });
    expect(unbanUser).toMatchObject({ action: 'UNBAN', reason: 'Appeal accepted' });
    const unbanRow = (await gql(LOG, {}, moderator.cookie).expect(200)).body.data.moderationLog.nodes[0];
    expect(unbanRow).toMatchObject({ id: unbanUser.id, action: 'UNBAN', targetType: 'USER', subjectUserId: banned.id, subjectUserName: 'Banned', reason: 'Appeal accepted' });
    await request(t.url).post('/api/v1/user/login').send({ email: banned.email, password: PASSWORD }).expect(200);
    await getRequest(openRequest, stranger.cookie).expect(404);
  });

  it('a moderator cannot ban themselves', async () => {
    const res = await gql(BAN, { input: { userId: moderator.id, reason: 'Testing' } }, moderator.cookie).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('the log is append-only; a deleted account keeps its rows but loses the link to the person', async () => {
    const author = await signedInDonor(t.url, db, 'Author');
    const id = await createRequest(t.url, author);
    const { hideItem } = await act(HIDE, { type: 'REQUEST', id, reason: 'Duplicate of another request' });
    await expect(db.query(`UPDATE "moderation_actions" SET "reason" = 'changed' WHERE "id" = $1`, [hideItem.id])).rejects.toThrow(/append-only/);
    await expect(db.query(`DELETE FROM "moderation_actions" WHERE "id" = $1`, [hideItem.id])).rejects.toThrow(/append-only/);
    await expect(db.query(`UPDATE "moderation_actions" SET "subject_user_id" = $2 WHERE "id" = $1`, [hideItem.id, moderator.id])).rejects.toThrow(/append-only/);

    // The author's next item shows the earlier action against them.
    const next = await createRequest(t.url, author, { reason: 'Send Rs 500 on paytm 9876543210' });
    const queued = (await queue()).find((item) => item.id === next);
    expect(queued?.author?.earlierActions).toBe(1);

    const deletion = await gql('mutation($p: String!) { deleteAccount(password: $p) }', { p: PASSWORD }, author.cookie).expect(200);
    expect(deletion.body.errors).toBeUndefined();
    expect((await db.query(`SELECT count(*)::int AS "n" FROM "users" WHERE "id" = $1`, [author.id]))[0].n).toBe(0);
    const [row] = (await db.query(`SELECT "subject_user_id", "moderator_id", "reason", "action" FROM "moderation_actions" WHERE "id" = $1`, [hideItem.id])) as Record<string, unknown>[];
    expect(row).toEqual({ subject_user_id: null, moderator_id: moderator.id, reason: 'Duplicate of another request', action: 'HIDE' });
  });
});
