import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { cpuMs } from '../harness/cpu';
import { startDatabase } from '../harness/database';
import { DONORS_PINCODE, seedMatchingDonors } from '../harness/donors';
import { startApp } from '../harness/processes';
import { percentile, type BenchResult, type Figure } from '../harness/report';
import { signUp } from '../harness/session';

export interface PushOptions {
  /** Donors, each with one subscribed device, all alerted by one request. */
  donors: number;
  /** Requests sent first to warm the instance, not counted. */
  warmAlerts: number;
  /** Requests timed, one after another. */
  measuredAlerts: number;
}

const PINCODE = DONORS_PINCODE;

/** A push service that takes every push (201) and notes when each endpoint got its first since `reset`. */
async function acceptingPushService(): Promise<{
  origin: string;
  reset(): void;
  arrivals: Map<string, number>;
  /** Resolves when `count` endpoints have had a push since the last reset. */
  reached(count: number): Promise<void>;
  close(): Promise<void>;
}> {
  const arrivals = new Map<string, number>();
  let waiting: { count: number; resolve: () => void } | undefined;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = (req.url ?? '').split('/').pop() ?? '';
      if (!arrivals.has(id)) arrivals.set(id, performance.now());
      res.writeHead(201).end();
      if (waiting && arrivals.size >= waiting.count) {
        waiting.resolve();
        waiting = undefined;
      }
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    arrivals,
    reset: () => arrivals.clear(),
    reached: (count) => (arrivals.size >= count ? Promise.resolve() : new Promise<void>((resolve) => (waiting = { count, resolve }))),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * `count` donors who all match an AB+ request at DONORS_PINCODE (harness/donors), each with one push subscription (a real
 * P-256 key, so the app encrypts for it as for a browser) whose endpoint is on `origin`. Written
 * straight into the tables (the production app refuses http endpoints at registration).
 */
async function seedDonors(db: Client, count: number, origin: string): Promise<string[]> {
  const ids = await seedMatchingDonors(db, count, 'Push');
  const endpoints = ids.map((_, index) => `${origin}/push/device-${index}`);
  const p256dh = ids.map(() => createECDH('prime256v1').generateKeys().toString('base64url'));
  const auth = ids.map(() => randomBytes(16).toString('base64url'));
  await db.query(
    `INSERT INTO "push_subscriptions" ("user_id", "endpoint", "p256dh", "auth") SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[])`,
    [ids, endpoints, p256dh, auth],
  );
  return endpoints.map((endpoint) => endpoint.split('/').pop() as string);
}

/** Until no push job waits or runs (pg-boss's table has no event to await). */
async function queueDrained(db: Client): Promise<void> {
  for (;;) {
    const { rows } = await db.query(`SELECT count(*)::int AS "n" FROM "pgboss"."job" WHERE "name" = 'push.send' AND "state" IN ('created', 'retry', 'active')`);
    if ((rows[0] as { n: number }).n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Web Push at one request's scale: one blood request alerting `donors` donors, each with a
 * subscribed device on a local push service (an http server that takes every push). Times from the
 * POST until the push service has accepted each device's push (p50, p99, all), and the app's CPU
 * per push (matching, notifications, jobs, encryption and the HTTP requests together).
 */
export async function pushBenchmark(options: PushOptions): Promise<BenchResult> {
  const database = await startDatabase();
  const db = new Client({ connectionString: database.url });
  await db.connect();
  const service = await acceptingPushService();
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  try {
    const devices = await seedDonors(db, options.donors, service.origin);
    app = await startApp(database.url, {
      MATCH_MAX_DONORS: String(options.donors),
      REQUESTS_PER_USER_PER_DAY: String(options.warmAlerts + options.measuredAlerts + 1),
    });
    const owner = await signUp(app.url, 'Push Requester');
    const [place] = (await db.query(`SELECT "district", "state" FROM "pincodes" WHERE "pincode" = $1`, [PINCODE])).rows as { district: string; state: string }[];
    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

    const alertAll = async (): Promise<{ latencies: number[]; cpuMs: number }> => {
      service.reset();
      const cpuBefore = cpuMs(app?.pid ?? 0);
      const posted = performance.now();
      const res = await fetch(`${app?.url}/api/v1/request/create-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.cookie },
        body: JSON.stringify({
          applicant: 'Push patient',
          email: 'family@bench.local',
          phoneNo: '+919822012345',
          address: { addressLine: 'City Hospital', district: place.district, state: place.state },
          pincode: PINCODE,
          bloodGroup: 'AB+',
          reason: 'Surgery',
          date,
        }),
      });
      if (res.status !== 201) throw new Error(`create-request answered ${res.status}: ${await res.text()}`);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        service.reached(devices.length),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`only ${service.arrivals.size} of ${devices.length} pushes arrived within 120 s`)), 120_000))),
      ]).finally(() => clearTimeout(timer));
      // The app settles each answer after it (success recorded on the subscription): part of the cost.
      await queueDrained(db);
      const spent = cpuMs(app?.pid ?? 0) - cpuBefore;
      return { latencies: devices.map((device) => (service.arrivals.get(device) as number) - posted), cpuMs: spent };
    };

    for (let i = 0; i < options.warmAlerts; i++) await alertAll();
    const measured: { latencies: number[]; cpuMs: number }[] = [];
    for (let i = 0; i < options.measuredAlerts; i++) measured.push(await alertAll());
    const latencies = measured.flatMap((alert) => alert.latencies).sort((a, b) => a - b);
    const byAll = measured.map((alert) => Math.max(...alert.latencies)).sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    const cpuPerPush = measured.reduce((sum, alert) => sum + alert.cpuMs, 0) / (measured.length * options.donors);
    const figures: Figure[] = [
      { name: `${options.donors} devices: push accepted p50`, value: percentile(latencies, 50), unit: 'ms' },
      { name: `${options.donors} devices: push accepted p99`, value: p99, unit: 'ms', target: '< 10000', pass: p99 < 10_000 },
      { name: `${options.donors} devices: all accepted (median request)`, value: percentile(byAll, 50), unit: 'ms' },
      { name: `${options.donors} devices: all accepted (slowest request)`, value: byAll[byAll.length - 1], unit: 'ms' },
      { name: 'app CPU per push (all the work of the request, per device)', value: cpuPerPush, unit: 'ms' },
    ];
    return {
      benchmark: 'push',
      notes: [
        `one blood request alerting ${options.donors} donors, each with one subscribed device on a local push service (http, answers 201); ` +
          `${options.warmAlerts} request(s) to warm the instance, then ${options.measuredAlerts} measured one after another; times from the POST to the push service's receipt`,
      ],
      figures,
    };
  } finally {
    await app?.stop();
    await service.close();
    await db.end();
    await database.stop();
  }
}
