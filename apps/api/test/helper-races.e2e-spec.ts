import request from 'supertest';
import { DataSource } from 'typeorm';
import { createRequest, signedInDonor } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

/**
 * An owner marks a request fulfilled naming a helper as donor while, from another tab, taking that
 * helper off it (or blocking them). The fulfilment locked the request, then the helper's row; the
 * removal the helper's row, then the request: Postgres broke the deadlock after a second by failing
 * one of them, answered as a server error. They must run one after the other.
 */
describe('fulfilling a request while taking a helper off it', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });
  jest.setTimeout(60_000);

  const gql = (cookie: string, query: string, variables: Record<string, unknown>) => request(t.url).post('/graphql').set('cookie', cookie).send({ query, variables }).expect(200);
  const FULFIL = 'mutation($id: ID!, $donors: [ID!]) { fulfillRequest(id: $id, donorHelperIds: $donors) { id } }';
  const REMOVE = 'mutation($id: ID!, $helper: ID!) { removeHelper(requestId: $id, helperId: $helper) { helperId } }';
  const BLOCK = 'mutation($id: ID!, $helper: ID!) { blockHelper(requestId: $id, helperId: $helper) { helperId } }';
  const UNBLOCK = 'mutation($user: ID!) { unblockHelper(userId: $user) }';

  it('answers both calls, one after the other, for a removal and for a block', async () => {
    const owner = await signedInDonor(t.url, db, 'Owner');
    const helper = await signedInDonor(t.url, db, 'Helper');
    for (let round = 0; round < 12; round++) {
      const requestId = await createRequest(t.url, owner);
      await request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', helper.cookie).expect(200);
      const [fulfilled, taken] = await Promise.all([
        gql(owner.cookie, FULFIL, { id: requestId, donors: [helper.id] }),
        gql(owner.cookie, round % 2 ? BLOCK : REMOVE, { id: requestId, helper: helper.id }),
      ]);
      if (round % 2) await gql(owner.cookie, UNBLOCK, { user: helper.id });
      const codes = [fulfilled, taken].map((res) => (res.body.errors?.[0]?.extensions?.code as string | undefined) ?? 'OK');
      // The removal may come first: the fulfilment then refuses the helper as a donor (VALIDATION_FAILED).
      expect({ round, codes: codes.filter((code) => code !== 'OK' && code !== 'VALIDATION_FAILED') }).toEqual({ round, codes: [] });
    }
  });
});
