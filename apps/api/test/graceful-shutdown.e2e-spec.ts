import { DataSource } from 'typeorm';
import { startBuiltApp, killAll, type BuiltApp } from './setup/built-app';
import { openEventSource } from './setup/event-source';
import { cookieHeader, signUpAndLogIn, wsClient } from './setup/helpers';
import { signedInDonor } from './setup/people';

const NOTIFICATION = 'subscription { notificationAdded { id } }';
const DRAIN_MS = 1500;

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
    const app = await startBuiltApp({ env: { SHUTDOWN_DRAIN_MS: String(DRAIN_MS), SHUTDOWN_TIMEOUT_MS: '10000', LOG_LEVEL: 'log' } });
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
    expect(Date.now() - signalled).toBeLessThan(DRAIN_MS + 5000);
    expect(app.output()).toMatch(/SIGTERM received/);
    for (const unsubscribe of subscriptions) unsubscribe();
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

  it('exits 0 at once on SIGTERM when nothing is open and no drain is configured', async () => {
    const app = await startBuiltApp({ env: { SHUTDOWN_DRAIN_MS: '0' } });
    apps.push(app);
    const signalled = Date.now();
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
  }, 90_000);
});
