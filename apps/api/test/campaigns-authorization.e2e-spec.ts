import request from 'supertest';
import { DataSource } from 'typeorm';
import { graphqlOutcome, itAsEachRole } from './setup/authorization-matrix';
import { campaignForm, createCampaign, leafletJpeg, multipartCampaign, setCampaignDate, startAppWithUploads } from './setup/campaigns';
import { CREATE_CAMPAIGN, gqlUpload } from './setup/campaigns-graphql';
import { signedInDonor, type Person } from './setup/people';
import type { TestApp } from './setup/test-app';

type Role = 'anonymous' | 'another user' | 'owner';
const ROLES: Role[] = ['anonymous', 'another user', 'owner'];

interface Scene {
  campaignId: string;
  cookie?: string;
}

/**
 * Every REST route and GraphQL operation of the campaigns slice, called by each role against a
 * fresh campaign. The expectation is the outcome: an HTTP status for REST, a code (or OK) for
 * GraphQL. State-changing calls get their own campaign each, so they do not influence one another.
 */
describe('campaigns: authorization matrix', () => {
  let t: TestApp;
  let people: Record<Exclude<Role, 'anonymous'>, Person>;
  let leaflet: Buffer;
  beforeAll(async () => {
    t = await startAppWithUploads();
    const db = t.app.get(DataSource);
    leaflet = await leafletJpeg();
    people = {
      owner: await signedInDonor(t.url, db, 'Matrix camp owner'),
      'another user': await signedInDonor(t.url, db, 'Matrix camp other'),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  async function scene(role: Role): Promise<Scene> {
    return { campaignId: await createCampaign(t.url, people.owner), cookie: role === 'anonymous' ? undefined : people[role].cookie };
  }

  const withCookie = (call: request.Test, cookie?: string) => (cookie ? call.set('cookie', cookie) : call);
  const api = (path: string) => `/api/v1/campaign/${path}`;

  const REST: { name: string; call: (s: Scene) => request.Test; expect: Record<Role, number> }[] = [
    {
      name: 'POST create-campaign',
      call: (s) => multipartCampaign(withCookie(request(t.url).post(api('create-campaign')), s.cookie), campaignForm(), leaflet),
      expect: { anonymous: 401, 'another user': 201, owner: 201 },
    },
    { name: 'GET campaign-feed', call: (s) => withCookie(request(t.url).get(api('campaign-feed?filter=all')), s.cookie), expect: { anonymous: 200, 'another user': 200, owner: 200 } },
    { name: 'GET get-campaign', call: (s) => withCookie(request(t.url).get(api(`get-campaign/${s.campaignId}`)), s.cookie), expect: { anonymous: 200, 'another user': 200, owner: 200 } },
    { name: 'GET user-campaigns', call: (s) => withCookie(request(t.url).get(api('user-campaigns')), s.cookie), expect: { anonymous: 401, 'another user': 200, owner: 200 } },
    { name: 'GET remove-campaign', call: (s) => withCookie(request(t.url).get(api(`remove-campaign/${s.campaignId}`)), s.cookie), expect: { anonymous: 401, 'another user': 403, owner: 200 } },
    { name: 'POST campaign-report', call: (s) => withCookie(request(t.url).post(api(`campaign-report/${s.campaignId}`)), s.cookie), expect: { anonymous: 401, 'another user': 200, owner: 403 } },
    { name: 'GET campaign-calendar', call: (s) => withCookie(request(t.url).get(api(`campaign-calendar/${s.campaignId}`)), s.cookie), expect: { anonymous: 200, 'another user': 200, owner: 200 } },
    // The caller's own date: none is known for these donors (camp-rsvp.e2e-spec has the 200).
    { name: 'GET /user/next-donation-calendar', call: (s) => withCookie(request(t.url).get('/api/v1/user/next-donation-calendar'), s.cookie), expect: { anonymous: 401, 'another user': 404, owner: 404 } },
  ];

  const gql = (query: string, s: Scene) => withCookie(request(t.url).post('/graphql').send({ query, variables: { id: s.campaignId } }), s.cookie);

  const GRAPHQL: { name: string; call: (s: Scene) => PromiseLike<request.Response>; expect: Record<Role, string> }[] = [
    { name: 'campaignFeed', call: (s) => gql('{ campaignFeed { nodes { id } } }', s), expect: { anonymous: 'OK', 'another user': 'OK', owner: 'OK' } },
    { name: 'campaign', call: (s) => gql('query($id: ID!) { campaign(id: $id) { id owner { userName } } }', s), expect: { anonymous: 'OK', 'another user': 'OK', owner: 'OK' } },
    { name: 'myCampaigns', call: (s) => gql('{ myCampaigns { id } }', s), expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', owner: 'OK' } },
    {
      name: 'createCampaign',
      call: (s) => gqlUpload(t.url, CREATE_CAMPAIGN, { input: campaignForm() }, { variable: 'leaflet', content: leaflet }, s.cookie),
      expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', owner: 'OK' },
    },
    { name: 'removeCampaign', call: (s) => gql('mutation($id: ID!) { removeCampaign(id: $id) }', s), expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'FORBIDDEN', owner: 'OK' } },
    { name: 'reportCampaign', call: (s) => gql('mutation($id: ID!) { reportCampaign(campaignId: $id) }', s), expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', owner: 'FORBIDDEN' } },
    { name: 'rsvpCampaign', call: (s) => gql('mutation($id: ID!) { rsvpCampaign(campaignId: $id, going: true) { goingCount } }', s), expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', owner: 'OK' } },
    {
      name: 'campaign myRsvp and goingCount',
      call: (s) => gql('query($id: ID!) { campaign(id: $id) { goingCount takesRsvps myRsvp { going } } }', s),
      expect: { anonymous: 'OK', 'another user': 'OK', owner: 'OK' },
    },
    {
      // After the camp, having answered "I'll come" before it (the anonymous caller cannot answer).
      name: 'confirmCampDonation (having said "I\'ll come")',
      call: async (s) => {
        if (s.cookie) await gql('mutation($id: ID!) { rsvpCampaign(campaignId: $id, going: true) { goingCount } }', s).expect(200);
        await setCampaignDate(t, s.campaignId, new Date(Date.now() - 86_400_000));
        return gql('mutation($id: ID!) { confirmCampDonation(campaignId: $id) { id } }', s);
      },
      expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'OK', owner: 'OK' },
    },
    {
      name: 'confirmCampDonation (no answer)',
      call: async (s) => {
        await setCampaignDate(t, s.campaignId, new Date(Date.now() - 86_400_000));
        return gql('mutation($id: ID!) { confirmCampDonation(campaignId: $id) { id } }', s);
      },
      expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'CAMP_NOT_GOING', owner: 'CAMP_NOT_GOING' },
    },
    { name: 'campaign myDonation', call: (s) => gql('query($id: ID!) { campaign(id: $id) { myDonation { id } } }', s), expect: { anonymous: 'OK', 'another user': 'OK', owner: 'OK' } },
    { name: 'campaignAttendees', call: (s) => gql('query($id: ID!) { campaignAttendees(campaignId: $id) { userName bloodGroup } }', s), expect: { anonymous: 'UNAUTHENTICATED', 'another user': 'FORBIDDEN', owner: 'OK' } },
  ];

  for (const route of REST) {
    itAsEachRole(`REST ${route.name}`, ROLES, route.expect, async (role) => (await route.call(await scene(role))).status);
  }

  for (const operation of GRAPHQL) {
    itAsEachRole(`GraphQL ${operation.name}`, ROLES, operation.expect, async (role) => graphqlOutcome(await operation.call(await scene(role))));
  }
});
