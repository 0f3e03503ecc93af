import request from 'supertest';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../src/modules/notifications';
import { PUSH_QUEUE, PushService, requestTopic, type PushPayload } from '../src/modules/push';
import { alertedFor, createRequest, deliveredFor, signedInDonor, type Person } from './setup/people';
import { PASSWORD, cookieHeader, eventually, signUpAndLogIn } from './setup/helpers';
import { TestPushService, type ReceivedPush, type TestDevice } from './setup/push-service';
import { PRODUCTION, startTestApp, type TestApp } from './setup/test-app';
import { ownDatabase } from './setup/own-database';
import { runMigrations } from '../src/database/migrate';

const REGISTER = 'mutation Register($input: PushSubscriptionInput!) { registerPushSubscription(input: $input) }';
const UNREGISTER = 'mutation Unregister($endpoint: String!) { unregisterPushSubscription(endpoint: $endpoint) }';
const SET_LANGUAGE = 'mutation SetLanguage($language: String!) { setLanguage(input: { language: $language }) { language } }';

/** Contact details of everyone in this suite: none may appear in any payload. */
const OWNER_PHONE = '+919812345678';
const DONOR_PHONE = '+919898989898';
const REQUEST_PHONE = '+91 98220 12345';
const REQUEST_EMAIL = 'ravi.family@example.com';

describe('Web Push against a push service speaking RFC 8030, 8291 and 8292', () => {
  // A database of its own: every app runs the push worker, and on the shared database another
  // suite's app could take this suite's pushes and their retries (with its own retry delay).
  const own = ownDatabase('push');
  beforeAll(() => runMigrations(own.config, own.url));

  let t: TestApp;
  let db: DataSource;
  let service: TestPushService;
  const emails: string[] = [];

  const gql = (person: Person | null, query: string, variables: Record<string, unknown> = {}) => {
    const call = request(t.url).post('/graphql').set('content-type', 'application/json');
    if (person) call.set('cookie', person.cookie);
    return call.send({ query, variables });
  };

  async function subscribe(person: Person, device: TestDevice): Promise<void> {
    const res = await gql(person, REGISTER, { input: device.subscription() });
    expect(res.body).toEqual({ data: { registerPushSubscription: true } });
  }

  function opened(device: TestDevice, push: ReceivedPush): PushPayload {
    expect(push.vapidError).toBeNull();
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const text = device.decrypt(push.body);
    decrypted.push(text);
    return JSON.parse(text) as PushPayload;
  }

  /** The TTL the app should give a push about a request needed by `date` (end of that day in India), give or take the trip. */
  function expectTtlUntil(push: ReceivedPush, date: string): void {
    const expected = (Date.parse(`${date}T23:59:59+05:30`) - push.at) / 1000;
    expect(Number(push.headers.ttl)).toBeGreaterThan(expected - 120);
    expect(Number(push.headers.ttl)).toBeLessThanOrEqual(expected + 1);
  }

  beforeAll(async () => {
    service = await TestPushService.start();
    t = await startTestApp({ DATABASE_URL: own.url, PUSH_RETRY_DELAY_SECONDS: '1' });
    db = t.app.get(DataSource);
    const rest = await request(t.url).get('/api/v1/push/public-key').expect(200);
    const viaGraphql = await gql(null, '{ pushPublicKey }');
    expect(viaGraphql.body.data.pushPublicKey).toBe(rest.body.data.publicKey);
    expect(Buffer.from(rest.body.data.publicKey as string, 'base64url')).toHaveLength(65);
    service.expectedKey = rest.body.data.publicKey as string;
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
  });

  afterEach(() => {
    // Every push this suite caused was signed for this service by the app's key, and carries no contact detail.
    for (const push of service.all()) expect(push.vapidError).toBeNull();
  });

  it('pushes the alert (high urgency, TTL to the required date, Topic per request), help offered, and the fulfil replacement, in each one\'s language', async () => {
    const owner = await signedInDonor(t.url, db, 'Push owner', { bloodGroup: 'B+', phoneNo: OWNER_PHONE });
    const helper = await signedInDonor(t.url, db, 'Push helper', { bloodGroup: 'O-', pincode: '411004', phoneNo: DONOR_PHONE });
    const hindi = await signedInDonor(t.url, db, 'Push hindi', { bloodGroup: 'O+', pincode: '411004', phoneNo: DONOR_PHONE });
    emails.push(owner.email, helper.email, hindi.email);
    const [ownerPhone, helperPhone, hindiPhone] = [service.device('owner'), service.device('helper'), service.device('hindi')];
    // The owner subscribes through REST, the donors through GraphQL.
    await request(t.url).post('/api/v1/push/subscribe').set('cookie', owner.cookie).send(ownerPhone.subscription()).expect(200);
    await subscribe(helper, helperPhone);
    await subscribe(hindi, hindiPhone);
    expect((await gql(hindi, SET_LANGUAGE, { language: 'hi' })).body).toEqual({ data: { setLanguage: { language: 'hi' } } });

    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const requestId = await createRequest(t.url, owner, { bloodGroup: 'B+', component: 'RED_CELLS', units: 2, hospitalName: 'Ruby Hall Clinic', date });
    const topic = requestTopic(requestId);
    expect(topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await alertedFor(db, requestId)).toEqual(expect.arrayContaining([helper.id, hindi.id]));

    const [alertPush] = await service.waitFor(helperPhone, 1);
    expect(alertPush.headers.urgency).toBe('high');
    expect(alertPush.headers.topic).toBe(topic);
    expectTtlUntil(alertPush, date);
    const alert = opened(helperPhone, alertPush);
    expect(alert).toEqual({
      kind: 'request-alert',
      title: 'Urgent blood donation required',
      body: expect.stringMatching(/^Ravi Kumar needs 2 units of B\+ red cells (about \d+ km|less than 1 km) from you, at Ruby Hall Clinic, in Pune, by \d\d\/\d\d\/\d{4}\.$/),
      url: `/request/${requestId}`,
      tag: topic,
      unread: 1,
      helpUrl: `/request/${requestId}?help=1`,
      actions: [{ action: 'help', title: 'I can help' }],
      lang: 'en',
    });
    const [hindiAlertPush] = await service.waitFor(hindiPhone, 1);
    const hindiAlert = opened(hindiPhone, hindiAlertPush);
    expect(hindiAlert).toMatchObject({ kind: 'request-alert', title: 'तुरंत रक्तदान की ज़रूरत', tag: topic, actions: [{ action: 'help', title: 'मदद के लिए तैयार हूँ' }], lang: 'hi' });
    expect(hindiAlert.body).toContain('B+ लाल रक्त कोशिकाओं की 2 यूनिट');
    expect(hindiAlert.body).toContain('Ruby Hall Clinic');

    // Help offered: to the owner, normal urgency, a day to live, the helper's name and never their contact.
    await request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', helper.cookie).expect(200);
    const [helpPush] = await service.waitFor(ownerPhone, 1);
    expect(helpPush.headers).toMatchObject({ urgency: 'normal', topic, ttl: '86400' });
    expect(opened(ownerPhone, helpPush)).toEqual({
      kind: 'help-offered',
      title: 'Someone offered help',
      body: 'Push helper offered to help Ravi Kumar. Their contact details are on your request.',
      url: `/request/${requestId}`,
      tag: topic,
      unread: 1,
      lang: 'en',
    });

    // Fulfilled: the helper is thanked, the other alerted donor is told it is no longer needed;
    // both under the alert's Topic, so either replaces the alert still on the device.
    await request(t.url).get(`/api/v1/request/fulfill-request/${requestId}`).set('cookie', owner.cookie).expect(200);
    const [, thanksPush] = await service.waitFor(helperPhone, 2);
    expect(thanksPush.headers).toMatchObject({ topic, urgency: 'normal' });
    expect(opened(helperPhone, thanksPush)).toMatchObject({ kind: 'request-fulfilled', title: 'Request fulfilled', tag: topic, url: `/request/${requestId}` });
    const [, closedPush] = await service.waitFor(hindiPhone, 2);
    expect(closedPush.headers).toMatchObject({ topic, urgency: 'normal' });
    expectTtlUntil(closedPush, date);
    expect(opened(hindiPhone, closedPush)).toEqual({
      kind: 'request-closed',
      title: 'अब ज़रूरत नहीं',
      body: 'Pune में B+ लाल रक्त कोशिकाओं की 2 यूनिट का अनुरोध पूरा हो गया है। मदद के लिए तैयार रहने के लिए धन्यवाद।',
      url: `/request/${requestId}`,
      tag: topic,
      unread: 1,
      lang: 'hi',
    });
    await deliveredFor(db, 'requests.fulfilled', requestId);

    // The subscriptions record their successes.
    const rows = (await db.query(`SELECT "last_success_at" IS NOT NULL AS "ok", "consecutive_failures" AS "failures" FROM "push_subscriptions" WHERE "endpoint" = $1`, [helperPhone.endpoint])) as {
      ok: boolean;
      failures: number;
    }[];
    expect(rows).toEqual([{ ok: true, failures: 0 }]);
  });

  it('tells the alerted donors when a request is cancelled (a cancel event, recorded with the change)', async () => {
    const owner = await signedInDonor(t.url, db, 'Cancel owner', { bloodGroup: 'A+', phoneNo: OWNER_PHONE });
    const donor = await signedInDonor(t.url, db, 'Cancel donor', { bloodGroup: 'A-', pincode: '411004', phoneNo: DONOR_PHONE });
    emails.push(owner.email, donor.email);
    const phone = service.device('cancel');
    await subscribe(donor, phone);
    const requestId = await createRequest(t.url, owner, { bloodGroup: 'A+' });
    expect(await alertedFor(db, requestId)).toContain(donor.id);
    await service.waitFor(phone, 1);
    await request(t.url).get(`/api/v1/request/deactive-request/${requestId}`).set('cookie', owner.cookie).expect(200);
    const [, closed] = await service.waitFor(phone, 2);
    expect(closed.headers.topic).toBe(requestTopic(requestId));
    expect(opened(phone, closed)).toMatchObject({
      kind: 'request-closed',
      title: 'No longer needed',
      body: 'The request for 1 unit of A+ red cells in Pune was closed. Thank you for being ready to help.',
    });
  });

  it('tells a helper the alert did not reach (they found the request themselves) that a cancelled request is no longer needed', async () => {
    const owner = await signedInDonor(t.url, db, 'Cancel owner 2', { bloodGroup: 'A+', phoneNo: OWNER_PHONE });
    // AB+ gives red cells to AB+ only: not alerted for an A+ request, but free to offer help.
    const helper = await signedInDonor(t.url, db, 'Unalerted helper', { bloodGroup: 'AB+', pincode: '411004', phoneNo: DONOR_PHONE });
    emails.push(owner.email, helper.email);
    const phone = service.device('unalerted-helper');
    await subscribe(helper, phone);
    const requestId = await createRequest(t.url, owner, { bloodGroup: 'A+' });
    expect(await alertedFor(db, requestId)).not.toContain(helper.id);
    await request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', helper.cookie).expect(200);
    await request(t.url).get(`/api/v1/request/deactive-request/${requestId}`).set('cookie', owner.cookie).expect(200);
    await deliveredFor(db, 'requests.cancelled', requestId);
    await deliveredPushes(db, helper);
    const pushes = service.pushesTo(phone);
    expect(pushes).toHaveLength(1);
    expect(pushes[0].headers.topic).toBe(requestTopic(requestId));
    expect(opened(phone, pushes[0])).toMatchObject({ kind: 'request-closed', title: 'No longer needed', url: `/request/${requestId}` });
  });

  it('opens where the notification\'s own button leads: "your donation helped" and the donation reminder open My donations', async () => {
    const owner = await signedInDonor(t.url, db, 'Thanks owner', { bloodGroup: 'A+', phoneNo: OWNER_PHONE });
    const donor = await signedInDonor(t.url, db, 'Thanked donor', { bloodGroup: 'AB+', pincode: '411004', phoneNo: DONOR_PHONE });
    emails.push(owner.email, donor.email);
    const phone = service.device('thanked');
    await subscribe(donor, phone);
    const requestId = await createRequest(t.url, owner, { bloodGroup: 'A+' });
    await request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', donor.cookie).expect(200);
    const fulfilled = await gql(owner, 'mutation($id: ID!, $donors: [ID!]) { fulfillRequest(id: $id, donorHelperIds: $donors) { id } }', { id: requestId, donors: [donor.id] });
    expect(fulfilled.body.errors).toBeUndefined();
    const [thanks] = await service.waitFor(phone, 1);
    const payload = opened(phone, thanks);
    expect(payload.kind).toBe('donation-helped');
    expect(payload.url).toBe('/profile/donations');
    await t.app.get(NotificationsService).notify('donation-reminder', [{ recipientId: donor.id, dedupeKey: 'push-test:reminder', params: { eligibleOn: '2030-01-01' } }]);
    const [, reminder] = await service.waitFor(phone, 2);
    expect(opened(phone, reminder)).toMatchObject({ kind: 'donation-reminder', url: '/profile/donations' });
  });

  it('does not send an alert again once its request closed: a retry after "no longer needed" would replace it on the device', async () => {
    const owner = await signedInDonor(t.url, db, 'Late push owner', { bloodGroup: 'A+', phoneNo: OWNER_PHONE });
    const donor = await signedInDonor(t.url, db, 'Late push donor', { bloodGroup: 'A-', pincode: '411004', phoneNo: DONOR_PHONE });
    emails.push(owner.email, donor.email);
    const phone = service.device('late-alert');
    await subscribe(donor, phone);
    const requestId = await createRequest(t.url, owner, { bloodGroup: 'A+' });
    expect(await alertedFor(db, requestId)).toContain(donor.id);
    await service.waitFor(phone, 1);
    await request(t.url).get(`/api/v1/request/deactive-request/${requestId}`).set('cookie', owner.cookie).expect(200);
    const [, closed] = await service.waitFor(phone, 2);
    expect(opened(phone, closed).kind).toBe('request-closed');
    // The alert's push tried again now (its first try had met a 503 and waited): same Topic and
    // tag, so it would take the place of "no longer needed" at the push service and on the device.
    const [alert] = (await db.query(`SELECT "id" FROM "notifications" WHERE "recipient_id" = $1 AND "request_id" = $2 AND "kind" = 'request-alert'`, [
      donor.id,
      requestId,
    ])) as { id: string }[];
    const [device] = (await db.query(`SELECT "id" FROM "push_subscriptions" WHERE "endpoint" = $1`, [phone.endpoint])) as { id: string }[];
    await t.app.get(PushService).deliver({ subscriptionId: device.id, recipientId: donor.id, language: 'en', attempt: 2, notificationId: alert.id });
    expect(service.pushesTo(phone).map((push) => opened(phone, push).kind)).toEqual(['request-alert', 'request-closed']);
  });

  describe('delivery that survives', () => {
    let person: Person;
    beforeAll(async () => {
      person = await signedInDonor(t.url, db, 'Retry donor', { phoneNo: DONOR_PHONE });
      emails.push(person.email);
    });
    const notifyOnce = (key: string) =>
      t.app.get(NotificationsService).notify('request-fulfilled', [{ recipientId: person.id, dedupeKey: `push-test:${key}`, params: { applicant: 'Probe' } }]);
    const subscriptionOf = async (device: TestDevice) =>
      (
        (await db.query(`SELECT "consecutive_failures" AS "failures", "last_success_at" AS "lastSuccessAt" FROM "push_subscriptions" WHERE "endpoint" = $1`, [device.endpoint])) as {
          failures: number;
          lastSuccessAt: Date | null;
        }[]
      )[0];

    it('deletes the subscription when the push service answers 410 Gone', async () => {
      const phone = service.device('gone');
      await subscribe(person, phone);
      service.script(phone, [{ status: 410 }]);
      await notifyOnce('gone');
      const [push] = await service.waitFor(phone, 1);
      expect(push.status).toBe(410);
      await expectEventually(async () => (await subscriptionOf(phone)) === undefined);
    });

    it('retries after a 503 until the service takes it (201), then counts a success', async () => {
      const phone = service.device('flaky');
      await subscribe(person, phone);
      service.script(phone, [{ status: 503 }]);
      await notifyOnce('flaky');
      const [first, second] = await service.waitFor(phone, 2);
      expect([first.status, second.status]).toEqual([503, 201]);
      // The same message again (a new encryption of it, as each push is).
      expect(opened(phone, second)).toEqual(opened(phone, first));
      await expectEventually(async () => (await subscriptionOf(phone))?.lastSuccessAt != null);
      expect((await subscriptionOf(phone)).failures).toBe(0);
    });

    it('waits at least as long as a 429 Retry-After asks before trying again', async () => {
      const phone = service.device('limited');
      await subscribe(person, phone);
      service.script(phone, [{ status: 429, headers: { 'retry-after': '3' } }]);
      await notifyOnce('limited');
      const [first, second] = await service.waitFor(phone, 2);
      expect(first.status).toBe(429);
      expect(second.status).toBe(201);
      expect(second.at - first.at).toBeGreaterThanOrEqual(3000);
    });

    it('counts consecutive failures, and does not retry a refusal that would come again (other 4xx)', async () => {
      const phone = service.device('down');
      await subscribe(person, phone);
      service.script(phone, [{ status: 500 }, { status: 413 }]);
      await notifyOnce('down');
      await service.waitFor(phone, 2);
      await expectEventually(async () => (await subscriptionOf(phone))?.failures === 2);
      await deliveredPushes(db, person);
      expect(service.pushesTo(phone).map((push) => push.status)).toEqual([500, 413]);
      expect((await subscriptionOf(phone)).lastSuccessAt).toBeNull();
    });
  });

  describe('subscriptions', () => {
    const count = async (endpoint: string, userId?: string) =>
      (
        (await db.query(`SELECT count(*)::int AS "n" FROM "push_subscriptions" WHERE "endpoint" = $1 AND ($2::uuid IS NULL OR "user_id" = $2::uuid)`, [endpoint, userId ?? null])) as {
          n: number;
        }[]
      )[0].n;

    it('refuses an endpoint that is not a URL, credentials in it, and keys of the wrong size, over GraphQL and REST', async () => {
      const person = await signedInDonor(t.url, db, 'Bad keys');
      const device = service.device('bad');
      const good = device.subscription();
      for (const input of [
        { ...good, endpoint: 'not a url' },
        { ...good, endpoint: 'ftp://push.example/x' },
        { ...good, endpoint: 'https://user:pass@push.example/x' },
        { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } },
        { ...good, keys: { ...good.keys, auth: 'AAAA' } },
        { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 7).toString('base64url') } },
      ]) {
        const res = await gql(person, REGISTER, { input });
        expect(res.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
        const rest = await request(t.url).post('/api/v1/push/subscribe').set('cookie', person.cookie).send(input);
        expect(rest.status).toBe(400);
      }
      expect(await count(device.endpoint)).toBe(0);
      const anonymous = await gql(null, REGISTER, { input: good });
      expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });

    it("in production, takes https endpoints on the browsers' push services (or PUSH_ENDPOINT_HOSTS) only", async () => {
      const production = await startTestApp({ ...PRODUCTION, PUSH_ENDPOINT_HOSTS: '.push.example.in' });
      try {
        const { cookies } = await signUpAndLogIn(production.url, 'Production pusher');
        const keys = service.device('production').subscription().keys;
        const subscribe = (endpoint: string) =>
          request(production.url).post('/api/v1/push/subscribe').set('cookie', cookieHeader(cookies)).send({ endpoint, keys });
        for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/abc', 'https://eu.push.example.in/x']) {
          expect([endpoint, (await subscribe(endpoint)).status]).toEqual([endpoint, 200]);
        }
        for (const endpoint of [`${service.origin}/push/x`, 'http://fcm.googleapis.com/fcm/send/abc', 'https://169.254.169.254/latest', 'https://fcm.googleapis.com.attacker.in/x', 'https://internal.local/x']) {
          expect([endpoint, (await subscribe(endpoint)).status]).toEqual([endpoint, 400]);
        }
      } finally {
        await production.close();
      }
    });

    it('moves an endpoint to whoever registers it next (the device changed hands), and unregisters only one\'s own', async () => {
      const first = await signedInDonor(t.url, db, 'First owner');
      const second = await signedInDonor(t.url, db, 'Second owner');
      const device = service.device('shared');
      await subscribe(first, device);
      await subscribe(second, device);
      expect(await count(device.endpoint, second.id)).toBe(1);
      expect(await count(device.endpoint)).toBe(1);
      // The first owner cannot remove what is no longer theirs.
      await gql(first, UNREGISTER, { endpoint: device.endpoint });
      expect(await count(device.endpoint)).toBe(1);
      expect((await gql(second, UNREGISTER, { endpoint: device.endpoint })).body).toEqual({ data: { unregisterPushSubscription: true } });
      expect(await count(device.endpoint)).toBe(0);
      // REST too.
      await subscribe(second, device);
      await request(t.url).post('/api/v1/push/unsubscribe').set('cookie', second.cookie).send({ endpoint: device.endpoint }).expect(200);
      expect(await count(device.endpoint)).toBe(0);
      // One rule on both: an empty or an overlong endpoint is refused.
      for (const endpoint of ['', `https://push.example/${'x'.repeat(2100)}`]) {
        expect((await gql(second, UNREGISTER, { endpoint })).body.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
        await request(t.url).post('/api/v1/push/unsubscribe').set('cookie', second.cookie).send({ endpoint }).expect(400);
      }
    });

    it("logout removes the device's subscription (REST and GraphQL); a password change removes all of the user's", async () => {
      const person = await signedInDonor(t.url, db, 'Leaving');
      const [phone, laptop] = [service.device('phone'), service.device('laptop')];
      await subscribe(person, phone);
      await subscribe(person, laptop);
      await request(t.url).get('/api/v1/user/logout').query({ endpoint: phone.endpoint }).set('cookie', person.cookie).expect(200);
      expect([await count(phone.endpoint), await count(laptop.endpoint)]).toEqual([0, 1]);

      const again = await signedInDonor(t.url, db, 'Leaving again');
      await subscribe(again, phone);
      const out = await gql(again, 'mutation Out($e: String) { logout(pushEndpoint: $e) }', { e: phone.endpoint });
      expect(out.body).toEqual({ data: { logout: true } });
      expect(await count(phone.endpoint)).toBe(0);

      const changer = await signedInDonor(t.url, db, 'Changer');
      await subscribe(changer, phone);
      await subscribe(changer, laptop);
      const changed = await gql(changer, 'mutation { changePassword(input: { currentPassword: "' + PASSWORD + '", newPassword: "another-pass" }) }');
      expect(changed.body).toEqual({ data: { changePassword: true } });
      expect([await count(phone.endpoint), await count(laptop.endpoint)]).toEqual([0, 0]);
    });

    it('exports the devices with the data, and erases them with the account', async () => {
      const person = await signedInDonor(t.url, db, 'Exported');
      const device = service.device('export');
      await subscribe(person, device);
      const exported = await request(t.url).get('/api/v1/user/export').set('cookie', person.cookie).expect(200);
      expect(exported.body.data.pushSubscriptions).toEqual([{ endpoint: device.endpoint, createdAt: expect.any(String), lastSuccessAt: null }]);
      expect(JSON.stringify(exported.body.data.pushSubscriptions)).not.toContain(device.subscription().keys.auth);
      // A push sent to the device: its job names the user until the account goes.
      await t.app.get(NotificationsService).notify('request-fulfilled', [{ recipientId: person.id, dedupeKey: 'push-test:export', params: { applicant: 'Probe' } }]);
      await service.waitFor(device, 1);
      const jobsOf = async () =>
        ((await db.query(`SELECT count(*)::int AS "n" FROM "pgboss"."job" WHERE "name" = $1 AND "data"->>'recipientId' = $2`, [PUSH_QUEUE, person.id])) as { n: number }[])[0].n;
      expect(await jobsOf()).toBeGreaterThan(0);
      await request(t.url).post('/api/v1/user/delete-account').set('cookie', person.cookie).send({ password: PASSWORD }).expect(200);
      expect(await count(device.endpoint)).toBe(0);
      expect(await jobsOf()).toBe(0);
    });
  });

  it('never puts a phone number or an e-mail address in a payload', () => {
    const pushes = service.all().filter((push) => push.status === 201 || push.status === 503 || push.status === 429);
    expect(pushes.length).toBeGreaterThan(5);
    for (const push of pushes) {
      // The body is encrypted: nothing in clear on the wire either.
      const wire = push.body.toString('latin1');
      for (const secret of [OWNER_PHONE, DONOR_PHONE, REQUEST_PHONE, REQUEST_EMAIL, ...emails]) expect(wire).not.toContain(secret);
    }
    expect(decrypted.length).toBeGreaterThan(5);
    for (const text of decrypted) {
      expect(text).not.toMatch(/@|\+91/);
      for (const secret of [OWNER_PHONE, DONOR_PHONE, REQUEST_PHONE, REQUEST_EMAIL, ...emails]) expect(text).not.toContain(secret);
    }
  });
});

/** Every payload the suite decrypted (opened() adds to it). */
const decrypted: string[] = [];

/** The database catching up with what the push service saw (the app settles a push after its answer). */
async function expectEventually(check: () => Promise<boolean>): Promise<void> {
  await eventually(async () => ((await check()) ? true : undefined), 20_000, 'the push to be settled');
}

/**
 * No push job for this person waiting or running: whatever was to be sent to them has been. Only
 * theirs: the suites share the database, and another suite's push to a device that is not there may
 * be waiting for its next try.
 */
async function deliveredPushes(db: DataSource, person: Person): Promise<void> {
  await eventually(async () => {
    const [row] = (await db.query(
      `SELECT count(*)::int AS "n" FROM "pgboss"."job" WHERE "name" = $1 AND "data"->>'recipientId' = $2 AND "state" IN ('created', 'retry', 'active')`,
      [PUSH_QUEUE, person.id],
    )) as { n: number }[];
    return row.n === 0 ? true : undefined;
  }, 20_000, 'the push queue to drain');
}
