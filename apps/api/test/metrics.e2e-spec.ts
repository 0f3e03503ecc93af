import request from 'supertest';
import { DataSource } from 'typeorm';
import { readAnswer } from './setup/event-source';
import { eventually, wsClient } from './setup/helpers';
import { createRequest, signedInDonor } from './setup/people';
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
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
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
