import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startBuiltApp, killAll, type BuiltApp } from './setup/built-app';
import { startOwnPostgres, type OwnPostgres } from './setup/own-postgres';
import { cookieHeader, eventually, freePort, signUpAndLogIn } from './setup/helpers';

const CONNECT_TIMEOUT_MS = 1000;

/**
 * The built server on a Postgres of the test's own, stopped and started again under it: callers
 * get 503 in the envelope (REST) or SERVICE_UNAVAILABLE (GraphQL) with Retry-After, within the
 * connect timeout, and the log says it once when it goes and once when it returns.
 */
describe('Postgres unreachable (the built server on a Postgres of its own)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'redhope-pg-outage-'));
  let port: number;
  let pg: OwnPostgres | undefined;
  const apps: BuiltApp[] = [];
  const start = async () => (pg = await startOwnPostgres({ dir: join(dir, 'pg'), port, database: 'outage' }));

  beforeAll(async () => {
    port = await freePort();
    await start();
  }, 120_000);
  afterAll(async () => {
    killAll(apps);
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while it is down, without a stack trace per request, and serves again when it is back', async () => {
    const app = await startBuiltApp({
      env: { DATABASE_URL: pg!.url, DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS), LOG_LEVEL: 'log', UPLOADS_DIR: join(dir, 'uploads') },
    });
    apps.push(app);
    const { cookies } = await signUpAndLogIn(app.url, 'Outage reader');
    const cookie = cookieHeader(cookies);
    await request(app.url).get('/api/v1/user/current-user').set('cookie', cookie).expect(200);

    await pg!.stop();
    const logBefore = app.output().length;
    for (let i = 0; i < 10; i++) {
      const started = Date.now();
      const rest = await request(app.url).get('/api/v1/user/current-user').set('cookie', cookie);
      expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 1500);
      expect(rest.status).toBe(503);
      expect(rest.body).toMatchObject({ success: false, statusCode: 503 });
      expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);

      const graphql = await request(app.url).post('/graphql').set('cookie', cookie).set('content-type', 'application/json').send({ query: '{ me { id } }' });
      expect(graphql.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
    }
    await request(app.url).get('/api/v1/health/ready').expect(503);
    const during = app.output().slice(logBefore);
    expect(during).not.toMatch(/Unexpected| {4}at /);
    expect(during.match(/Database unreachable/g)).toHaveLength(1);

    await start();
    await eventually(
      async () => ((await request(app.url).get('/api/v1/user/current-user').set('cookie', cookie)).status === 200 ? true : undefined),
      30_000,
      'the app to serve again',
    );
    await request(app.url).get('/api/v1/health/ready').expect(200);
    await eventually(async () => (app.output().includes('Database is back') ? true : undefined), 10_000, 'the log line saying the database is back');
  }, 120_000);
});
