import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { DataSource } from 'typeorm';
import { startBuiltApp, killAll, type BuiltApp } from './setup/built-app';
import { openEventSource } from './setup/event-source';
import { cookieHeader, eventually, signUpAndLogIn, wsClient } from './setup/helpers';
import { startLoad } from './setup/load';
import { requestForm, signedInDonor } from './setup/people';
import { GENEROUS_ADDRESS_LIMITS } from './setup/test-app';

const NOTIFICATION = 'subscription { notificationAdded { id } }';
const DRAIN_MS = 1500;
/** Idle connections kept this long, after a drain too (short: the test's own clients hold some). */
const KEEP_ALIVE_MS = 2000;

/** One HTTP call through `agent` (node:http, so the test sees whether it went on a connection kept open). */
function call(agent: Agent, url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; connection?: string; body: string; reusedSocket: boolean }>((resolve, reject) => {
    const req = httpRequest(url, { agent, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Whether a new TCP connection to the app's port is refused (its listener closed). */
function refused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Resolves with the status of GET url once it is `status` (checked as fast as answers come). */
async function statusBecomes(url: string, status: number, before: Promise<unknown>): Promise<number> {
  let stopped = false;
  void before.finally(() => (stopped = true));
  while (!stopped) {
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.status === status) return status;
  }
  throw new Error(`${url} never answered ${status}`);
}

describe('graceful shutdown (the built server, SIGTERM)', () => {
  let db: DataSource;
  const apps: BuiltApp[] = [];

  beforeAll(async () => {
    db = new DataSource({ type: 'postgres', url: process.env.E2E_DATABASE_URL });
    await db.initialize();
  });
  afterAll(async () => {
    killAll(apps);
    await db.destroy();
  });

  it('turns not-ready at once, keeps serving through the drain, closes every socket with 1001, and exits 0', async () => {
    const app = await startBuiltApp({
      env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_TIMEOUT_MS: '10000', HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS), LOG_LEVEL: 'log' },
    });
    apps.push(app);
    const donors = await Promise.all([1, 2, 3].map((n) => signedInDonor(app.url, db, `Socket donor ${n}`, { bloodGroup: 'A+' })));
    // 30 signed-in sockets, each with a live subscription.
    const sockets = donors.flatMap((donor) => Array.from({ length: 10 }, () => wsClient(app.url, donor.cookie)));
    await Promise.all(sockets.map((s) => s.connected));
    const subscriptions = sockets.map(({ client }) => client.subscribe({ query: NOTIFICATION }, { next: () => undefined, error: () => undefined, complete: () => undefined }));

    const signalled = Date.now();
    app.child.kill('SIGTERM');
    // Readiness turns false at once, so a load balancer stops sending; everything else is served.
    await statusBecomes(`${app.url}/api/v1/health/ready`, 503, app.exited);
    const during = await fetch(`${app.url}/api/v1/user/check-auth`);
    expect(during.status).toBe(200);
    const live = await fetch(`${app.url}/api/v1/health/live`);
    expect(live.status).toBe(200);
    const readyBody = (await (await fetch(`${app.url}/api/v1/health/ready`)).json()) as Record<string, unknown>;
    expect(readyBody).toMatchObject({ success: false });
    expect(Date.now() - signalled).toBeLessThan(DRAIN_MS);

    // Then every socket is told "going away" (1001), so its client reconnects to another instance.
    const codes = await Promise.all(sockets.map((s) => s.closed));
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(new Set(codes)).toEqual(new Set([1001]));
    expect(await app.exited).toBe(0);
    // The connections left open (the test's own fetches) end within the keep-alive timeout.
    expect(Date.now() - signalled).toBeLessThan(DRAIN_MS + KEEP_ALIVE_MS + 3000);
    expect(app.output()).toMatch(/SIGTERM received/);
    for (const unsubscribe of subscriptions) unsubscribe();
  }, 90_000);

  it('after the drain takes no new connection, yet answers a write sent on one it kept open (with Connection: close), then exits 0', async () => {
    // The race of a proxy's pooled connection: it holds a connection the app left idle, and sends
    // a POST on it just as the app stops. Cutting idle connections then meant a 502 behind nginx.
    const app = await startBuiltApp({ env: { SHUTDOWN_DRAIN_MS: '300', SHUTDOWN_TIMEOUT_MS: '15000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '8000', LOG_LEVEL: 'log' } });
    apps.push(app);
    const owner = await signedInDonor(app.url, db, 'Pooled owner', { bloodGroup: 'AB+' });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await call(agent, `${app.url}/api/v1/user/check-auth`)).status).toBe(200);

      app.child.kill('SIGTERM');
      await eventually(async () => (/no longer accepting connections/.test(app.output()) ? true : undefined), 10_000, 'the drain to end');
      const stoppedAt = Date.now();
      expect(await refused(app.url)).toBe(true);
      const posted = await call(agent, `${app.url}/api/v1/request/create-request`, {
        method: 'POST',
        headers: { cookie: owner.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(requestForm({ bloodGroup: 'AB+' })),
      });
      expect({ status: posted.status, reusedSocket: posted.reusedSocket, connection: posted.connection }).toEqual({ status: 201, reusedSocket: true, connection: 'close' });
      const { id } = (JSON.parse(posted.body) as { data: { id: string } }).data;
      const [saved] = (await db.query(`SELECT count(*)::int AS n FROM "blood_requests" WHERE "id" = $1`, [id])) as { n: number }[];
      expect(saved.n).toBe(1);
      // That answer closed its connection; the others left idle (the test's own) end within the
      // keep-alive timeout, and the app exits.
      expect(await app.exited).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(8000 + 3000);
    } finally {
      agent.destroy();
    }
  }, 90_000);

  it('ends an answer still streaming after the drain with a closing note and [DONE], then exits 0', async () => {
    // One word a second: the answer is far from over when the drain ends.
    const app = await startBuiltApp({ env: { SHUTDOWN_DRAIN_MS: '300', ASSISTANT_PACE_MS: '1000', ASSISTANT_DONE_GAP_MS: '0' } });
    apps.push(app);
    const { cookies } = await signUpAndLogIn(app.url, 'Stream reader');
    const source = openEventSource(`${app.url}/api/v1/ai/get-health-ai-response?prompt=${encodeURIComponent('Who can donate blood?')}`, cookieHeader(cookies));
    const chunks: string[] = [];
    let firstChunk!: () => void;
    const started = new Promise<void>((resolve) => (firstChunk = resolve));
    const done = new Promise<void>((resolve, reject) => {
      source.onmessage = (event) => {
        if (event.data === '[DONE]') {
          source.close();
          resolve();
          return;
        }
        chunks.push((JSON.parse(event.data) as { content: string }).content);
        firstChunk();
      };
      source.onerror = () => {
        source.close();
        reject(new Error('the stream ended without [DONE]'));
      };
    });
    await started;
    app.child.kill('SIGTERM');
    await done;
    expect(chunks.at(-1)).toMatch(/restarting, so this answer is incomplete/);
    expect(await app.exited).toBe(0);
  }, 90_000);

  it('under a load of reads and writes, with 100 websockets and 10 answers streaming: nothing accepted before the signal is lost, sockets close with 1001, streams end with their note, exit 0 in time', async () => {
    const timeoutMs = 15_000;
    const app = await startBuiltApp({
      env: {
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: String(timeoutMs),
        ASSISTANT_PACE_MS: '1000',
        ASSISTANT_DONE_GAP_MS: '0',
        ASSISTANT_STREAMS_PER_USER: '10',
        ASSISTANT_QUESTIONS_PER_HOUR: '1000',
        REQUESTS_PER_USER_PER_DAY: '100000',
        ...GENEROUS_ADDRESS_LIMITS,
      },
    });
    apps.push(app);
    const people = await Promise.all(Array.from({ length: 10 }, (_, n) => signedInDonor(app.url, db, `Deploy donor ${n}`, { bloodGroup: 'B-' })));
    const sockets = people.flatMap((person) => Array.from({ length: 10 }, () => wsClient(app.url, person.cookie)));
    await Promise.all(sockets.map((s) => s.connected));
    for (const { client } of sockets) client.subscribe({ query: NOTIFICATION }, { next: () => undefined, error: () => undefined, complete: () => undefined });

    // Ten answers streaming, one word a second: five asked in English, five in Hindi.
    const streams = Array.from({ length: 10 }, (_, n) => {
      const prompt = n % 2 ? 'रक्तदान कौन कर सकता है?' : 'Who can donate blood?';
      const source = openEventSource(`${app.url}/api/v1/ai/get-health-ai-response?prompt=${encodeURIComponent(prompt)}`, people[0].cookie);
      const chunks: string[] = [];
      let started!: () => void;
      const first = new Promise<void>((resolve) => (started = resolve));
      const ended = new Promise<{ chunks: string[]; hindi: boolean }>((resolve, reject) => {
        source.onmessage = (event) => {
          if (event.data === '[DONE]') {
            source.close();
            resolve({ chunks, hindi: n % 2 === 1 });
            return;
          }
          chunks.push((JSON.parse(event.data) as { content: string }).content);
          started();
        };
        source.onerror = () => {
          source.close();
          reject(new Error('an answer ended without [DONE]'));
        };
      });
      return { first, ended };
    });
    await Promise.all(streams.map((stream) => stream.first));

    const load = startLoad(app.url, { cookies: people.slice(0, 3).map((person) => person.cookie), workers: 6, form: { bloodGroup: 'B-' } });
    try {
      await eventually(async () => (load.acknowledged.size >= 3 ? true : undefined), 30_000, 'writes before the signal');
      const signalled = Date.now();
      app.child.kill('SIGTERM');
      const code = await app.exited;
      const exitedAt = Date.now();
      await load.stop();

      expect(code).toBe(0);
      expect(exitedAt - signalled).toBeLessThan(timeoutMs);
      // Every call sent before the signal was answered, and answered well.
      const before = load.calls.filter((c) => c.startedAt < signalled);
      expect(before.length).toBeGreaterThan(0);
      expect(before.filter((c) => c.status !== 200 && c.status !== 201)).toEqual([]);
      // After it, a call is served or finds no listener (a load balancer sends it elsewhere); never a 5xx.
      expect(load.calls.filter((c) => c.status >= 500)).toEqual([]);
      // Every acknowledged write is there.
      const ids = [...load.acknowledged.values()];
      const [saved] = (await db.query(`SELECT count(*)::int AS n FROM "blood_requests" WHERE "id" = ANY($1)`, [ids])) as { n: number }[];
      expect(saved.n).toBe(ids.length);

      const codes = await Promise.all(sockets.map((s) => s.closed));
      expect(codes).toHaveLength(100);
      expect(new Set(codes)).toEqual(new Set([1001]));
      for (const { chunks, hindi } of await Promise.all(streams.map((stream) => stream.ended))) {
        expect(chunks.at(-1)).toMatch(hindi ? /ज्योति दोबारा शुरू हो रही है/ : /restarting, so this answer is incomplete/);
      }
    } finally {
      await load.stop();
    }
  }, 120_000);

  it('exits 0 at once on SIGTERM when nothing is open and no drain is configured', async () => {
    const app = await startBuiltApp({ env: { SHUTDOWN_DRAIN_MS: '0' } });
    apps.push(app);
    const signalled = Date.now();
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
  }, 90_000);
});
