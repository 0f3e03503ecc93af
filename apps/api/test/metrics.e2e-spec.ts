import request from 'supertest';
import { DataSource } from 'typeorm';
import { readAnswer } from './setup/event-source';
import { eventually, freePort, wsClient } from './setup/helpers';
import { createRequest, signedInDonor } from './setup/people';
import { runMigrations } from '../src/database/migrate';
import { ownDatabase } from './setup/own-database';
import { smtpServer } from './setup/smtp-server';
import { PRODUCTION, startTestApp, type TestApp } from './setup/test-app';

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0];
    if (wanted.every((pair) => labelText.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('metrics (GET /metrics, Prometheus text)', () => {
  // A database of its own: the counters are this process's, and suites running beside it on a
  // shared database would have this app's job workers write their notifications and e-mails too.
  const own = ownDatabase('metrics');
  let t: TestApp;
  let db: DataSource;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  /** Addresses the SMTP server refuses for good (550), and those it asks to try later once (451). */
  const refusing = new Set<string>();
  const deferring = new Set<string>();

  beforeAll(async () => {
    const port = await freePort();
    smtp = await smtpServer(port, {
      refuses: (address) => {
        if (refusing.has(address)) return 550;
        if (deferring.delete(address)) return 451;
        return undefined;
      },
    });
    await runMigrations(own.config, own.url);
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_DELAY_SECONDS: '1', DATABASE_URL: own.url });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('shows requests by route pattern, operations, errors by code, the pool, sockets and subscriptions, jobs, notifications and assistant streams', async () => {
    for (let i = 0; i < 3; i++) await request(t.url).get('/api/v1/user/check-auth').expect(200);
    await request(t.url).get('/api/v1/user/current-user').expect(401);
    const owner = await signedInDonor(t.url, db, 'Metrics owner', { bloodGroup: 'AB+', pincode: '411001' });
    const donor = await signedInDonor(t.url, db, 'Metrics donor', { bloodGroup: 'AB+', pincode: '411001' });
    await request(t.url).post('/graphql').set('cookie', owner.cookie).set('content-type', 'application/json').send({ query: 'query WhoAmI { me { id } }' }).expect(200);
    await request(t.url).post('/graphql').set('content-type', 'application/json').send({ query: 'query Nobody { me { id } }' });
    const requestId = await createRequest(t.url, owner, { bloodGroup: 'AB+' });
    await request(t.url).get(`/api/v1/request/helper-list/${requestId}`).set('cookie', owner.cookie).expect(200);
    const socket = wsClient(t.url, donor.cookie);
    await socket.connected;
    const unsubscribe = socket.client.subscribe({ query: 'subscription { notificationAdded { id } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    const ask = (prompt: string) => readAnswer(`${t.url}/api/v1/ai/get-health-ai-response?prompt=${encodeURIComponent(prompt)}`, owner.cookie);
    await ask('Who can donate blood?');
    await ask('My father has chest pain and is sweating');

    const text = await eventually(async () => {
      const scraped = (await request(t.url).get('/metrics').expect(200).expect('content-type', /text\/plain/)).text;
      const counted = (series(scraped, 'redhope_notifications_total', { kind: 'request-alert' }) ?? 0) >= 1 && series(scraped, 'redhope_subscriptions_active') === 1;
      return counted ? scraped : undefined;
    }, 20_000, 'the alert and the subscription to be counted');

    expect(series(text, 'redhope_http_request_duration_seconds_count', { method: 'GET', route: '/api/v1/user/check-auth', status: '200' })).toBeGreaterThanOrEqual(3);
    // Route patterns, never a raw URL with an id.
    expect(series(text, 'redhope_http_request_duration_seconds_count', { route: '/api/v1/request/helper-list/:requestId', status: '200' })).toBe(1);
    expect(text).not.toContain(requestId);
    expect(series(text, 'redhope_graphql_operation_duration_seconds_count', { operation: 'WhoAmI', type: 'query' })).toBe(1);
    expect(series(text, 'redhope_errors_total', { code: 'UNAUTHENTICATED', transport: 'rest' })).toBeGreaterThanOrEqual(1);
    expect(series(text, 'redhope_errors_total', { code: 'UNAUTHENTICATED', transport: 'graphql' })).toBeGreaterThanOrEqual(1);
    expect(series(text, 'redhope_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(series(text, 'redhope_db_pool_connections', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    expect(series(text, 'redhope_websockets_open')).toBe(1);
    expect(series(text, 'redhope_subscriptions_active')).toBe(1);
    // Jyoti: one everyday answer and one that began with the emergency card, both read to the end.
    expect(series(text, 'redhope_assistant_streams_total', { outcome: 'completed', emergency: 'false' })).toBe(1);
    expect(series(text, 'redhope_assistant_streams_total', { outcome: 'completed', emergency: 'true' })).toBe(1);
    expect(series(text, 'redhope_assistant_streams_open')).toBe(0);
    // Every queue is empty by now (the alert was delivered): the gauge is there, without series.
    expect(text).toContain('# TYPE redhope_jobs gauge');
    expect(series(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    unsubscribe();
    await eventually(async () => (series((await request(t.url).get('/metrics')).text, 'redhope_subscriptions_active') === 0 ? true : undefined), 10_000, 'the subscription to end');
  });

  it('counts notifications whose writing failed (the event handler retries), and e-mails the SMTP server refused or deferred', async () => {
    const scrape = async () => (await request(t.url).get('/metrics').expect(200)).text;
    const before = await scrape();
    const count = (text: string, name: string, labels: Record<string, string>) => series(text, name, labels) ?? 0;
    const owner = await signedInDonor(t.url, db, 'Failing owner', { bloodGroup: 'B-', pincode: '411001' });
    const donor = await signedInDonor(t.url, db, 'Failing donor', { bloodGroup: 'B-', pincode: '411001' });
    const later = await signedInDonor(t.url, db, 'Deferred donor', { bloodGroup: 'O-', pincode: '411001' });
    refusing.add(donor.email);
    // Once their confirmation e-mail is in, the server will ask to try later once for the other donor.
    await smtp.arrived(later.email);
    deferring.add(later.email);
    // The database refuses notifications to the donor for now: the alert's handler fails, and retries.
    await db.query(`CREATE FUNCTION "metrics_test_refuse"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await db.query(`CREATE TRIGGER "metrics_test_refuse" BEFORE INSERT ON "notifications" FOR EACH ROW WHEN (NEW."recipient_id" = '${donor.id}'::uuid) EXECUTE FUNCTION "metrics_test_refuse"()`);
    try {
      await createRequest(t.url, owner, { bloodGroup: 'B-', pincode: '411001' });
      const failing = await eventually(async () => {
        const scraped = await scrape();
        return count(scraped, 'redhope_notifications_failed_total', { kind: 'request-alert' }) > count(before, 'redhope_notifications_failed_total', { kind: 'request-alert' }) ? scraped : undefined;
      }, 20_000, 'a failed write counted');
      expect(count(failing, 'redhope_notifications_total', { kind: 'request-alert' })).toBe(count(before, 'redhope_notifications_total', { kind: 'request-alert' }));
    } finally {
      await db.query(`DROP TRIGGER "metrics_test_refuse" ON "notifications"`);
      await db.query(`DROP FUNCTION "metrics_test_refuse"()`);
    }
    // The retry writes both alerts. One e-mail is refused for good (550): counted, not retried. The
    // other is deferred once (451): counted as retrying, then sent.
    const text = await eventually(async () => {
      const scraped = await scrape();
      const refused = count(scraped, 'redhope_emails_failed_total', { kind: 'request-alert', reason: 'refused' }) >= 1;
      const sent = count(scraped, 'redhope_emails_sent_total', { kind: 'request-alert' }) > count(before, 'redhope_emails_sent_total', { kind: 'request-alert' });
      return refused && sent ? scraped : undefined;
    }, 30_000, 'the refused and the deferred e-mails counted');
    expect(count(text, 'redhope_notifications_total', { kind: 'request-alert' })).toBe(count(before, 'redhope_notifications_total', { kind: 'request-alert' }) + 2);
    expect(count(text, 'redhope_emails_failed_total', { kind: 'request-alert', reason: 'refused' })).toBe(1);
    expect(count(text, 'redhope_emails_failed_total', { kind: 'request-alert', reason: 'retrying' })).toBe(count(before, 'redhope_emails_failed_total', { kind: 'request-alert', reason: 'retrying' }) + 1);
    expect(count(text, 'redhope_emails_sent_total', { kind: 'request-alert' })).toBe(count(before, 'redhope_emails_sent_total', { kind: 'request-alert' }) + 1);
    expect(smtp.refused.filter((address) => address === later.email)).toHaveLength(1);
    expect(smtp.refused).toContain(donor.email);
    const [alert] = (await db.query(`SELECT "title" FROM "notifications" WHERE "recipient_id" = $1 AND "kind" = 'request-alert'`, [donor.id])) as { title: string }[];
    expect(smtp.messages.filter((message) => message.to.includes(donor.email) && message.subject === `Redhope: ${alert.title}`)).toEqual([]);
    // The owner's address is accepted: their confirmation e-mail counts as sent.
    await smtp.arrived(owner.email);
    expect(count(await scrape(), 'redhope_emails_sent_total', { kind: 'confirm-email' })).toBeGreaterThanOrEqual(1);
    // No address in the figures.
    expect(text).not.toContain(donor.email);
  }, 60_000);

  it('is off in production without METRICS_TOKEN, and asks for the token when it is set', async () => {
    const off = await startTestApp(PRODUCTION);
    try {
      const answer = await request(off.url).get('/metrics').expect(404);
      expect(answer.body).toMatchObject({ success: false, statusCode: 404 });
    } finally {
      await off.close();
    }
    const token = 'a-long-scrape-token-0123456789';
    const guarded = await startTestApp({ ...PRODUCTION, METRICS_TOKEN: token });
    try {
      await request(guarded.url).get('/metrics').expect(401);
      await request(guarded.url).get('/metrics').set('authorization', 'Bearer wrong-token-of-the-same-len').expect(401);
      const scraped = await request(guarded.url).get('/metrics').set('authorization', `Bearer ${token}`).expect(200);
      expect(scraped.text).toContain('redhope_http_request_duration_seconds');
    } finally {
      await guarded.close();
    }
  });
});
