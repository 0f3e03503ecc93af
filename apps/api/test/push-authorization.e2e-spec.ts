import request from 'supertest';
import { DataSource } from 'typeorm';
import { graphqlOutcome } from './setup/authorization-matrix';
import { TestDevice } from './setup/push-service';
import { createRequest, deliveredFor, signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

type Role = 'anonymous' | 'another user' | 'owner';
const ROLES: Role[] = ['anonymous', 'another user', 'owner'];

/**
 * Every REST route and GraphQL operation of Web Push and the alert settings, called by each role.
 * "owner" is the user whose device or settings the call names; "another user" calls with the
 * owner's device endpoint, and must change nothing of the owner's. The expectation is an HTTP
 * status for REST, a code (or OK) for GraphQL; after each call the owner's rows are checked.
 */
describe('push and alert settings: authorization matrix', () => {
  let t: TestApp;
  let db: DataSource;
  let people: Record<Exclude<Role, 'anonymous'>, Person>;
  const cookie = (role: Role) => (role === 'anonymous' ? undefined : people[role].cookie);

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    people = {
      owner: await signedInDonor(t.url, db, 'Push matrix owner', { bloodGroup: 'A+' }),
      'another user': await signedInDonor(t.url, db, 'Push matrix other', { bloodGroup: 'A+' }),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  const gql = (query: string, variables: Record<string, unknown>, c?: string) => {
    const call = request(t.url).post('/graphql').set('content-type', 'application/json').send({ query, variables });
    return c ? call.set('cookie', c) : call;
  };
  const outcome = graphqlOutcome;

  /** The owner's subscription on a fresh device; each row starts from one. */
  async function ownerDevice(): Promise<TestDevice> {
    const device = new TestDevice(`https://push.example.test/send/${Math.random().toString(36).slice(2)}`);
    await request(t.url).post('/api/v1/push/subscribe').set('cookie', people.owner.cookie).send(device.subscription()).expect(200);
    return device;
  }
  async function holder(device: TestDevice): Promise<string | null> {
    const rows = (await db.query(`SELECT "user_id" AS "userId" FROM "push_subscriptions" WHERE "endpoint" = $1`, [device.endpoint])) as { userId: string }[];
    return rows[0]?.userId ?? null;
  }
  async function settings(person: Person): Promise<{ language: string; emailAlerts: boolean; alertRadiusKm: number | null }> {
    const rows = (await db.query(`SELECT "language", "email_alerts" AS "emailAlerts", "alert_radius_km" AS "alertRadiusKm" FROM "users" WHERE "id" = $1`, [person.id])) as {
      language: string;
      emailAlerts: boolean;
      alertRadiusKm: number | null;
    }[];
    return rows[0];
  }
  async function resetSettings(): Promise<void> {
    await db.query(`UPDATE "users" SET "language" = 'en', "email_alerts" = true, "alert_radius_km" = NULL WHERE "id" = ANY($1::uuid[])`, [[people.owner.id, people['another user'].id]]);
  }

  it('the public key: anyone, on REST and GraphQL', async () => {
    for (const role of ROLES) {
      const rest = request(t.url).get('/api/v1/push/public-key');
      const c = cookie(role);
      const res = await (c ? rest.set('cookie', c) : rest);
      expect({ role, status: res.status }).toEqual({ role, status: 200 });
      expect(outcome(await gql('{ pushPublicKey }', {}, c))).toBe('OK');
    }
  });

  const SUBSCRIBE: Record<Role, { status: number; code: string }> = {
    anonymous: { status: 401, code: 'UNAUTHENTICATED' },
    'another user': { status: 200, code: 'OK' },
    owner: { status: 200, code: 'OK' },
  };

  it(`subscribe (POST /push/subscribe, registerPushSubscription): ${ROLES.map((r) => `${r} ${SUBSCRIBE[r].status}/${SUBSCRIBE[r].code}`).join(', ')}; a device signed in as another user moves to them`, async () => {
    for (const role of ROLES) {
      for (const via of ['REST', 'GraphQL'] as const) {
        const device = new TestDevice(`https://push.example.test/send/${role.replace(' ', '-')}-${via}-${Math.random().toString(36).slice(2)}`);
        const c = cookie(role);
        if (via === 'REST') {
          const call = request(t.url).post('/api/v1/push/subscribe').send(device.subscription());
          expect({ role, via, status: (await (c ? call.set('cookie', c) : call)).status }).toEqual({ role, via, status: SUBSCRIBE[role].status });
        } else {
          const res = await gql('mutation($input: PushSubscriptionInput!) { registerPushSubscription(input: $input) }', { input: device.subscription() }, c);
          expect({ role, via, code: outcome(res) }).toEqual({ role, via, code: SUBSCRIBE[role].code });
        }
        expect(await holder(device)).toBe(role === 'anonymous' ? null : people[role].id);
      }
    }
    // The same browser, now signed in as another user (RFC 8030 endpoints name a browser profile,
    // not a person): pushes follow whoever is signed in there, never both.
    const shared = await ownerDevice();
    await request(t.url).post('/api/v1/push/subscribe').set('cookie', people['another user'].cookie).send(shared.subscription()).expect(200);
    expect(await holder(shared)).toBe(people['another user'].id);
  });

  it('unsubscribe (POST /push/unsubscribe, unregisterPushSubscription): anonymous 401/UNAUTHENTICATED; another user 200/OK and the owner keeps the device; owner 200/OK and it is gone', async () => {
    const expected: Record<Role, { status: number; code: string; kept: boolean }> = {
      anonymous: { status: 401, code: 'UNAUTHENTICATED', kept: true },
      'another user': { status: 200, code: 'OK', kept: true },
      owner: { status: 200, code: 'OK', kept: false },
    };
    for (const role of ROLES) {
      for (const via of ['REST', 'GraphQL'] as const) {
        const device = await ownerDevice();
        const c = cookie(role);
        if (via === 'REST') {
          const call = request(t.url).post('/api/v1/push/unsubscribe').send({ endpoint: device.endpoint });
          expect({ role, via, status: (await (c ? call.set('cookie', c) : call)).status }).toEqual({ role, via, status: expected[role].status });
        } else {
          const res = await gql('mutation($endpoint: String!) { unregisterPushSubscription(endpoint: $endpoint) }', { endpoint: device.endpoint }, c);
          expect({ role, via, code: outcome(res) }).toEqual({ role, via, code: expected[role].code });
        }
        expect({ role, via, owner: await holder(device) }).toEqual({ role, via, owner: expected[role].kept ? people.owner.id : null });
      }
    }
  });

  const SETTINGS = [
    {
      name: 'language',
      rest: { path: '/api/v1/user/update-language', body: { language: 'hi' } },
      graphql: { query: 'mutation($input: SetLanguageInput!) { setLanguage(input: $input) { id } }', variables: { input: { language: 'hi' } } },
      changed: (s: { language: string }) => s.language === 'hi',
    },
    {
      name: 'alert preferences',
      rest: { path: '/api/v1/user/update-alert-preferences', body: { emailAlerts: false, alertRadiusKm: 5 } },
      graphql: {
        query: 'mutation($input: UpdateAlertPreferencesInput!) { updateAlertPreferences(input: $input) { id } }',
        variables: { input: { emailAlerts: false, alertRadiusKm: 5 } },
      },
      changed: (s: { emailAlerts: boolean; alertRadiusKm: number | null }) => !s.emailAlerts && s.alertRadiusKm === 5,
    },
  ];

  for (const setting of SETTINGS) {
    it(`${setting.name} (PATCH ${setting.rest.path}, GraphQL): anonymous 401/UNAUTHENTICATED and nothing changes; a signed-in user changes their own and nobody else's`, async () => {
      for (const role of ROLES) {
        for (const via of ['REST', 'GraphQL'] as const) {
          await resetSettings();
          const c = cookie(role);
          if (via === 'REST') {
            const call = request(t.url).patch(setting.rest.path).send(setting.rest.body);
            expect({ role, via, status: (await (c ? call.set('cookie', c) : call)).status }).toEqual({ role, via, status: role === 'anonymous' ? 401 : 200 });
          } else {
            const res = await gql(setting.graphql.query, setting.graphql.variables, c);
            expect({ role, via, code: outcome(res) }).toEqual({ role, via, code: role === 'anonymous' ? 'UNAUTHENTICATED' : 'OK' });
          }
          const changed = { owner: setting.changed(await settings(people.owner)), other: setting.changed(await settings(people['another user'])) };
          expect({ role, via, changed }).toEqual({ role, via, changed: { owner: role === 'owner', other: role === 'another user' } });
        }
      }
    });
  }

  it("Notification.requestState: only in the reader's own notifications, and it is the reader's state (OPEN, HELPED) or the request's (FULFILLED)", async () => {
    await resetSettings();
    const requester = await signedInDonor(t.url, db, 'Push matrix requester', { bloodGroup: 'O+' });
    const requestId = await createRequest(t.url, requester, { bloodGroup: 'A+' });
    await deliveredFor(db, 'requests.created', requestId);
    const STATES = '{ notifications(first: 50) { nodes { kind params { requestId } requestState } } }';
    const stateFor = async (person: Person) => {
      const res = await gql(STATES, {}, person.cookie);
      expect(res.body.errors).toBeUndefined();
      const nodes = res.body.data.notifications.nodes as { kind: string; params: { requestId: string | null }; requestState: string | null }[];
      return nodes.find((n) => n.kind === 'request-alert' && n.params.requestId === requestId)?.requestState ?? 'no alert';
    };
    expect(outcome(await gql(STATES, {}))).toBe('UNAUTHENTICATED');
    expect({ owner: await stateFor(people.owner), other: await stateFor(people['another user']) }).toEqual({ owner: 'OPEN', other: 'OPEN' });
    // One donor helps: that reader sees HELPED, the other still OPEN.
    await request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', people.owner.cookie).expect(200);
    expect({ owner: await stateFor(people.owner), other: await stateFor(people['another user']) }).toEqual({ owner: 'HELPED', other: 'OPEN' });
    await request(t.url).get(`/api/v1/request/fulfill-request/${requestId}`).set('cookie', requester.cookie).expect(200);
    expect({ owner: await stateFor(people.owner), other: await stateFor(people['another user']) }).toEqual({ owner: 'FULFILLED', other: 'FULFILLED' });
  });
});
