import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { startBuiltApp, killAll, type BuiltApp } from './setup/built-app';
import { startRedis, stop } from './setup/own-redis';
import { eventually, freePort, wsClient } from './setup/helpers';
import { createRequest, signedInDonor } from './setup/people';

const NOTIFICATION = 'subscription { notificationAdded { kind params { requestId } } }';

describe('Redis unreachable (the built server on a Redis of its own)', () => {
  let db: DataSource;
  const apps: BuiltApp[] = [];
  const redises: ChildProcess[] = [];

  beforeAll(async () => {
    db = new DataSource({ type: 'postgres', url: process.env.E2E_DATABASE_URL });
    await db.initialize();
  });
  afterAll(async () => {
    killAll(apps);
    for (const redis of redises) await stop(redis);
    await db.destroy();
  });

  it('answers writes at once and delivers live events to its own subscribers while Redis is down, and uses Redis again when it is back', async () => {
    const port = await freePort();
    redises.push(await startRedis(port));
    const app = await startBuiltApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'log' } });
    apps.push(app);
    const owner = await signedInDonor(app.url, db, 'Outage owner', { bloodGroup: 'B+' });
    const helper = await signedInDonor(app.url, db, 'Outage helper', { bloodGroup: 'O-' });
    const requestId = await createRequest(app.url, owner, { bloodGroup: 'B+' });

    const socket = wsClient(app.url, owner.cookie);
    await socket.connected;
    const received: string[] = [];
    socket.client.subscribe<{ notificationAdded: { kind: string } }>(
      { query: NOTIFICATION },
      { next: (result) => received.push(result.data?.notificationAdded.kind ?? ''), error: () => undefined, complete: () => undefined },
    );

    await stop(redises[0]);
    const started = Date.now();
    const help = await request(app.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', helper.cookie);
    expect(help.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    // The owner's open tab on this instance is told, through the in-process fallback.
    await eventually(async () => (received.includes('help-offered') ? true : undefined), 20_000, 'the help-offered notification');
    // Reads and limits do not wait for Redis either.
    const reads = Date.now();
    await request(app.url).get('/api/v1/user/current-user').set('cookie', owner.cookie).expect(200);
    expect(Date.now() - reads).toBeLessThan(1000);
    expect(app.output()).toMatch(/live events reach this instance's subscribers only/);

    // Redis comes back on the same port: events go through it again (another instance would get them).
    redises.push(await startRedis(port));
    const watcher = new Redis({ port });
    await watcher.psubscribe('*');
    const published = new Promise<string>((resolve) => watcher.on('pmessage', (_pattern, channel: string) => resolve(channel)));
    await eventually(async () => (app.output().includes('Redis is back: live events') ? true : undefined), 30_000, 'the app to use Redis again');
    const second = await createRequest(app.url, owner, { bloodGroup: 'B+' });
    const helper2 = await signedInDonor(app.url, db, 'Outage helper two', { bloodGroup: 'B-' });
    await request(app.url).post(`/api/v1/request/create-help/${second}`).set('cookie', helper2.cookie).expect(200);
    expect(await published).toBeTruthy();
    await eventually(async () => (received.filter((kind) => kind === 'help-offered').length >= 2 ? true : undefined), 20_000, 'the second notification');
    watcher.disconnect();
    await socket.client.dispose();
  }, 120_000);

  it('starts with Redis down and serves', async () => {
    const app = await startBuiltApp({ env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}`, SHUTDOWN_DRAIN_MS: '0' } });
    apps.push(app);
    await request(app.url).get('/api/v1/user/check-auth').expect(200);
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
  }, 90_000);
});
