import request from 'supertest';
import { DataSource } from 'typeorm';
import { alertedFor, createRequest, deliveredFor, signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

/**
 * A requester protects themselves (docs/product-rules.md, "Removing and blocking a helper"): an
 * owner removes a helper from one request, and blocks a user from helping on all their requests
 * until they unblock them. Over GraphQL (the web client's calls) and the REST contract.
 */
describe('requesters remove and block helpers', () => {
  let t: TestApp;
  let db: DataSource;
  let owner: Person;
  let helper: Person;
  let other: Person;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    owner = await signedInDonor(t.url, db, 'Protect owner');
    helper = await signedInDonor(t.url, db, 'Protect helper', { phoneNo: '+919811100001' });
    other = await signedInDonor(t.url, db, 'Protect other', { phoneNo: '+919811100002' });
  });
  afterAll(async () => {
    await t.close();
  });

  const gql = async (who: Person, query: string, variables: Record<string, unknown> = {}) => {
    const res = await request(t.url).post('/graphql').set('cookie', who.cookie).send({ query, variables }).expect(200);
    return res.body as { data?: Record<string, unknown>; errors?: { extensions: { code: string }; message: string }[] };
  };
  const offerHelp = (who: Person, requestId: string) => gql(who, 'mutation($id: ID!) { offerHelp(requestId: $id) { id approvedBy } }', { id: requestId });
  const viewed = async (who: Person, requestId: string) =>
    (await gql(who, 'query($id: ID!) { bloodRequest(id: $id) { phoneNo email contactVisible viewerHasHelped approvedBy } }', { id: requestId })).data?.bloodRequest as {
      phoneNo: string;
      email: string;
      contactVisible: boolean;
      viewerHasHelped: boolean;
      approvedBy: number;
    };
  const helpers = async (requestId: string) =>
    (await gql(owner, 'query($id: ID!) { requestHelpers(requestId: $id) { helperId removed blocked helperContactInfo { phoneNo } } }', { id: requestId })).data
      ?.requestHelpers as { helperId: string; removed: boolean; blocked: boolean; helperContactInfo: { phoneNo: string } }[];
  const remove = (requestId: string, helperId: string, who = owner) =>
    gql(who, 'mutation($id: ID!, $helper: ID!) { removeHelper(requestId: $id, helperId: $helper) { helperId removed } }', { id: requestId, helper: helperId });
  const block = (requestId: string, helperId: string, who = owner) =>
    gql(who, 'mutation($id: ID!, $helper: ID!) { blockHelper(requestId: $id, helperId: $helper) { helperId removed blocked } }', { id: requestId, helper: helperId });
  const unblock = (userId: string, who = owner) => gql(who, 'mutation($user: ID!) { unblockHelper(userId: $user) }', { user: userId });
  const blockedList = async (who = owner) =>
    (await gql(who, '{ myBlockedHelpers { user { id userName } blockedAt } }')).data?.myBlockedHelpers as { user: { id: string; userName: string } }[];

  it("removing a helper: their contact stays with the owner, the owner's goes from them, they cannot offer again and stop counting", async () => {
    const requestId = await createRequest(t.url, owner);
    expect((await offerHelp(helper, requestId)).errors).toBeUndefined();
    expect((await offerHelp(other, requestId)).errors).toBeUndefined();
    expect(await viewed(helper, requestId)).toMatchObject({ phoneNo: '+919822012345', contactVisible: true });

    const removed = await remove(requestId, helper.id);
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removeHelper).toEqual(
      expect.arrayContaining([
        { helperId: helper.id, removed: true },
        { helperId: other.id, removed: false },
      ]),
    );

    // The owner still has the removed helper's contact.
    expect(await helpers(requestId)).toEqual(
      expect.arrayContaining([{ helperId: helper.id, removed: true, blocked: false, helperContactInfo: { phoneNo: '+919811100001' } }]),
    );
    const rest = await request(t.url).get(`/api/v1/request/helper-list/${requestId}`).set('cookie', owner.cookie).expect(200);
    expect(rest.body.data).toEqual([
      expect.objectContaining({ removed: true, helperContactInfo: expect.objectContaining({ phoneNo: '+919811100001' }) }),
      expect.not.objectContaining({ removed: expect.anything() }),
    ]);

    // The helper no longer sees the owner's contact, anywhere.
    const seen = await viewed(helper, requestId);
    expect(seen).toMatchObject({ contactVisible: false, viewerHasHelped: true, approvedBy: 1 });
    expect(JSON.stringify(seen)).not.toContain('9822012345');
    expect(JSON.stringify(seen)).not.toContain('ravi.family@example.com');
    const restView = await request(t.url).get(`/api/v1/request/get-request?requestId=${requestId}`).set('cookie', helper.cookie).expect(200);
    expect(JSON.stringify(restView.body)).not.toContain('9822012345');
    expect(restView.body.data.approvedBy).toBe(1);
    // The other helper still does.
    expect(await viewed(other, requestId)).toMatchObject({ phoneNo: '+919822012345', contactVisible: true });

    // They cannot offer again, on GraphQL or REST.
    expect((await offerHelp(helper, requestId)).errors?.[0].extensions.code).toBe('HELP_REMOVED');
    const again = await request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', helper.cookie).expect(403);
    expect(again.body).toMatchObject({ success: false, data: { code: 'HELP_REMOVED' } });
    expect((await viewed(owner, requestId)).approvedBy).toBe(1);

    // Removing again changes nothing; the helper is not told (no notification for them).
    expect((await remove(requestId, helper.id)).errors).toBeUndefined();
    expect((await viewed(owner, requestId)).approvedBy).toBe(1);
    const notified = (await db.query(`SELECT count(*)::int AS "n" FROM "notifications" WHERE "recipient_id" = $1 AND "kind" <> 'request-alert'`, [helper.id])) as { n: number }[];
    expect(notified[0].n).toBe(0);
  });

  /** The request as `who`'s "Open requests near you" lists it; undefined when it is not listed. */
  const nearby = async (who: Person, requestId: string) =>
    (
      (await gql(who, '{ openRequestsNearMe { requests { request { id phoneNo email contactVisible viewerHasHelped } } } }')).data?.openRequestsNearMe as {
        requests: { request: { id: string; phoneNo: string; email: string; contactVisible: boolean; viewerHasHelped: boolean } }[];
      }
    ).requests.find((entry) => entry.request.id === requestId)?.request;

  it("a removed helper's 'Open requests near you' lists the request without its contact; a helper not removed sees it", async () => {
    // A town of its own: no other suite posts requests there, and the list holds only the 20 most
    // urgent and nearest (suites share the database).
    const place = { pincode: '834001', district: 'Ranchi', state: 'Jharkhand' };
    const localOwner = await signedInDonor(t.url, db, 'Ranchi owner', place);
    const removedOne = await signedInDonor(t.url, db, 'Ranchi helper', { ...place, phoneNo: '+919811100003' });
    const keptOne = await signedInDonor(t.url, db, 'Ranchi other', { ...place, phoneNo: '+919811100004' });
    const requestId = await createRequest(t.url, localOwner, { pincode: place.pincode, address: { addressLine: 'Main Road', district: place.district, state: place.state } });
    expect((await offerHelp(removedOne, requestId)).errors).toBeUndefined();
    expect((await offerHelp(keptOne, requestId)).errors).toBeUndefined();
    expect(await nearby(removedOne, requestId)).toMatchObject({ phoneNo: '+919822012345', contactVisible: true, viewerHasHelped: true });

    expect((await remove(requestId, removedOne.id, localOwner)).errors).toBeUndefined();
    const listed = await nearby(removedOne, requestId);
    expect(listed).toMatchObject({ contactVisible: false, viewerHasHelped: true });
    expect(JSON.stringify(listed)).not.toContain('9822012345');
    expect(JSON.stringify(listed)).not.toContain('ravi.family@example.com');
    expect(await nearby(keptOne, requestId)).toMatchObject({ phoneNo: '+919822012345', contactVisible: true, viewerHasHelped: true });
  });

  it('fulfilling a request does not tell a removed helper, and a removed helper cannot be named a donor', async () => {
    const requestId = await createRequest(t.url, owner);
    await offerHelp(helper, requestId);
    await remove(requestId, helper.id);
    const named = await gql(owner, 'mutation($id: ID!, $donors: [ID!]) { fulfillRequest(id: $id, donorHelperIds: $donors) { id } }', { id: requestId, donors: [helper.id] });
    expect(named.errors?.[0].extensions.code).toBe('VALIDATION_FAILED');
    expect((await gql(owner, 'mutation($id: ID!) { fulfillRequest(id: $id) { id } }', { id: requestId })).errors).toBeUndefined();
    await deliveredFor(db, 'requests.fulfilled', requestId);
    const [job] = (await db.query(
      `SELECT "data" FROM "pgboss"."job" WHERE "name" LIKE 'events/requests.fulfilled/%' AND "data"->'request'->>'id' = $1 LIMIT 1`,
      [requestId],
    )) as { data: { helperIds: string[] } }[];
    expect(job.data.helperIds).toEqual([]);
    const told = (await db.query(`SELECT count(*)::int AS "n" FROM "notifications" WHERE "recipient_id" = $1 AND "kind" <> 'request-alert' AND "params"->>'requestId' = $2`, [helper.id, requestId])) as {
      n: number;
    }[];
    expect(told[0].n).toBe(0);
  });

  it('only a helper of the request can be removed or blocked: NOT_FOUND for anyone else', async () => {
    const requestId = await createRequest(t.url, owner);
    expect((await remove(requestId, other.id)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect((await block(requestId, other.id)).errors?.[0].extensions.code).toBe('NOT_FOUND');
    expect(await blockedList()).toEqual([]);
  });

  it('blocking: offerHelp is refused on every request of the owner until they unblock; the list shows the block', async () => {
    const first = await createRequest(t.url, owner);
    const second = await createRequest(t.url, owner);
    expect((await offerHelp(helper, first)).errors).toBeUndefined();
    expect((await offerHelp(helper, second)).errors).toBeUndefined();

    const blocked = await block(first, helper.id);
    expect(blocked.errors).toBeUndefined();
    expect(blocked.data?.blockHelper).toEqual([{ helperId: helper.id, removed: true, blocked: true }]);
    // Taken off the owner's other active request too, which no longer counts them.
    expect(await helpers(second)).toEqual([expect.objectContaining({ helperId: helper.id, removed: true, blocked: true })]);
    expect((await viewed(owner, second)).approvedBy).toBe(0);
    expect((await viewed(helper, second)).contactVisible).toBe(false);
    expect(await blockedList()).toEqual([expect.objectContaining({ user: { id: helper.id, userName: 'Protect helper' } })]);

    // A new request of the same owner: refused, GraphQL and REST, with the error code's text.
    const third = await createRequest(t.url, owner);
    const refused = await offerHelp(helper, third);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'HELP_BLOCKED' }, message: 'This requester is not accepting help from you' });
    await request(t.url).post(`/api/v1/request/create-help/${third}`).set('cookie', helper.cookie).expect(403);
    // Another requester's requests are not affected.
    const othersRequest = await createRequest(t.url, other);
    expect((await offerHelp(helper, othersRequest)).errors).toBeUndefined();
    // Nor are other helpers on the owner's requests.
    expect((await offerHelp(other, third)).errors).toBeUndefined();

    // Another user cannot lift the owner's block (their own unblock touches only their own blocks).
    expect((await unblock(helper.id, other)).errors).toBeUndefined();
    expect((await offerHelp(helper, third)).errors?.[0].extensions.code).toBe('HELP_BLOCKED');

    expect((await unblock(helper.id)).errors).toBeUndefined();
    expect(await blockedList()).toEqual([]);
    const allowed = await offerHelp(helper, third);
    expect(allowed.errors).toBeUndefined();
    expect((await viewed(helper, third)).contactVisible).toBe(true);
    // Still removed from the requests the block took them off.
    expect((await offerHelp(helper, second)).errors?.[0].extensions.code).toBe('HELP_REMOVED');
  });

  it("a blocked user is not alerted for the owner's new requests, nor shown them among the open requests near them", async () => {
    const requestId = await createRequest(t.url, owner);
    await offerHelp(helper, requestId);
    // Open requests near a donor of their own place (other suites fill Pune's first twenty).
    const place = { pincode: '110003', district: 'New Delhi', state: 'Delhi' };
    const far = await createRequest(t.url, owner, { pincode: place.pincode, address: { addressLine: 'Lodhi Road', ...place } });
    await db.query(`UPDATE "users" SET "pincode" = $2, "district" = $3 WHERE "id" = $1`, [helper.id, place.pincode, place.district]);
    const nearby = async () =>
      ((await gql(helper, '{ openRequestsNearMe { requests { request { id } } } }')).data?.openRequestsNearMe as { requests: { request: { id: string } }[] }).requests.map(
        (entry) => entry.request.id,
      );
    try {
      expect(await nearby()).toContain(far);
      await block(requestId, helper.id);
      expect(await nearby()).not.toContain(far);
    } finally {
      await db.query(`UPDATE "users" SET "pincode" = '411001', "district" = 'Pune' WHERE "id" = $1`, [helper.id]);
    }
    const next = await createRequest(t.url, owner);
    // Same place and group: the first request alerted the helper, the new one does not; others still are.
    expect(await alertedFor(db, requestId)).toContain(helper.id);
    const alerted = await alertedFor(db, next);
    expect(alerted).not.toContain(helper.id);
    expect(alerted).toContain(other.id);
    await unblock(helper.id);
  });

  it('blocks are in the data export of the one who blocked (public name only) and go when either account is deleted', async () => {
    const blocker = await signedInDonor(t.url, db, 'Export blocker');
    const blockedUser = await signedInDonor(t.url, db, 'Export blocked');
    const requestId = await createRequest(t.url, blocker);
    await offerHelp(blockedUser, requestId);
    expect((await block(requestId, blockedUser.id, blocker)).errors).toBeUndefined();

    const exported = await gql(blocker, '{ myData }');
    const document = JSON.parse(exported.data?.myData as string) as { helpBlocks: unknown[] };
    expect(document.helpBlocks).toEqual([{ userName: 'Export blocked', blockedAt: expect.any(String) }]);
    const theirs = JSON.parse((await gql(blockedUser, '{ myData }')).data?.myData as string) as { helpBlocks: unknown[] };
    expect(theirs.helpBlocks).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('Export blocker');

    await request(t.url).post('/api/v1/user/delete-account').set('cookie', blockedUser.cookie).send({ password: 'secret-pass' }).expect(200);
    const rows = (await db.query(`SELECT 1 FROM "request_help_blocks" WHERE "blocker_id" = $1 OR "blocked_id" = $1 OR "blocked_id" = $2`, [blocker.id, blockedUser.id])) as unknown[];
    expect(rows).toEqual([]);
    // The removed helper's row went with them without counting them out twice.
    expect((await viewed(blocker, requestId)).approvedBy).toBe(0);
  });
});
