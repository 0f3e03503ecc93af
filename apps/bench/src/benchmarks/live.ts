import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import WebSocket from 'ws';
import { startDatabase } from '../harness/database';
import { DONORS_PINCODE, seedMatchingDonors } from '../harness/donors';
import { startApp } from '../harness/processes';
import { percentile, type BenchResult, type Figure } from '../harness/report';
import { signUp } from '../harness/session';

export interface LiveOptions {
  /** Subscriber counts, one app instance each (e.g. 1,000 and 10,000). */
  subscribers: number[];
  /** Sockets opened at once while connecting. */
  connectConcurrency: number;
  /** Counts for which the delivery of alerts to every subscriber is timed (each a blood request alerting them all). */
  deliveryUpTo: number;
  /** Alerts sent first to warm the instance, not counted. */
  warmAlerts: number;
  /** Alerts timed, one after another. */
  measuredAlerts: number;
}

const SUBSCRIPTION = 'subscription { notificationAdded { id kind title params { requestId distanceKm } } }';
const PINCODE = DONORS_PINCODE;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 access token as the app signs one (sub, sid, iat, exp). */
function accessToken(secret: string, userId: string, sessionId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ sub: userId, sid: sessionId, iat: now, exp: now + 3600 }))}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** `count` donors who all match an AB+ request at PINCODE (harness/donors), each with one live session. */
async function seedDonors(db: Client, count: number): Promise<{ userId: string; sessionId: string }[]> {
  const ids = await seedMatchingDonors(db, count, 'Live');
  const { rows } = await db.query(
    `INSERT INTO "sessions" ("user_id", "expires_at") SELECT "id", now() + interval '1 day' FROM unnest($1::uuid[]) AS "id" RETURNING "id" AS "sessionId", "user_id" AS "userId"`,
    [ids],
  );
  return rows as { userId: string; sessionId: string }[];
}

interface Subscriber {
  socket: WebSocket;
  /** The time (performance.now()) the next notification arrives; call before the event is caused. */
  nextReceived: () => Promise<number>;
}

/** One graphql-ws client (the protocol by hand: init, ack, subscribe), resolved once subscribed. */
function subscribe(url: string, cookie: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers: { cookie }, perMessageDeflate: false });
    let onReceived: (at: number) => void = () => undefined;
    const nextReceived = () => new Promise<number>((resolveReceived) => (onReceived = resolveReceived));
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed with ${code} before it subscribed`)));
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; id?: string };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION } }));
        // graphql-ws sends nothing on a successful subscribe: the server has it once it read it.
        setImmediate(() => resolve({ socket, nextReceived }));
      } else if (message.type === 'next') {
        onReceived(performance.now());
      } else if (message.type === 'error') {
        reject(new Error(`subscribe failed: ${String(data)}`));
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      }
    });
  });
}

/** Runs `work` over `items`, at most `concurrency` at a time. */
async function pool<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** The app's memory after a full collection, through the heap probe (harness/heap-probe.ts). */
async function memoryOf(pid: number, file: string): Promise<Memory> {
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error('the heap probe did not answer');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  return JSON.parse(readFileSync(file, 'utf8')) as Memory;
}

async function measure(count: number, options: LiveOptions): Promise<{ figures: Figure[]; notes: string[] }> {
  const database = await startDatabase();
  const db = new Client({ connectionString: database.url });
  await db.connect();
  const probeDir = mkdtempSync(join(tmpdir(), 'redhope-bench-heap-'));
  const probeFile = join(probeDir, 'memory.json');
  const secret = randomBytes(32).toString('hex');
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  const sockets: WebSocket[] = [];
  try {
    const sessions = await seedDonors(db, count);
    app = await startApp(database.url, {
      ACCESS_TOKEN_SECRET: secret,
      MATCH_MAX_DONORS: String(Math.max(count, 1)),
      REQUESTS_PER_USER_PER_DAY: String(options.warmAlerts + options.measuredAlerts + 1),
      // Every simulated donor connects from this machine's one address, many at once.
      SOCKETS_WAITING_PER_ADDRESS: String(Math.max(options.connectConcurrency * 2, 100)),
      NODE_OPTIONS: `--require ${join(__dirname, '../harness/heap-probe.js')}`,
      BENCH_HEAP_PROBE_FILE: probeFile,
    });
    const owner = await signUp(app.url, 'Live Requester');
    const wsUrl = `${app.url.replace('http', 'ws')}/graphql`;
    // Warm the socket path (and the app) before the baseline is taken.
    const warm = await subscribe(wsUrl, `__Host-accessToken=${accessToken(secret, sessions[0].userId, sessions[0].sessionId)}`);
    warm.socket.close();
    const before = await memoryOf(app.pid, probeFile);

    const connectStarted = performance.now();
    const subscribers = await pool(sessions, options.connectConcurrency, async (session) => {
      const subscriber = await subscribe(wsUrl, `__Host-accessToken=${accessToken(secret, session.userId, session.sessionId)}`);
      sockets.push(subscriber.socket);
      return subscriber;
    });
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    // Let the last subscribe messages land before the idle sockets are weighed.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await memoryOf(app.pid, probeFile);
    const perSocketKb = (bytes: number) => bytes / count / 1024;
    const rssKb = perSocketKb(after.rss - before.rss);
    const heapKb = perSocketKb(after.heapUsed - before.heapUsed + after.external - before.external);

    const figures: Figure[] = [
      { name: `${count} subscribers: connect and subscribe`, value: connectSeconds, unit: 's' },
      { name: `${count} subscribers: RSS per idle socket`, value: rssKb, unit: 'KB', ...(count >= 10_000 ? { target: '< 20', pass: rssKb < 20 } : {}) },
      { name: `${count} subscribers: heap (JS + external) per idle socket`, value: heapKb, unit: 'KB' },
    ];
    const notes = [
      `${count} subscribers: app RSS ${(before.rss / 1048576).toFixed(0)} -> ${(after.rss / 1048576).toFixed(0)} MB, heap ${(before.heapUsed / 1048576).toFixed(0)} -> ${(after.heapUsed / 1048576).toFixed(0)} MB (after a full collection)`,
    ];

    if (count <= options.deliveryUpTo) {
      const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const [place] = (await db.query(`SELECT "district", "state" FROM "pincodes" WHERE "pincode" = $1`, [PINCODE])).rows as { district: string; state: string }[];
      /** One blood request alerting every subscriber: each one's delivery time from the POST, and the POST's own time. */
      const alertAll = async (): Promise<{ latencies: number[]; answered: number }> => {
        const received = subscribers.map((s) => s.nextReceived());
        const posted = performance.now();
        const res = await fetch(`${app?.url}/api/v1/request/create-request`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: owner.cookie },
          body: JSON.stringify({
            applicant: 'Live patient',
            email: 'family@bench.local',
            phoneNo: '+919822012345',
            address: { addressLine: 'City Hospital', district: place.district, state: place.state },
            pincode: PINCODE,
            bloodGroup: 'AB+',
            reason: 'Surgery',
            date,
          }),
        });
        const answered = performance.now() - posted;
        if (res.status !== 201) throw new Error(`create-request answered ${res.status}: ${await res.text()}`);
        const times = await Promise.race([
          Promise.all(received),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('not every subscriber received the alert within 60 s')), 60_000)),
        ]);
        return { latencies: times.map((at) => at - posted), answered };
      };
      // The first alerts of a fresh process run cold code (and cold query plans): not what a
      // serving instance does. They are sent, not counted; then each measured alert in turn.
      for (let i = 0; i < options.warmAlerts; i++) await alertAll();
      const measured: { latencies: number[]; answered: number }[] = [];
      for (let i = 0; i < options.measuredAlerts; i++) measured.push(await alertAll());
      const latencies = measured.flatMap((alert) => alert.latencies).sort((a, b) => a - b);
      const byAll = measured.map((alert) => Math.max(...alert.latencies)).sort((a, b) => a - b);
      const p99 = percentile(latencies, 99);
      figures.push(
        { name: `${count} subscribers: create-request answered (median alert)`, value: percentile(measured.map((alert) => alert.answered).sort((a, b) => a - b), 50), unit: 'ms' },
        { name: `${count} subscribers: alert received first`, value: latencies[0], unit: 'ms' },
        { name: `${count} subscribers: alert received p50`, value: percentile(latencies, 50), unit: 'ms' },
        { name: `${count} subscribers: alert received p99`, value: p99, unit: 'ms', ...(count <= 1000 ? { target: '< 100', pass: p99 < 100 } : {}) },
        { name: `${count} subscribers: alert received by all (median alert)`, value: percentile(byAll, 50), unit: 'ms' },
        { name: `${count} subscribers: alert received by all (slowest alert)`, value: byAll[byAll.length - 1], unit: 'ms' },
      );
      notes.push(
        `${count} subscribers: blood requests each alerting all of them (matching, ${count} notifications written, each published to its recipient's socket); ` +
          `${options.warmAlerts} alert(s) to warm the instance, then ${options.measuredAlerts} measured one after another; times from the POST, p50/p99 over every delivery`,
      );
    }
    return { figures, notes };
  } finally {
    for (const socket of sockets) socket.terminate();
    await app?.stop();
    await db.end();
    await database.stop();
    rmSync(probeDir, { recursive: true, force: true });
  }
}

/**
 * Live notifications at scale: `subscribers` signed-in graphql-ws clients on one app instance,
 * each subscribed to notificationAdded; the memory the instance holds per idle socket, and for
 * the smaller counts the time from one blood request (which alerts every subscriber) to its
 * receipt by each of them.
 */
export async function liveBenchmark(options: LiveOptions): Promise<BenchResult> {
  const figures: Figure[] = [];
  const notes: string[] = [];
  for (const count of options.subscribers) {
    const result = await measure(count, options);
    figures.push(...result.figures);
    notes.push(...result.notes);
  }
  return { benchmark: 'live', notes, figures };
}
