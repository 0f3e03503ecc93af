import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startBuiltApp, killAll, type BuiltApp } from './setup/built-app';
import { startOwnPostgres, type OwnPostgres } from './setup/own-postgres';
import { cookieHeader, eventually, freePort, signUpAndLogIn } from './setup/helpers';
import { failures, startLoad } from './setup/load';
import { signedInDonor } from './setup/people';
import { GENEROUS_ADDRESS_LIMITS } from './setup/test-app';

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

    // Whatever notices first (a request, the job queue's connections) logs the outage, once.
    const logBefore = app.output().length;
    await pg!.stop();
    for (let i = 0; i < 10; i++) {
      const started = Date.now();
      const rest = await request(app.url).get('/api/v1/user/current-user').set('cookie', cookie);
      expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 1500);
      expect(rest.status).toBe(503);
      expect(rest.body).toMatchObject({ success: false, statusCode: 503 });
      expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);

      const graphql = await request(app.url).post('/graphql').set('cookie', cookie).set('content-type', 'application/json').send({ query: '{ me { id } }' });
      expect(graphql.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      // GraphQL's Retry-After: the same wait, in the error's extensions.
      expect(graphql.body.errors?.[0]?.extensions?.retryAfterSeconds).toBe(Number(rest.headers['retry-after']));
    }
    await request(app.url).get('/api/v1/health/ready').expect(503);
    const during = app.output().slice(logBefore);
    expect(during).not.toMatch(/Unexpected| {4}at |pg-boss/);
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

  it('under a load of reads and writes, stopped for 5 s: only 503s within the connect timeout, no 500, not ready meanwhile, every acknowledged write kept, and retried writes made once with one set of alerts', async () => {
    const app = await startBuiltApp({
      env: {
        DATABASE_URL: pg!.url,
        DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
        UPLOADS_DIR: join(dir, 'uploads'),
        REQUESTS_PER_USER_PER_DAY: '100000',
        ...GENEROUS_ADDRESS_LIMITS,
      },
    });
    apps.push(app);
    const db = new DataSource({ type: 'postgres', url: pg!.url });
    await db.initialize();
    let load: ReturnType<typeof startLoad> | undefined;
    try {
      // Three owners, each also a donor the others' requests alert.
      const people = await Promise.all([1, 2, 3].map((n) => signedInDonor(app.url, db, `Load owner ${n}`, { bloodGroup: 'O+' })));
      const running = startLoad(app.url, { cookies: people.map((person) => person.cookie), workers: 6, form: { bloodGroup: 'O+' } });
      load = running;
      await eventually(async () => (running.acknowledged.size >= 5 ? true : undefined), 30_000, 'writes before the outage');

      await pg!.stop();
      const stoppedAt = Date.now();
      const readiness: number[] = [];
      while (Date.now() - stoppedAt < 5000) {
        const ready = await fetch(`${app.url}/api/v1/health/ready`).catch(async (error: unknown) => {
          // The server is gone: say how it ended and what it last wrote, so a failure names its cause.
          const ended = await Promise.race([app.exited, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 1000))]);
          if (ended !== 'still running') throw new Error(`the server ended during the outage (${String(ended)}): ${app.output().slice(-4000)}`);
          if (process.env.DEBUG_OUTAGE) console.log(app.output().split('\n').filter((line) => !line.includes('pg-boss')).join('\n').slice(-8000));
          throw error;
        });
        readiness.push(ready.status);
      }
      await start();
      const restartedAt = Date.now();
      await eventually(async () => ((await fetch(`${app.url}/api/v1/health/ready`)).ok ? true : undefined), 30_000, 'readiness after the outage');
      // Served again under the same running.
      await eventually(async () => (running.calls.filter((c) => c.startedAt > restartedAt && c.status === 201).length >= 5 ? true : undefined), 30_000, 'writes after the outage');
      await running.stop();
      const retried = await running.settle();

      if (process.env.DEBUG_OUTAGE && failures(running.calls).length) console.log(app.output().split('\n').filter((line) => !line.includes('pg-boss')).join('\n').slice(-8000));
      // A 500 is logged with its error: shown beside the calls, a failure names what was not taken for an outage.
      const unexpected = app.output().split('\n').flatMap((line, i, lines) => (line.includes('Unexpected') ? lines.slice(i, i + 6) : []));
      expect({ failures: failures(running.calls), unexpected }).toEqual({ failures: [], unexpected: [] });
      const refused = running.calls.filter((c) => c.status === 503 || c.code === 'SERVICE_UNAVAILABLE');
      expect(refused.length).toBeGreaterThan(0);
      for (const call of refused) expect(call.ms).toBeLessThan(CONNECT_TIMEOUT_MS + 1500);
      expect(running.calls.every((c) => [200, 201, 503].includes(c.status))).toBe(true);
      // Not ready from the first poll that saw it, to the end of the outage.
      const firstRefusal = readiness.indexOf(503);
      expect(firstRefusal).toBeGreaterThanOrEqual(0);
      expect(firstRefusal).toBeLessThan(3);
      expect(readiness.slice(firstRefusal).every((status) => status === 503)).toBe(true);

      // Every acknowledged write is there, once; every write retried after the fault made one request.
      const keys = [...running.acknowledged.keys()];
      const rows = (await db.query(`SELECT "idempotency_key" AS "key", "id" FROM "blood_requests" WHERE "idempotency_key" = ANY($1)`, [keys])) as { key: string; id: string }[];
      expect(rows).toHaveLength(keys.length);
      for (const row of rows) expect(row.id).toBe(running.acknowledged.get(row.key));
      expect(retried.every((key) => running.acknowledged.has(key))).toBe(true);
      // One set of alerts per request, and the jobs resume and finish after the outage: none lost.
      const ids = rows.map((row) => row.id);
      await eventually(
        async () => {
          const [jobs] = (await db.query(
            `SELECT count(*)::int AS "total", count(*) FILTER (WHERE "state" = 'completed')::int AS "done", count(DISTINCT "data"->'request'->>'id')::int AS "requests"
               FROM "pgboss"."job" WHERE "name" LIKE 'events/requests.created/%' AND "data"->'request'->>'id' = ANY($1)`,
            [ids],
          )) as { total: number; done: number; requests: number }[];
          expect(jobs.total).toBe(ids.length);
          expect(jobs.requests).toBe(ids.length);
          if (process.env.DEBUG_OUTAGE) console.log(JSON.stringify(await db.query(`SELECT "state", count(*)::int, max("retry_count") AS r, max("heartbeat_seconds") AS hs, max("heartbeat_on") AS ho, max("started_on") AS so, now() AS now FROM "pgboss"."job" WHERE "name" LIKE 'events/requests.created/%' AND "data"->'request'->>'id' = ANY($1) GROUP BY 1`, [ids])));
          return jobs.done === jobs.total ? true : undefined;
        },
        60_000,
        'every alert job to finish',
      );
      const [duplicates] = (await db.query(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM "notifications" WHERE "kind" = 'request-alert' GROUP BY "recipient_id", "params"->>'requestId' HAVING count(*) > 1) d`,
      )) as { n: number }[];
      expect(duplicates.n).toBe(0);
    } finally {
      await load?.stop();
      await db.destroy();
    }
  }, 180_000);
});
