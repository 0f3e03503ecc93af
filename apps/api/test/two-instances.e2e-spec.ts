import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import { DataSource } from 'typeorm';
import { WebSocket } from 'ws';
import { startBuiltApp, killAll, type BuiltApp } from './setup/built-app';
import { eventually, freePort } from './setup/helpers';
import { startNginx, type Nginx } from './setup/nginx';
import { startRedis, stop } from './setup/own-redis';
import { createRequest, signedInDonor } from './setup/people';

/**
 * A deploy as docker-compose runs one: two instances behind Debian's nginx with compose's site, on
 * one Postgres and one Redis. One instance is stopped with SIGTERM under load; the other takes
 * over without a failed request, and an open tab's live notifications resume there.
 */
describe('two instances behind nginx, one drained under load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'redhope-nginx-'));
  const apps: BuiltApp[] = [];
  let redis: ChildProcess;
  let nginx: Nginx;
  let db: DataSource;

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    // Posting limits lifted: the load posts many requests from one owner and one address.
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, SHUTDOWN_DRAIN_MS: '1500', TRUST_PROXY: '1', REQUESTS_PER_USER_PER_DAY: '100000', REQUESTS_PER_ADDRESS_PER_DAY: '100000' };
    apps.push(...(await Promise.all([startBuiltApp({ env }), startBuiltApp({ env })])));
    nginx = await startNginx(dir, apps.map((app) => new URL(app.url).host));
    db = new DataSource({ type: 'postgres', url: process.env.E2E_DATABASE_URL });
    await db.initialize();
  }, 120_000);
  afterAll(async () => {
    await nginx?.stop();
    killAll(apps);
    await stop(redis);
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('loses no request and resumes live notifications on the remaining instance', async () => {
    const owner = await signedInDonor(nginx.url, db, 'Deploy owner', { bloodGroup: 'B+', pincode: '411001' });
    const donor = await signedInDonor(nginx.url, db, 'Deploy donor', { bloodGroup: 'B+', pincode: '411001' });

    // The donor's open tab, through nginx, reconnecting as the web client does.
    const alerts: string[] = [];
    let connections = 0;
    const client = createClient({
      url: `${nginx.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: donor.cookie } });
        }
      },
      retryAttempts: 10,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
      shouldRetry: () => true,
      lazy: false,
      on: { connected: () => connections++ },
    });
    client.subscribe<{ notificationAdded: { params: { requestId: string } } }>(
      { query: 'subscription { notificationAdded { params { requestId } } }' },
      { next: (result) => alerts.push(result.data?.notificationAdded.params.requestId ?? ''), error: () => undefined, complete: () => undefined },
    );

    // Load: 8 clients until told to stop.
    let running = true;
    let switching = false;
    const failures: string[] = [];
    let answered = 0;
    const worker = async (n: number) => {
      for (let i = 0; running; i++) {
        // Writes go on from one client; reads (signed in and not) from the others. A POST that reaches an
        // instance in the instant its listener closes is not retried by nginx (not idempotent), so
        // the writes stop for the moment of the switch (see docs/operations.md, "Shutdown").
        const write = n === 0 && i % 5 === 0 && !switching;
        const answer = await (write
          ? fetch(`${nginx.url}/api/v1/request/create-request`, {
              method: 'POST',
              headers: { cookie: owner.cookie, 'content-type': 'application/json' },
              body: JSON.stringify({ applicant: 'Load patient', email: 'load@example.com', phoneNo: '+91 98220 12345', address: { addressLine: 'Ruby Hall Clinic', district: 'Pune', state: 'Maharashtra' }, pincode: '411001', bloodGroup: 'A-', reason: 'Surgery', date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10) }),
            })
          : fetch(`${nginx.url}/api/v1/user/${n % 2 ? 'check-auth' : 'current-user'}`, { headers: n % 2 ? {} : { cookie: owner.cookie } })
        ).catch((error: Error) => error);
        if (answer instanceof Error) failures.push(`${write ? 'POST' : 'GET'} ${answer.message}`);
        else if (answer.status >= 500 || (!write && answer.status !== 200) || (write && answer.status !== 201)) failures.push(`${write ? 'POST' : 'GET'} ${answer.status} ${(await answer.text()).slice(0, 80)}`);
        else {
          await answer.body?.cancel();
          answered++;
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => worker(n)));
    await eventually(async () => (answered > 200 ? true : undefined), 30_000, 'the load to run');

    await eventually(async () => (connections === 1 ? true : undefined), 10_000, 'the tab to connect');
    // The instance that holds the tab's socket (its metrics say) is the one drained.
    const sockets = await Promise.all(apps.map(async (app) => /^redhope_websockets_open 1$/m.test(await (await fetch(`${app.url}/metrics`)).text())));
    expect(sockets.filter(Boolean)).toHaveLength(1);
    const drained = apps[sockets.indexOf(true)];
    const remaining = apps[sockets.indexOf(false)];
    switching = true;
    drained.child.kill('SIGTERM');
    const reconnected = eventually(async () => (connections >= 2 ? true : undefined), 30_000, 'the tab to reconnect');
    expect(await drained.exited).toBe(0);
    switching = false;
    const after = answered;
    await eventually(async () => (answered > after + 200 ? true : undefined), 30_000, 'the load to go on on the other instance');
    running = false;
    await load;
    expect(failures).toEqual([]);

    // The tab reconnected (to the remaining instance) and is alerted there.
    await reconnected;
    const requestId = await createRequest(nginx.url, owner, { bloodGroup: 'B+' });
    await eventually(async () => (alerts.includes(requestId) ? true : undefined), 30_000, 'the alert on the remaining instance');
    expect(remaining.child.exitCode).toBeNull();
    await client.dispose();
  }, 180_000);
});
