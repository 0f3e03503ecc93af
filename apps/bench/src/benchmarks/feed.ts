import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startDatabase } from '../harness/database';
import { load, type LoadFigures } from '../harness/load';
import { withCpu } from '../harness/cpu';
import { ROOT } from '../harness/paths';
import { startApp, startBareServer, startPostGraphile, type Served } from '../harness/processes';
import type { BenchResult, Figure } from '../harness/report';

export interface FeedOptions {
  /** Upcoming camps in the feed. */
  upcoming: number;
  /** Past camps, which the feed must skip. */
  past: number;
  connections: number;
  durationSeconds: number;
}

/** What the home page's camp cards show: the GraphQL feed's first page of 20. */
const GRAPHQL_FEED = `{ campaignFeed(filter: ALL, first: 20) {
  nodes { id title category date address { district state }
    leaflet { width height variants { name format url } }
    owner { userName avatar } }
  pageInfo { endCursor hasNextPage } } }`;

/** As pinned in apps/bench/package.json (the package does not export its own package.json). */
const POSTGRAPHILE_VERSION = (JSON.parse(readFileSync(join(ROOT, 'apps/bench/package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies.postgraphile;

/**
 * The same 20 camps from PostGraphile: upcoming ones (a function in the benchmark's database, as
 * PostGraphile exposes one), soonest first, with the same card fields and each owner's name and
 * avatar; its leaflet is the stored JSON document, which holds the same sizes.
 */
const POSTGRAPHILE_FEED = `{ benchUpcomingCampaigns(first: 20) {
  nodes { id title category startsAt district state leaflet
    userByUserId { userName avatar } }
  pageInfo { endCursor hasNextPage } } }`;

/** The upcoming camps as the app's feed chooses them, for PostGraphile to serve. */
const UPCOMING_FUNCTION = `CREATE FUNCTION bench_upcoming_campaigns() RETURNS SETOF "campaigns" LANGUAGE sql STABLE AS $$
  SELECT * FROM "campaigns"
   WHERE "starts_at" >= (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata') AND "report_count" < 3
   ORDER BY "starts_at", "id" $$`;

const CATEGORIES = ['Blood donation camp', 'Eye check up camp', 'Genereal health camp', 'Dental check up camp'];

/**
 * Camps as the app stores them, written straight into the tables (the feed reads rows, never the
 * leaflet files): `upcoming` camps spread over the next 60 days and `past` ones over the last 60,
 * shared by 20 owners in real pincodes, each with a stored leaflet of the app's shape.
 */
export async function seedCampaigns(db: Client, upcoming: number, past: number): Promise<void> {
  const { rows: owners } = await db.query(
    `INSERT INTO "users" ("user_name", "email", "password_hash", "date_of_birth")
     SELECT 'Organiser ' || g, 'organiser' || g || '@bench.local', 'x', '1985-01-01' FROM generate_series(1, 20) g RETURNING "id"`,
  );
  const total = upcoming + past;
  await db.query(
    `CREATE TEMP TABLE bench_camps AS
     SELECT g, gen_random_uuid() AS key,
       CASE WHEN g <= $1 THEN now() + (g * interval '60 days' / $1) ELSE now() - ((g - $1) * interval '60 days' / greatest($2, 1)) END AS starts_at
     FROM generate_series(1, $3::int) g`,
    [upcoming, past, total],
  );
  await db.query(
    `INSERT INTO "stored_images" ("key", "kind", "files")
     SELECT key, 'leaflet', ARRAY[key || '-card.jpg', key || '-card.webp', key || '-detail.jpg', key || '-detail.webp'] FROM bench_camps`,
  );
  await db.query(
    `INSERT INTO "campaigns" ("user_id", "title", "category", "address_line", "district", "state", "pincode", "contact_no",
       "starts_at", "description", "registration_link", "leaflet_key", "leaflet")
     SELECT ($1::uuid[])[1 + g % 20], 'Health camp ' || g, ($2::text[])[1 + g % 4], 'Community hall, ward ' || g, p."district", p."state", p."pincode",
       '+919822012345', c.starts_at, 'Free check-ups and blood donation. Walk in between 10 am and 4 pm; bring a photo ID.',
       'https://camps.example.org/' || g, c.key,
       jsonb_build_object('key', c.key, 'width', 1240, 'height', 1754, 'variants', jsonb_build_array(
         jsonb_build_object('name', 'card', 'format', 'webp', 'width', 640, 'height', 905, 'file', c.key || '-card.webp', 'bytes', 61234),
         jsonb_build_object('name', 'card', 'format', 'jpeg', 'width', 640, 'height', 905, 'file', c.key || '-card.jpg', 'bytes', 88123),
         jsonb_build_object('name', 'detail', 'format', 'webp', 'width', 1240, 'height', 1754, 'file', c.key || '-detail.webp', 'bytes', 190345),
         jsonb_build_object('name', 'detail', 'format', 'jpeg', 'width', 1240, 'height', 1754, 'file', c.key || '-detail.jpg', 'bytes', 270456)))
     FROM bench_camps c
     CROSS JOIN LATERAL (SELECT "pincode", "district", "state" FROM "pincodes" WHERE "district" IS NOT NULL OFFSET (c.g * 97) % 19000 LIMIT 1) p`,
    [owners.map((row: { id: string }) => row.id), CATEGORIES],
  );
  await db.query(`ANALYZE "campaigns"`);
}

async function fetchBody(url: string, init?: RequestInit): Promise<string> {
  const res = await fetch(url, init);
  const body = await res.text();
  if (!res.ok || body.includes('"errors"')) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return body;
}

/** The same load against the app and against a bare server answering the app's exact bytes. */
async function compare(request: { url: string; method?: string; headers?: Record<string, string>; body?: string }, appBody: string, options: FeedOptions) {
  const bare = await startBareServer(appBody);
  try {
    const appFigures = await load({ ...request, connections: options.connections, durationSeconds: options.durationSeconds });
    const bareFigures = await load({ url: bare.url, method: request.method, headers: request.headers, body: request.body, connections: options.connections, durationSeconds: options.durationSeconds });
    return { app: appFigures, bare: bareFigures };
  } finally {
    await bare.stop();
  }
}

/** The p99 every feed answer must stay under at 50 connections. */
const P99_MS = 30;

function figures(label: string, measured: { app: LoadFigures; bare: LoadFigures }, minRatio: number): Figure[] {
  const ratio = measured.app.requestsPerSecond / measured.bare.requestsPerSecond;
  return [
    { name: `${label} req/s`, value: measured.app.requestsPerSecond, unit: 'req/s' },
    { name: `${label} p99`, value: measured.app.p99Ms, unit: 'ms', target: `< ${P99_MS}`, pass: measured.app.p99Ms < P99_MS },
    { name: `${label} errors and non-2xx`, value: measured.app.errors + measured.app.non2xx, unit: '', target: '= 0', pass: measured.app.errors + measured.app.non2xx === 0 },
    { name: `${label}: bare server (same bytes) req/s`, value: measured.bare.requestsPerSecond, unit: 'req/s' },
    { name: `${label}: bare server p99`, value: measured.bare.p99Ms, unit: 'ms' },
    { name: `${label} / bare server`, value: ratio, unit: '', target: `>= ${minRatio}`, pass: ratio >= minRatio },
  ];
}

/** A load run with the CPU time the serving process spent on it, per request. */
async function measured(server: Served, request: { url: string; method?: string; headers?: Record<string, string>; body?: string }, options: FeedOptions) {
  const { result, cpuMs } = await withCpu(server.pid, () => load({ ...request, connections: options.connections, durationSeconds: options.durationSeconds }));
  return { ...result, cpuMsPerRequest: cpuMs / Math.max(1, result.requestsPerSecond * options.durationSeconds) };
}

/**
 * The home feed under load: 50 connections against the REST feed (GET
 * /api/v1/campaign/campaign-feed?filter=all, every upcoming camp up to 100) and the GraphQL feed
 * (the first 20 camps with what a card shows, owners included), each beside a bare node:http
 * server answering the very same bytes, in the same run. Then the GraphQL feed with its answer
 * cache off (a second instance, GRAPHQL_RESPONSE_CACHE=false: every request runs the query, the
 * rows under it still kept for 2 s) beside PostGraphile 5 serving the same 20 camps from the same
 * database (querying Postgres every time), with each one's CPU time per request.
 */
export async function feedBenchmark(options: FeedOptions): Promise<BenchResult> {
  const database = await startDatabase();
  const uploads = mkdtempSync(join(tmpdir(), 'redhope-bench-uploads-'));
  const db = new Client({ connectionString: database.url });
  await db.connect();
  let app: Served | undefined;
  let uncached: Served | undefined;
  let peer: Served | undefined;
  try {
    await seedCampaigns(db, options.upcoming, options.past);
    await db.query(UPCOMING_FUNCTION);
    app = await startApp(database.url, { UPLOADS_DIR: uploads });

    const restUrl = `${app.url}/api/v1/campaign/campaign-feed?filter=all&pincode=undefined`;
    const restBody = await fetchBody(restUrl);
    const restCamps = (JSON.parse(restBody) as { data: unknown[] }).data.length;
    const graphql = {
      url: `${app.url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: GRAPHQL_FEED }),
    };
    const graphqlBody = await fetchBody(graphql.url, { method: 'POST', headers: graphql.headers, body: graphql.body });
    const graphqlCamps = (JSON.parse(graphqlBody) as { data: { campaignFeed: { nodes: unknown[] } } }).data.campaignFeed.nodes.length;

    // A short warm-up, so both sides are measured hot.
    await load({ url: restUrl, connections: 10, durationSeconds: 2 });
    await load({ ...graphql, connections: 10, durationSeconds: 2 });

    const rest = await compare({ url: restUrl }, restBody, options);
    const gql = await compare(graphql, graphqlBody, options);
    await app.stop();
    app = undefined;

    // The answer cache missed, beside a peer that has none.
    uncached = await startApp(database.url, { UPLOADS_DIR: uploads, GRAPHQL_RESPONSE_CACHE: 'false' });
    const uncachedRequest = { ...graphql, url: `${uncached.url}/graphql` };
    const uncachedBody = await fetchBody(uncachedRequest.url, { method: 'POST', headers: graphql.headers, body: graphql.body });
    if (uncachedBody !== graphqlBody) throw new Error('the uncached GraphQL feed answered differently from the cached one');
    await load({ ...uncachedRequest, connections: 10, durationSeconds: 2 });
    const ours = await measured(uncached, uncachedRequest, options);
    await uncached.stop();
    uncached = undefined;

    peer = await startPostGraphile(database.url);
    const peerRequest = { url: `${peer.url}/graphql`, method: 'POST', headers: graphql.headers, body: JSON.stringify({ query: POSTGRAPHILE_FEED }) };
    const peerBody = await fetchBody(peerRequest.url, { method: 'POST', headers: peerRequest.headers, body: peerRequest.body });
    const peerCamps = (JSON.parse(peerBody) as { data: { benchUpcomingCampaigns: { nodes: unknown[] } } }).data.benchUpcomingCampaigns.nodes.length;
    await load({ ...peerRequest, connections: 10, durationSeconds: 2 });
    const theirs = await measured(peer, peerRequest, options);
    const versusPeer = ours.requestsPerSecond / theirs.requestsPerSecond;

    return {
      benchmark: 'feed',
      notes: [
        `${options.upcoming} upcoming and ${options.past} past camps seeded; ${options.connections} connections, ${options.durationSeconds} s per run`,
        `REST feed: ${restCamps} camps, ${restBody.length} bytes; GraphQL feed: ${graphqlCamps} camps, ${graphqlBody.length} bytes`,
        `PostGraphile ${POSTGRAPHILE_VERSION} (amber preset) on Node ${process.versions.node}: ${peerCamps} camps, ${peerBody.length} bytes`,
      ],
      figures: [
        ...figures('REST feed', rest, 0.35),
        ...figures('GraphQL feed', gql, 0.25),
        { name: 'GraphQL feed, answer cache off: req/s', value: ours.requestsPerSecond, unit: 'req/s' },
        { name: 'GraphQL feed, answer cache off: p50', value: ours.p50Ms, unit: 'ms' },
        { name: 'GraphQL feed, answer cache off: p99', value: ours.p99Ms, unit: 'ms' },
        { name: 'GraphQL feed, answer cache off: CPU per request', value: ours.cpuMsPerRequest, unit: 'ms' },
        { name: 'PostGraphile, same 20 camps: req/s', value: theirs.requestsPerSecond, unit: 'req/s' },
        { name: 'PostGraphile, same 20 camps: p50', value: theirs.p50Ms, unit: 'ms' },
        { name: 'PostGraphile, same 20 camps: p99', value: theirs.p99Ms, unit: 'ms' },
        { name: 'PostGraphile, same 20 camps: CPU per request', value: theirs.cpuMsPerRequest, unit: 'ms' },
        {
          name: 'GraphQL feed, answer cache off / PostGraphile',
          value: versusPeer,
          unit: '',
          target: '>= 1.5',
          pass: versusPeer >= 1.5 && ours.errors + ours.non2xx === 0 && theirs.errors + theirs.non2xx === 0,
        },
      ],
    };
  } finally {
    await peer?.stop();
    await uncached?.stop();
    await app?.stop();
    await db.end();
    await database.stop();
    rmSync(uploads, { recursive: true, force: true });
  }
}
