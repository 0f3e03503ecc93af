import { Logger } from '@nestjs/common';
import { encodeCursor } from '../src/common/graphql/pagination';
import { SecurityLog } from '../src/common/security/security-log';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PASSWORD } from './setup/helpers';
import { alertedFor, createRequest, signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

const HARVEST_LIMIT = 6;

const REPORT_HELPER = 'mutation($r: ID!, $h: ID!, $reason: ReportReason!) { reportHelper(requestId: $r, helperId: $h, reason: $reason) }';
const OFFER_HELP = 'mutation($id: ID!) { offerHelp(requestId: $id) { id } }';
const QUEUE = `query($first: Int, $after: String) { moderationQueue(first: $first, after: $after) {
  nodes { type id title helperFlag heldAt underReview weighingReporters reasons { reason count } author { id userName helps banned } }
  pageInfo { endCursor hasNextPage } } }`;
const LOG = 'query($first: Int, $after: String) { moderationLog(first: $first, after: $after) { nodes { id action targetType subjectUserId reason } pageInfo { endCursor hasNextPage } } }';
const RESTORE = 'mutation($input: ModerateItemInput!) { restoreItem(input: $input) { id action targetType subjectUserId } }';
const HIDE = 'mutation($input: ModerateItemInput!) { hideItem(input: $input) { id } }';
const BAN = 'mutation($input: ModerateUserInput!) { banUser(input: $input) { id } }';

interface QueueItem {
  type: string;
  id: string;
  title: string;
  helperFlag: string | null;
  heldAt: string | null;
  underReview: boolean;
  weighingReporters: number;
  reasons: { reason: string | null; count: number }[];
  author: { id: string; userName: string; helps: number; banned: boolean } | null;
}

/**
 * Helpers under review (docs/product-rules.md, "Helpers held from helping", "Harvesting slowed"):
 * a helper reported as asking for money by two distinct requesters is held from helping until a
 * moderator restores them; an account that helps on many requests in 24 hours without being named
 * a donor on any is refused (429) and queued; the queue and the log page by cursor.
 */
describe('helpers under review', () => {
  let t: TestApp;
  let db: DataSource;
  let moderator: Person;

  const gql = (query: string, variables: Record<string, unknown> = {}, cookie?: string) => {
    const call = request(t.url).post('/graphql').send({ query, variables });
    return cookie ? call.set('cookie', cookie) : call;
  };
  const ok = async (query: string, variables: Record<string, unknown>, cookie: string) => {
    const res = await gql(query, variables, cookie).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const codeOf = async (query: string, variables: Record<string, unknown>, cookie?: string): Promise<string | undefined> =>
    (await gql(query, variables, cookie).expect(200)).body.errors?.[0]?.extensions?.code;
  const help = (requestId: string, helper: Person) => request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', helper.cookie);
  /** A request of `owner` that `helper` has helped on. */
  const helpedRequest = async (owner: Person, helper: Person): Promise<string> => {
    const id = await createRequest(t.url, owner);
    await help(id, helper).expect(200);
    return id;
  };
  const queue = async (): Promise<QueueItem[]> => {
    const items: QueueItem[] = [];
    let after: string | null = null;
    do {
      const data = await ok(QUEUE, { first: 100, after }, moderator.cookie);
      items.push(...(data.moderationQueue.nodes as QueueItem[]));
      after = data.moderationQueue.pageInfo.hasNextPage ? data.moderationQueue.pageInfo.endCursor : null;
    } while (after);
    return items;
  };
  const auditRows = async (): Promise<number> => ((await db.query(`SELECT count(*)::int AS "n" FROM "moderation_actions"`)) as { n: number }[])[0].n;

  beforeAll(async () => {
    t = await startTestApp({ HARVEST_HELPS_PER_DAY: String(HARVEST_LIMIT) });
    db = t.app.get(DataSource);
    moderator = await signedInDonor(t.url, db, 'Moderator');
    await db.query(`UPDATE "users" SET "role" = 'MODERATOR' WHERE "id" = $1`, [moderator.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('reported as asking for money', () => {
    it('one report does not hold; a second from another requester does: help is refused with a clear error, and the helper is queued with the reports', async () => {
      const helper = await signedInDonor(t.url, db, 'Fake donor');
      const first = await signedInDonor(t.url, db, 'First family');
      const second = await signedInDonor(t.url, db, 'Second family');
      const other = await signedInDonor(t.url, db, 'Other family');
      const firstRequest = await helpedRequest(first, helper);
      const secondRequest = await helpedRequest(second, helper);

      expect((await ok(REPORT_HELPER, { r: firstRequest, h: helper.id, reason: 'SCAM' }, first.cookie)).reportHelper).toBe(true);
      // Once per helper and request.
      expect(await codeOf(REPORT_HELPER, { r: firstRequest, h: helper.id, reason: 'SCAM' }, first.cookie)).toBe('ALREADY_REPORTED');
      // One requester, however many of their requests, is one.
      const firstAgain = await helpedRequest(first, helper);
      await ok(REPORT_HELPER, { r: firstAgain, h: helper.id, reason: 'SCAM' }, first.cookie);
      // Other reasons do not hold.
      const otherRequest = await helpedRequest(other, helper);
      await ok(REPORT_HELPER, { r: otherRequest, h: helper.id, reason: 'ABUSIVE' }, other.cookie);
      await help(await createRequest(t.url, other), helper).expect(200);
      expect((await queue()).some((item) => item.id === helper.id)).toBe(false);

      await ok(REPORT_HELPER, { r: secondRequest, h: helper.id, reason: 'SCAM' }, second.cookie);
      const next = await createRequest(t.url, other);
      const refused = await gql(OFFER_HELP, { id: next }, helper.cookie).expect(200);
      expect(refused.body.errors[0].extensions.code).toBe('HELPING_HELD');
      expect(refused.body.errors[0].message).toMatch(/moderator/);
      const rest = await help(next, helper).expect(403);
      expect(rest.body.message).toMatch(/asked them for money/);
      expect((await db.query(`SELECT count(*)::int AS "n" FROM "request_helpers" WHERE "request_id" = $1`, [next]))[0].n).toBe(0);

      const item = (await queue()).find((entry) => entry.id === helper.id);
      expect(item).toMatchObject({ type: 'HELPER', title: 'Fake donor', helperFlag: 'ASKS_FOR_MONEY', underReview: true, weighingReporters: 2, author: { id: helper.id, banned: false } });
      expect(item?.heldAt).not.toBeNull();
      expect(item?.reasons).toEqual([
        { reason: 'SCAM', count: 3 },
        { reason: 'ABUSIVE', count: 1 },
      ]);
      expect(item?.author?.helps).toBe(5);
    });

    it('a held helper is not alerted to new requests (they could not help), and is again once a moderator restores them', async () => {
      const helper = await signedInDonor(t.url, db, 'Held donor');
      const families = [await signedInDonor(t.url, db, 'Family D'), await signedInDonor(t.url, db, 'Family E'), await signedInDonor(t.url, db, 'Family F')];
      const before = await createRequest(t.url, families[2]);
      expect(await alertedFor(db, before)).toContain(helper.id);
      for (const family of families.slice(0, 2)) await ok(REPORT_HELPER, { r: await helpedRequest(family, helper), h: helper.id, reason: 'SCAM' }, family.cookie);

      const whileHeld = await createRequest(t.url, families[2]);
      const alerted = await alertedFor(db, whileHeld);
      expect(alerted).not.toContain(helper.id);
      // Other donors nearby still are.
      expect(alerted).toContain(families[0].id);

      await ok(RESTORE, { input: { type: 'HELPER', id: helper.id, reason: 'Spoke to both families' } }, moderator.cookie);
      expect(await alertedFor(db, await createRequest(t.url, families[2]))).toContain(helper.id);
    });

    it('a moderator restores the helper: they may help again, and the reports before the review no longer count', async () => {
      const helper = await signedInDonor(t.url, db, 'Cleared donor');
      const families = [await signedInDonor(t.url, db, 'Family A'), await signedInDonor(t.url, db, 'Family B'), await signedInDonor(t.url, db, 'Family C')];
      for (const family of families.slice(0, 2)) await ok(REPORT_HELPER, { r: await helpedRequest(family, helper), h: helper.id, reason: 'SCAM' }, family.cookie);
      const next = await createRequest(t.url, families[2]);
      expect(await codeOf(OFFER_HELP, { id: next }, helper.cookie)).toBe('HELPING_HELD');

      // Hide does not apply to a helper, and changes nothing.
      const before = await auditRows();
      expect(await codeOf(HIDE, { input: { type: 'HELPER', id: helper.id, reason: 'Nothing to hide' } }, moderator.cookie)).toBe('BAD_REQUEST');
      expect(await auditRows()).toBe(before);

      const restored = await ok(RESTORE, { input: { type: 'HELPER', id: helper.id, reason: 'Spoke to both families: a misunderstanding about travel costs' } }, moderator.cookie);
      expect(restored.restoreItem).toMatchObject({ action: 'RESTORE', targetType: 'USER', subjectUserId: helper.id });
      expect(await auditRows()).toBe(before + 1);
      expect((await queue()).some((item) => item.id === helper.id)).toBe(false);
      await ok(OFFER_HELP, { id: next }, helper.cookie);

      // A helper not under review is not restored again (and nothing is logged).
      expect(await codeOf(RESTORE, { input: { type: 'HELPER', id: helper.id, reason: 'Again' } }, moderator.cookie)).toBe('NOT_FOUND');
      expect(await auditRows()).toBe(before + 1);

      // One new report after the review does not hold again; the earlier ones no longer count.
      await ok(REPORT_HELPER, { r: next, h: helper.id, reason: 'SCAM' }, families[2].cookie);
      await ok(OFFER_HELP, { id: await createRequest(t.url, families[0]) }, helper.cookie);
    });

    it('a moderator may ban the held helper from the queue instead: they leave the queue and cannot sign in', async () => {
      const helper = await signedInDonor(t.url, db, 'Scammer');
      for (const name of ['Family D', 'Family E']) {
        const family = await signedInDonor(t.url, db, name);
        await ok(REPORT_HELPER, { r: await helpedRequest(family, helper), h: helper.id, reason: 'SCAM' }, family.cookie);
      }
      expect((await queue()).find((item) => item.id === helper.id)?.helperFlag).toBe('ASKS_FOR_MONEY');
      await ok(BAN, { input: { userId: helper.id, reason: 'Asked two families for money' } }, moderator.cookie);
      expect((await queue()).some((item) => item.id === helper.id)).toBe(false);
      await request(t.url).post('/api/v1/user/login').send({ email: helper.email, password: PASSWORD }).expect(403);
    });

    it('a requester banned later: their reports stop counting, and a hold they made lifts', async () => {
      const helper = await signedInDonor(t.url, db, 'Wrongly held');
      const honest = await signedInDonor(t.url, db, 'Honest family');
      const abusive = await signedInDonor(t.url, db, 'Abusive requester');
      for (const family of [honest, abusive]) await ok(REPORT_HELPER, { r: await helpedRequest(family, helper), h: helper.id, reason: 'SCAM' }, family.cookie);
      const next = await createRequest(t.url, honest);
      expect(await codeOf(OFFER_HELP, { id: next }, helper.cookie)).toBe('HELPING_HELD');

      const warn = jest.spyOn(Logger.prototype, 'warn');
      try {
        await ok(BAN, { input: { userId: abusive.id, reason: 'Reported every helper to get them blocked' } }, moderator.cookie);
        // Logged once the ban committed, under a pseudonym.
        expect(warn.mock.calls.map(([message]) => String(message))).toContain(`helper-hold-lifted user=${t.app.get(SecurityLog).pseudonym(helper.id)}`);
      } finally {
        warn.mockRestore();
      }
      expect((await queue()).some((item) => item.id === helper.id)).toBe(false);
      await ok(OFFER_HELP, { id: next }, helper.cookie);
      // The honest family's report still weighs: one more requester holds the helper again.
      const third = await signedInDonor(t.url, db, 'Third family');
      await ok(REPORT_HELPER, { r: await helpedRequest(third, helper), h: helper.id, reason: 'SCAM' }, third.cookie);
      expect(await codeOf(OFFER_HELP, { id: await createRequest(t.url, third) }, helper.cookie)).toBe('HELPING_HELD');
      expect((await queue()).find((item) => item.id === helper.id)).toMatchObject({ helperFlag: 'ASKS_FOR_MONEY', weighingReporters: 2 });
    });

    it('only a helper of that request can be reported, and only by its owner', async () => {
      const owner = await signedInDonor(t.url, db, 'Owner');
      const helper = await signedInDonor(t.url, db, 'Helper');
      const stranger = await signedInDonor(t.url, db, 'Stranger');
      const id = await helpedRequest(owner, helper);
      expect(await codeOf(REPORT_HELPER, { r: id, h: stranger.id, reason: 'SCAM' }, owner.cookie)).toBe('NOT_FOUND');
      expect(await codeOf(REPORT_HELPER, { r: id, h: helper.id, reason: 'SCAM' }, stranger.cookie)).toBe('FORBIDDEN');
      expect(await codeOf(REPORT_HELPER, { r: id, h: 'not-an-id', reason: 'SCAM' }, owner.cookie)).toBe('NOT_FOUND');
      expect((await gql(REPORT_HELPER, { r: id, h: helper.id, reason: 'PAID' }, owner.cookie)).body.errors).toBeDefined();
      expect((await db.query(`SELECT count(*)::int AS "n" FROM "helper_reports" WHERE "request_id" = $1`, [id]))[0].n).toBe(0);

      // Once reported, the owner's helper list says so (the page shows "Reported" after a reload).
      const helpers = async () => (await ok('query($id: ID!) { requestHelpers(requestId: $id) { helperId reported } }', { id }, owner.cookie)).requestHelpers;
      expect(await helpers()).toEqual([{ helperId: helper.id, reported: false }]);
      await ok(REPORT_HELPER, { r: id, h: helper.id, reason: 'OTHER' }, owner.cookie);
      expect(await helpers()).toEqual([{ helperId: helper.id, reported: true }]);
    });
  });

  describe('harvesting', () => {
    it(`helping on ${HARVEST_LIMIT} requests in a day with none naming the helper a donor: the next help is refused with 429 and the helper is queued; a restore lets them help again`, async () => {
      const harvester = await signedInDonor(t.url, db, 'Harvester');
      const owner = await signedInDonor(t.url, db, 'Busy owner');
      for (let i = 0; i < HARVEST_LIMIT; i++) await helpedRequest(owner, harvester);
      const next = await createRequest(t.url, owner);
      const refused = await help(next, harvester).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await codeOf(OFFER_HELP, { id: next }, harvester.cookie)).toBe('RATE_LIMITED');
      expect((await db.query(`SELECT count(*)::int AS "n" FROM "request_helpers" WHERE "helper_id" = $1`, [harvester.id]))[0].n).toBe(HARVEST_LIMIT);

      const items = (await queue()).filter((item) => item.id === harvester.id);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ type: 'HELPER', helperFlag: 'HARVESTING', underReview: false, heldAt: null, author: { helps: HARVEST_LIMIT } });

      await ok(RESTORE, { input: { type: 'HELPER', id: harvester.id, reason: 'A volunteer coordinator: genuine' } }, moderator.cookie);
      await help(next, harvester).expect(200);
      expect((await queue()).some((item) => item.id === harvester.id)).toBe(false);
    });

    it('offers sent at the same moment never pass the limit: each is counted with the others saved before it', async () => {
      const harvester = await signedInDonor(t.url, db, 'Fast harvester');
      const owner = await signedInDonor(t.url, db, 'Owner of many');
      for (let i = 0; i < HARVEST_LIMIT - 2; i++) await helpedRequest(owner, harvester);
      const next = await Promise.all(Array.from({ length: 5 }, () => createRequest(t.url, owner)));
      const answers = await Promise.all(next.map((id) => help(id, harvester)));
      expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 429, 429, 429]);
      expect((await db.query(`SELECT count(*)::int AS "n" FROM "request_helpers" WHERE "helper_id" = $1`, [harvester.id]))[0].n).toBe(HARVEST_LIMIT);
    });

    it('a helper named a donor on one of those requests is not slowed', async () => {
      const donor = await signedInDonor(t.url, db, 'Real donor');
      const owner = await signedInDonor(t.url, db, 'Grateful owner');
      const ids: string[] = [];
      for (let i = 0; i < HARVEST_LIMIT; i++) ids.push(await helpedRequest(owner, donor));
      await ok('mutation($id: ID!, $d: [ID!]) { fulfillRequest(id: $id, donorHelperIds: $d) { id } }', { id: ids[0], d: [donor.id] }, owner.cookie);
      await help(await createRequest(t.url, owner), donor).expect(200);
      expect((await queue()).some((item) => item.id === donor.id)).toBe(false);
    });

    it('helps older than 24 hours do not count', async () => {
      const helper = await signedInDonor(t.url, db, 'Steady helper');
      const owner = await signedInDonor(t.url, db, 'Another owner');
      for (let i = 0; i < HARVEST_LIMIT; i++) await helpedRequest(owner, helper);
      await db.query(`UPDATE "request_helpers" SET "created_at" = now() - interval '25 hours' WHERE "helper_id" = $1`, [helper.id]);
      await help(await createRequest(t.url, owner), helper).expect(200);
    });
  });

  describe('paging', () => {
    it('the queue pages oldest first without repeats or gaps; the log newest first', async () => {
      const owner = await signedInDonor(t.url, db, 'Paging owner');
      const held: string[] = [];
      for (let i = 0; i < 5; i++) held.push(await createRequest(t.url, owner, { reason: `Send Rs ${1000 + i} on this UPI: family${i}@okaxis` }));
      const whole = (await queue()).map((item) => item.id);
      expect(whole).toEqual(expect.arrayContaining(held));

      const paged: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const data = await ok(QUEUE, { first: 2, after }, moderator.cookie);
        expect(data.moderationQueue.nodes.length).toBeLessThanOrEqual(2);
        paged.push(...(data.moderationQueue.nodes as QueueItem[]).map((item) => item.id));
        after = data.moderationQueue.pageInfo.hasNextPage ? data.moderationQueue.pageInfo.endCursor : null;
        pages++;
      } while (after && pages < 100);
      expect(paged).toEqual(whole);
      expect(held.map((id) => paged.indexOf(id))).toEqual([...held.map((id) => paged.indexOf(id))].sort((a, b) => a - b));

      for (const id of held) await ok(RESTORE, { input: { type: 'REQUEST', id, reason: 'Paging test' } }, moderator.cookie);
      const log: string[] = [];
      after = null;
      pages = 0;
      do {
        const data = await ok(LOG, { first: 3, after }, moderator.cookie);
        log.push(...(data.moderationLog.nodes as { id: string }[]).map((entry) => entry.id));
        after = data.moderationLog.pageInfo.hasNextPage ? data.moderationLog.pageInfo.endCursor : null;
        pages++;
      } while (after && pages < 100);
      const all = (await db.query(`SELECT "id" FROM "moderation_actions" ORDER BY date_trunc('milliseconds', "created_at") DESC, "id" DESC`)) as { id: string }[];
      expect(log).toEqual(all.map((row) => row.id));
    });

    it('a crafted cursor or page size answers 400 BAD_REQUEST, never a server error', async () => {
      const crafted = [
        'not a cursor',
        'x'.repeat(300),
        Buffer.from('{"at":1}').toString('base64url'),
        Buffer.from(JSON.stringify(['2030-01-01T00:00:00.000Z', "1' OR '1'='1"])).toString('base64url'),
        Buffer.from(JSON.stringify(['yesterday', '00000000-0000-4000-8000-000000000000'])).toString('base64url'),
      ];
      for (const query of [QUEUE, LOG]) {
        for (const after of crafted) expect({ after, code: await codeOf(query, { after }, moderator.cookie) }).toEqual({ after, code: 'BAD_REQUEST' });
        for (const first of [0, -1, 101]) expect(await codeOf(query, { first }, moderator.cookie)).toBe('BAD_REQUEST');
        // A well-formed cursor past the end is an empty page.
        const end = encodeCursor({ at: '9999-01-01T00:00:00.000Z', id: '00000000-0000-4000-8000-000000000000' });
        const start = encodeCursor({ at: '1970-01-01T00:00:00.000Z', id: '00000000-0000-4000-8000-000000000000' });
        const data = await ok(query, { after: query === QUEUE ? end : start }, moderator.cookie);
        expect(Object.values(data)[0]).toMatchObject({ nodes: [], pageInfo: { hasNextPage: false, endCursor: null } });
      }
      // A non-moderator is refused whatever the cursor.
      const stranger = await signedInDonor(t.url, db, 'Curious');
      expect(await codeOf(QUEUE, { after: 'not a cursor' }, stranger.cookie)).toBe('FORBIDDEN');
    });
  });
});
