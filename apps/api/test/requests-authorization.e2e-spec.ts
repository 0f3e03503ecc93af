import request from 'supertest';
import { DataSource } from 'typeorm';
import { RequestsService } from '../src/modules/requests';
import { graphqlOutcome, itAsEachRole } from './setup/authorization-matrix';
import { wsClient } from './setup/helpers';
import { createRequest, requestForm, signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

type Role = 'anonymous' | 'another user' | 'helper' | 'owner';
const ROLES: Role[] = ['anonymous', 'another user', 'helper', 'owner'];

interface Scene {
  requestId: string;
  cookie: (role: Role) => string | undefined;
}

/**
 * Every REST route and GraphQL operation of the requests slice, called by each role against a
 * fresh request that has one helper. The expectation is the outcome: an HTTP status for REST, a
 * code (or OK) for GraphQL. State-changing calls get their own request each, so they do not
 * influence one another.
 */
describe('requests: authorization matrix', () => {
  let t: TestApp;
  let db: DataSource;
  let people: Record<Exclude<Role, 'anonymous'>, Person>;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    people = {
      owner: await signedInDonor(t.url, db, 'Matrix owner'),
      helper: await signedInDonor(t.url, db, 'Matrix helper'),
      'another user': await signedInDonor(t.url, db, 'Matrix other'),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  async function scene(): Promise<Scene> {
    // A blockHelper row of the matrix leaves the helper blocked: each scene starts without blocks.
    await db.query(`DELETE FROM "request_help_blocks" WHERE "blocker_id" = $1`, [people.owner.id]);
    const requestId = await createRequest(t.url, people.owner);
    await request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', people.helper.cookie).expect(200);
    return { requestId, cookie: (role) => (role === 'anonymous' ? undefined : people[role].cookie) };
  }

  const rest = (method: 'get' | 'post', path: string, cookie?: string) => {
    const call = request(t.url)[method](`/api/v1/request/${path}`);
    return cookie ? call.set('cookie', cookie) : call;
  };

  const REST: { name: string; call: (s: Scene, cookie?: string) => Promise<request.Response>; expect: Record<Role, number> }[] = [
    { name: 'GET get-request', call: (s, c) => rest('get', `get-request?requestId=${s.requestId}`, c), expect: { anonymous: 200, 'another user': 200, helper: 200, owner: 200 } },
    { name: 'GET user-requests', call: (_s, c) => rest('get', 'user-requests', c), expect: { anonymous: 401, 'another user': 200, helper: 200, owner: 200 } },
    { name: 'GET helper-list', call: (s, c) => rest('get', `helper-list/${s.requestId}`, c), expect: { anonymous: 401, 'another user': 403, helper: 403, owner: 200 } },
    { name: 'GET fulfill-request', call: (s, c) => rest('get', `fulfill-request/${s.requestId}`, c), expect: { anonymous: 401, 'another user': 403, helper: 403, owner: 200 } },
    { name: 'GET deactive-request', call: (s, c) => rest('get', `deactive-request/${s.requestId}`, c), expect: { anonymous: 401, 'another user': 403, helper: 403, owner: 200 } },
    { name: 'POST create-help', call: (s, c) => rest('post', `create-help/${s.requestId}`, c), expect: { anonymous: 401, 'another user': 200, helper: 402, owner: 403 } },
    { name: 'POST request-report', call: (s, c) => rest('post', `request-report/${s.requestId}`, c), expect: { anonymous: 401, 'another user': 200, helper: 200, owner: 403 } },
    {
      name: 'POST create-request',
      call: (_s, c) => {
        const call = request(t.url).post('/api/v1/request/create-request').send(requestForm());
        return c ? call.set('cookie', c) : call;
      },
      expect: { anonymous: 401, 'another user': 201, helper: 201, owner: 201 },
    },
  ];

  const gql = (query: string, s: Scene, cookie?: string) => {
    const call = request(t.url).post('/graphql').send({ query, variables: { id: s.requestId, helperId: people.helper.id, input: requestForm() } });
    return cookie ? call.set('cookie', cookie) : call;
  };

  const GRAPHQL: { name: string; query: string; expect: Record<Role, string> }[] = [
    { name: 'bloodRequest', query: 'query($id: ID!) { bloodRequest(id: $id) { id } }', expect: { anonymous: 'OK', 'another user': 'OK', helper: 'OK', owner: 'OK' } },
    { name: 'myRequests', query: '{ myRequests { id } }', expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', helper: 'OK', owner: 'OK' } },
    { name: 'openRequestsNearMe', query: '{ openRequestsNearMe { emptyReason } }', expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', helper: 'OK', owner: 'OK' } },
    {
      name: 'requestHelpers',
      query: 'query($id: ID!) { requestHelpers(requestId: $id) { helperContactInfo { phoneNo } } }',
      expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'FORBIDDEN', helper: 'FORBIDDEN', owner: 'OK' },
    },
    {
      name: 'createBloodRequest',
      query: 'mutation($input: CreateBloodRequestInput!) { createBloodRequest(input: $input) { id } }',
      expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', helper: 'OK', owner: 'OK' },
    },
    { name: 'fulfillRequest', query: 'mutation($id: ID!) { fulfillRequest(id: $id) { id } }', expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'FORBIDDEN', helper: 'FORBIDDEN', owner: 'OK' } },
    { name: 'cancelRequest', query: 'mutation($id: ID!) { cancelRequest(id: $id) { id } }', expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'FORBIDDEN', helper: 'FORBIDDEN', owner: 'OK' } },
    { name: 'offerHelp', query: 'mutation($id: ID!) { offerHelp(requestId: $id) { id } }', expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', helper: 'ALREADY_HELPED', owner: 'FORBIDDEN' } },
    { name: 'reportRequest', query: 'mutation($id: ID!) { reportRequest(requestId: $id) }', expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', helper: 'OK', owner: 'FORBIDDEN' } },
    {
      name: 'reportHelper',
      query: 'mutation($id: ID!, $helperId: ID!) { reportHelper(requestId: $id, helperId: $helperId, reason: OTHER) }',
      expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'FORBIDDEN', helper: 'FORBIDDEN', owner: 'OK' },
    },
    {
      name: 'removeHelper',
      query: 'mutation($id: ID!, $helperId: ID!) { removeHelper(requestId: $id, helperId: $helperId) { removed } }',
      expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'FORBIDDEN', helper: 'FORBIDDEN', owner: 'OK' },
    },
    {
      name: 'blockHelper',
      query: 'mutation($id: ID!, $helperId: ID!) { blockHelper(requestId: $id, helperId: $helperId) { blocked } }',
      expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'FORBIDDEN', helper: 'FORBIDDEN', owner: 'OK' },
    },
    // Anyone signed in may lift their own blocks; it never touches another requester's (checked below).
    { name: 'unblockHelper', query: 'mutation($helperId: ID!) { unblockHelper(userId: $helperId) }', expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', helper: 'OK', owner: 'OK' } },
    { name: 'myBlockedHelpers', query: '{ myBlockedHelpers { user { id } } }', expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', helper: 'OK', owner: 'OK' } },
  ];

  for (const route of REST) {
    itAsEachRole(`REST ${route.name}`, ROLES, route.expect, async (role) => {
      const s = await scene();
      return (await route.call(s, s.cookie(role))).status;
    });
  }

  for (const operation of GRAPHQL) {
    itAsEachRole(`GraphQL ${operation.name}`, ROLES, operation.expect, async (role) => {
      const s = await scene();
      return graphqlOutcome(await gql(operation.query, s, s.cookie(role)));
    });
  }

  it("removing and blocking leave the request's helpers alone when anyone but its owner tries; unblocking and the block list are one's own", async () => {
    const s = await scene();
    const helperId = people.helper.id;
    for (const role of ['another user', 'helper'] as const) {
      for (const mutation of ['removeHelper', 'blockHelper']) {
        await gql(`mutation($id: ID!, $helperId: ID!) { ${mutation}(requestId: $id, helperId: $helperId) { removed } }`, s, people[role].cookie);
      }
    }
    const [row] = (await db.query(`SELECT "removed_at" FROM "request_helpers" WHERE "request_id" = $1 AND "helper_id" = $2`, [s.requestId, helperId])) as { removed_at: Date | null }[];
    expect(row.removed_at).toBeNull();
    expect(await db.query(`SELECT 1 FROM "request_help_blocks" WHERE "blocked_id" = $1`, [helperId])).toEqual([]);

    await gql('mutation($id: ID!, $helperId: ID!) { blockHelper(requestId: $id, helperId: $helperId) { blocked } }', s, people.owner.cookie).expect(200);
    const others = await gql('{ myBlockedHelpers { user { id } } }', s, people['another user'].cookie);
    expect(others.body.data.myBlockedHelpers).toEqual([]);
    await gql('mutation($helperId: ID!) { unblockHelper(userId: $helperId) }', s, people['another user'].cookie).expect(200);
    const owners = await gql('{ myBlockedHelpers { user { id } } }', s, people.owner.cookie);
    expect(owners.body.data.myBlockedHelpers).toEqual([{ user: { id: helperId } }]);
    await gql('mutation($helperId: ID!) { unblockHelper(userId: $helperId) }', s, people.owner.cookie).expect(200);
    expect(await db.query(`SELECT 1 FROM "request_help_blocks" WHERE "blocked_id" = $1`, [helperId])).toEqual([]);
  });

  it('subscription requestCounts: no socket for anonymous; others only for a request they may see', async () => {
    const s = await scene();
    const anonymous = wsClient(t.url);
    expect(await anonymous.closed).toBe(4403);
    const closed = await scene();
    await rest('get', `deactive-request/${closed.requestId}`, people.owner.cookie).expect(200);
    const outcomes: Record<string, string> = {};
    for (const role of ['another user', 'helper', 'owner'] as const) {
      for (const [label, id] of [['active', s.requestId], ['inactive', closed.requestId]] as const) {
        const { client } = wsClient(t.url, people[role].cookie);
        let settled = false;
        const outcome = new Promise<string>((resolve) => {
          client.subscribe(
            { query: 'subscription($id: ID!) { requestCounts(requestId: $id) { approvedBy } }', variables: { id } },
            {
              next: (result) => resolve(result.errors ? String(result.errors[0].extensions?.code) : 'event'),
              error: (error) => resolve(Array.isArray(error) ? String(error[0].extensions?.code) : 'error'),
              complete: () => resolve('complete'),
            },
          );
        }).finally(() => (settled = true));
        // A refused subscription errors at once; an accepted one receives the next update, which
        // is published until it arrives (the server registers a subscription asynchronously).
        const counts = t.app.get(RequestsService);
        while (!settled) {
          await counts.publishCounts({ id, reachedTo: 0, approvedBy: 1 } as never);
          await Promise.race([outcome, new Promise((resolve) => setTimeout(resolve, 25))]);
        }
        outcomes[`${role} ${label}`] = await outcome;
        await client.dispose();
      }
    }
    expect(outcomes).toEqual({
      'another user active': 'event',
      'another user inactive': 'NOT_FOUND',
      'helper active': 'event',
      'helper inactive': 'NOT_FOUND',
      'owner active': 'event',
      'owner inactive': 'event',
    });
  });
});
