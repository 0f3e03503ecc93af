import { todayInIndia } from '@redhope/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { graphqlOutcome, itAsEachRole } from './setup/authorization-matrix';
import { createRequest, signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

type Role = 'anonymous' | 'another user' | 'helper' | 'owner';
const ROLES: Role[] = ['anonymous', 'another user', 'helper', 'owner'];

interface Scene {
  /** A fulfilled request of the owner's, with one helper (not yet named as donor). */
  fulfilledId: string;
  /** An active request of the owner's, with the same helper. */
  activeId: string;
  /** A donation in the owner's own record. */
  donationId: string;
}

/**
 * Every GraphQL operation of the donor's record and of naming donors, called by each role. The
 * "owner" owns the requests and the donation; the helper helped on both requests. State-changing
 * calls get a fresh scene each.
 */
describe('donations: authorization matrix', () => {
  let t: TestApp;
  let db: DataSource;
  let people: Record<Exclude<Role, 'anonymous'>, Person>;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    people = {
      owner: await signedInDonor(t.url, db, 'Record owner'),
      helper: await signedInDonor(t.url, db, 'Record helper'),
      'another user': await signedInDonor(t.url, db, 'Record other'),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const gql = (query: string, variables: Record<string, unknown>, cookie?: string) => {
    const call = request(t.url).post('/graphql').send({ query, variables });
    return cookie ? call.set('cookie', cookie) : call;
  };

  async function scene(): Promise<Scene> {
    const helped = async () => {
      const id = await createRequest(t.url, people.owner);
      await request(t.url).post(`/api/v1/request/create-help/${id}`).set('cookie', people.helper.cookie).expect(200);
      return id;
    };
    const fulfilledId = await helped();
    await request(t.url).get(`/api/v1/request/fulfill-request/${fulfilledId}`).set('cookie', people.owner.cookie).expect(200);
    const activeId = await helped();
    const added = await gql(
      `mutation($input: AddDonationInput!) { addDonation(input: $input) { donations { id } } }`,
      { input: { donatedOn: todayInIndia(), component: 'WHOLE_BLOOD', place: 'Blood centre', venue: 'BLOOD_CENTRE' } },
      people.owner.cookie,
    ).expect(200);
    return { fulfilledId, activeId, donationId: added.body.data.addDonation.donations[0].id };
  }

  const OPERATIONS: { name: string; query: string; variables: (s: Scene) => Record<string, unknown>; expect: Record<Role, string> }[] = [
    { name: 'myDonations', query: '{ myDonations { total } }', variables: () => ({}), expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', helper: 'OK', owner: 'OK' } },
    {
      name: 'addDonation',
      query: 'mutation($input: AddDonationInput!) { addDonation(input: $input) { total } }',
      variables: () => ({ input: { donatedOn: todayInIndia(), component: 'PLATELETS', place: 'A camp', venue: 'CAMP' } }),
      expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', helper: 'OK', owner: 'OK' },
    },
    {
      name: 'removeDonation (the owner of the donation)',
      query: 'mutation($id: ID!) { removeDonation(id: $id) { total } }',
      variables: (s) => ({ id: s.donationId }),
      expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'NOT_FOUND', helper: 'NOT_FOUND', owner: 'OK' },
    },
    {
      name: 'fulfillRequest naming the helper',
      query: 'mutation($id: ID!, $donors: [ID!]) { fulfillRequest(id: $id, donorHelperIds: $donors) { id } }',
      variables: (s) => ({ id: s.activeId, donors: [people.helper.id] }),
      expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'FORBIDDEN', helper: 'FORBIDDEN', owner: 'OK' },
    },
    {
      name: 'confirmDonors on a fulfilled request',
      query: 'mutation($id: ID!, $donors: [ID!]!) { confirmDonors(requestId: $id, donorHelperIds: $donors) { id } }',
      variables: (s) => ({ id: s.fulfilledId, donors: [people.helper.id] }),
      // A closed request is not public: to anyone but its owner it does not exist.
      expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'NOT_FOUND', helper: 'NOT_FOUND', owner: 'OK' },
    },
    {
      name: 'confirmDonors on an active request',
      query: 'mutation($id: ID!, $donors: [ID!]!) { confirmDonors(requestId: $id, donorHelperIds: $donors) { id } }',
      variables: (s) => ({ id: s.activeId, donors: [people.helper.id] }),
      expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'FORBIDDEN', helper: 'FORBIDDEN', owner: 'CONFLICT' },
    },
  ];

  for (const operation of OPERATIONS) {
    itAsEachRole(`GraphQL ${operation.name}`, ROLES, operation.expect, async (role) => {
      const s = await scene();
      return graphqlOutcome(await gql(operation.query, operation.variables(s), role === 'anonymous' ? undefined : people[role].cookie));
    });
  }

  it("myDonations lists only the caller's own donations", async () => {
    const s = await scene();
    for (const role of ['another user', 'helper'] as const) {
      const res = await gql('{ myDonations { donations { id } } }', {}, people[role].cookie).expect(200);
      expect(res.body.data.myDonations.donations.map((d: { id: string }) => d.id)).not.toContain(s.donationId);
    }
  });
});
