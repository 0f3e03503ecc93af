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
import { createRequest, requestForm, signedInDonor } from './setup/people';

const CREATE = 'mutation($input: CreateBloodRequestInput!) { createBloodRequest(input: $input) { id } }';

/** The id of the request a write created, from the REST envelope or the GraphQL answer (nginx's 502 page has none). */
function idIn(text: string, graphql: boolean): string | undefined {
  try {
    const { data } = JSON.parse(text) as { data?: { id?: string; createBloodRequest?: { id: string } } | null };
    return (graphql ? data?.createBloodRequest?.id : data?.id) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * A deploy as docker-compose runs one: two instances behind Debian's nginx with compose's site, on
 * one Postgres and one Redis. One instance is stopped with SIGTERM under a load of reads and
 * writes that never pauses; the other takes over without a failed request (no 502 for a POST
 * either), every acknowledged write is saved, and an open tab's live notifications resume there.
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
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, SHUTDOWN_DRAIN_MS: '1500', LOG_LEVEL: 'log', TRUST_PROXY: '1', REQUESTS_PER_USER_PER_DAY: '100000', REQUESTS_PER_ADDRESS_PER_DAY: '100000' };
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

  it('fails no read or write, loses no acknowledged write, and resumes live notifications on the remaining instance', async () => {
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

    // Load: 8 clients until told to stop, never pausing. Four write (a REST create-request and a
    // GraphQL createBloodRequest in turn, without idempotency keys: nothing is retried, so a
    // write nginx could not deliver would show as a failure), four read (signed in and not).
    let running = true;
    const failures: string[] = [];
    const acknowledged: { id: string; startedAt: number; answeredAt: number }[] = [];
    let answered = 0;
    const form = requestForm({ applicant: 'Load patient', bloodGroup: 'A-', reason: 'Surgery' });
    const worker = async (n: number) => {
      for (let i = 0; running; i++) {
        const write = n < 4;
        const graphql = write && i % 2 === 1;
        const what = write ? (graphql ? 'mutation' : 'POST') : 'GET';
        const startedAt = Date.now();
        const answer = await (write
          ? fetch(`${nginx.url}${graphql ? '/graphql' : '/api/v1/request/create-request'}`, {
              method: 'POST',
              headers: { cookie: owner.cookie, 'content-type': 'application/json' },
              body: JSON.stringify(graphql ? { query: CREATE, variables: { input: form } } : form),
            })
          : fetch(`${nginx.url}/api/v1/user/${n % 2 ? 'check-auth' : 'current-user'}`, { headers: n % 2 ? {} : { cookie: owner.cookie } })
        ).catch((error: Error) => error);
        if (answer instanceof Error) {
          failures.push(`${what} ${answer.message}`);
          continue;
        }
        const text = await answer.text();
        const writtenId = write ? idIn(text, graphql) : undefined;
        if (answer.status !== (write && !graphql ? 201 : 200) || (write && !writtenId)) failures.push(`${what} ${answer.status} ${text.slice(0, 120)}`);
        else {
          if (writtenId) acknowledged.push({ id: writtenId, startedAt, answeredAt: Date.now() });
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
    // When its listener closes (it says so in its log): the moment a POST used to get a 502.
    let stoppedAccepting = 0;
    drained.child.stdout?.on('data', (chunk: Buffer) => {
      if (!stoppedAccepting && /no longer accepting connections/.test(chunk.toString())) stoppedAccepting = Date.now();
    });
    const signalled = Date.now();
    drained.child.kill('SIGTERM');
    const reconnected = eventually(async () => (connections >= 2 ? true : undefined), 30_000, 'the tab to reconnect');
    expect(await drained.exited).toBe(0);
    const exitedAt = Date.now();
    const after = answered;
    await eventually(async () => (answered > after + 200 ? true : undefined), 30_000, 'the load to go on on the other instance');
    running = false;
    await load;
    expect({ failures, nginxErrors: nginx.errors().filter((line) => !/connect\(\) failed \(111: Connection refused\)|upstream server temporarily disabled/.test(line)) }).toEqual({ failures: [], nginxErrors: [] });

    // Writes went on through the drain, around the instant the listener closed, and after it.
    expect(stoppedAccepting).toBeGreaterThan(signalled);
    const around = acknowledged.filter((write) => write.startedAt <= stoppedAccepting + 250 && write.answeredAt >= stoppedAccepting - 250);
    expect(around.length).toBeGreaterThan(0);
    expect(acknowledged.filter((write) => write.startedAt > signalled && write.answeredAt < exitedAt).length).toBeGreaterThan(50);
    // Every acknowledged write is there, once.
    const ids = acknowledged.map((write) => write.id);
    expect(new Set(ids).size).toBe(ids.length);
    const [saved] = (await db.query(`SELECT count(*)::int AS n FROM "blood_requests" WHERE "id" = ANY($1)`, [ids])) as { n: number }[];
    expect(saved.n).toBe(ids.length);

    // The tab reconnected (to the remaining instance) and is alerted there.
    await reconnected;
    const requestId = await createRequest(nginx.url, owner, { bloodGroup: 'B+' });
    await eventually(async () => (alerts.includes(requestId) ? true : undefined), 30_000, 'the alert on the remaining instance');
    expect(remaining.child.exitCode).toBeNull();
    await client.dispose();
  }, 180_000);
});
