import { Client } from 'pg';
import { startDatabase } from '../harness/database';
import { loadApi } from '../harness/paths';
import { startApp } from '../harness/processes';
import { percentile, type BenchResult } from '../harness/report';
import { signUp } from '../harness/session';

/** apps/api's matchingQuery (loaded from its build, so the plan is of the statement the app runs). */
type MatchingQuery = (
  request: { bloodGroup: string; requestedBy: string; district: string; component: string },
  origin: { latitude: number; longitude: number; district: string },
  now: Date,
  matching: { radiusKm: number; maxDonors: number },
) => { sql: string; params: unknown[] };

export interface MatchingOptions {
  users: number;
  requests: number;
}

/**
 * Where users live: India's metropolitan districts hold about a third of the country's urban
 * internet users, so the seed puts 35% of users in these districts (and Delhi) and spreads the
 * rest evenly over every other pincode. A simplification of real density, not census data.
 */
const METRO_DISTRICTS = [
  'Mumbai', 'Thane', 'Pune', 'Bangalore', 'Bengaluru', 'Chennai', 'Kolkata', 'Howrah', 'North 24 Parganas', 'Hyderabad',
  'Ahmedabad', 'Surat', 'Jaipur', 'Lucknow', 'Nagpur', 'Gurgaon', 'Ghaziabad',
];
const METRO_SHARE = 0.35;

/** India's ABO/RhD distribution, roughly (B+ and O+ a third each, negatives about 6%). */
const BLOOD_GROUP_CASE = `CASE WHEN b < .325 THEN 'O+' WHEN b < .645 THEN 'B+' WHEN b < .865 THEN 'A+' WHEN b < .94 THEN 'AB+'
  WHEN b < .96 THEN 'O-' WHEN b < .98 THEN 'B-' WHEN b < .995 THEN 'A-' ELSE 'AB-' END`;

async function seed(db: Client, users: number): Promise<{ total: number; seconds: number }> {
  const started = Date.now();
  await db.query(`CREATE TABLE bench_places AS
    SELECT "pincode", "latitude", "longitude", "district", "state",
      (lower("district") = ANY($1::text[]) OR "state" = 'Delhi') AS metro
    FROM "pincodes" WHERE "district" IS NOT NULL`, [METRO_DISTRICTS.map((d) => d.toLowerCase())]);
  const [{ metro, other }] = (await db.query(`SELECT count(*) FILTER (WHERE metro)::int AS metro, count(*) FILTER (WHERE NOT metro)::int AS other FROM bench_places`)).rows;
  const metroWeight = (METRO_SHARE / (1 - METRO_SHARE)) * (other / metro);
  await db.query(`CREATE TABLE bench_cdf AS SELECT *, sum(CASE WHEN metro THEN $1::float8 ELSE 1 END) OVER (ORDER BY "pincode") AS upto FROM bench_places`, [metroWeight]);
  await db.query(`CREATE INDEX ON bench_cdf (upto)`);
  const [{ total }] = (await db.query(`SELECT max(upto) AS total FROM bench_cdf`)).rows;

  // Bulk load: the donor indexes dropped and rebuilt after (from their own definitions, so the
  // benchmark follows the migrations), the pincode trigger off (the seed writes the same centroid).
  const { rows: indexes } = await db.query(`SELECT "indexname", "indexdef" FROM pg_indexes WHERE "tablename" = 'users' AND "indexname" LIKE 'users%donor%'`);
  for (const index of indexes) await db.query(`DROP INDEX "${index.indexname}"`);
  await db.query(`ALTER TABLE "users" DISABLE TRIGGER "users_locate_pincode"`);
  const batch = 100_000;
  for (let from = 1; from <= users; from += batch) {
    const to = Math.min(users, from + batch - 1);
    await db.query(
      `INSERT INTO "users" ("user_name", "email", "password_hash", "date_of_birth", "blood_group", "phone_no", "address_line",
         "district", "state", "pincode", "is_blood_group_added", "is_contact_info_filled", "available_to_donate",
         "last_donation_date", "latitude", "longitude")
       SELECT 'Donor ' || g, 'donor' || g || '@bench.local', 'x',
         current_date - (18 * 365 + floor(r.age * 52 * 365))::int,
         CASE WHEN r.c < .25 THEN NULL ELSE ${BLOOD_GROUP_CASE} END,
         CASE WHEN r.a < .3 THEN NULL ELSE '+919' || lpad((g % 1000000000)::text, 9, '0') END,
         'Street ' || g, p."district", p."state", p."pincode",
         r.c >= .25, r.a >= .3, r.v < .9,
         CASE WHEN r.l < .3 THEN current_date - floor(r.l / .3 * 730)::int END,
         p."latitude", p."longitude"
       FROM generate_series($1::int, $2::int) g
       CROSS JOIN LATERAL (SELECT random() + 0 * g AS pick, random() + 0 * g AS b, random() + 0 * g AS c, random() + 0 * g AS a,
         random() + 0 * g AS v, random() + 0 * g AS l, random() + 0 * g AS age) r
       CROSS JOIN LATERAL (SELECT * FROM bench_cdf WHERE upto >= r.pick * $3::float8 ORDER BY upto LIMIT 1) p`,
      [from, to, total],
    );
  }
  await db.query(`ALTER TABLE "users" ENABLE TRIGGER "users_locate_pincode"`);
  for (const index of indexes) await db.query(index.indexdef);
  await db.query(`ANALYZE "users"`);
  return { total, seconds: (Date.now() - started) / 1000 };
}

/**
 * Creating a blood request at a million users: the HTTP call, its matching query on the donor
 * index, the reach update and the notification inserts for the alerted donors, one request after
 * another, with request pincodes drawn from where users live (so most land in dense areas).
 */
export async function matchingBenchmark({ users, requests }: MatchingOptions): Promise<BenchResult> {
  const database = await startDatabase();
  const db = new Client({ connectionString: database.url });
  await db.connect();
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  try {
    const seeded = await seed(db, users);
    // One requester posts every request: lift the per-user daily limit (10 by default) to its ceiling.
    app = await startApp(database.url, { REQUESTS_PER_USER_PER_DAY: '100000' });
    const owner = await signUp(app.url, 'Bench Requester');
    const { rows: places } = await db.query(
      `SELECT p."pincode", p."district", p."state" FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT * FROM bench_cdf WHERE upto >= (random() + 0 * g) * $2::float8 ORDER BY upto LIMIT 1) p`,
      [requests, seeded.total],
    );
    const groups = ['O+', 'B+', 'A+', 'AB+', 'O-', 'B-', 'A-', 'AB-'];
    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const timings: number[] = [];
    for (const [index, place] of places.entries()) {
      const body = JSON.stringify({
        applicant: `Patient ${index}`,
        email: 'family@bench.local',
        phoneNo: '+919822012345',
        address: { addressLine: 'City Hospital', district: place.district, state: place.state },
        pincode: place.pincode,
        bloodGroup: groups[index % groups.length],
        reason: 'Surgery',
        date,
      });
      const started = performance.now();
      const res = await fetch(`${app.url}/api/v1/request/create-request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: owner.cookie },
        body,
      });
      await res.arrayBuffer();
      timings.push(performance.now() - started);
      if (res.status !== 201) throw new Error(`create-request answered ${res.status}`);
    }
    timings.sort((a, b) => a - b);
    const [reach] = (
      await db.query(`SELECT avg("reached_to")::float8 AS mean, max("reached_to") AS max, count(*) FILTER (WHERE "reached_to" = 0)::int AS none FROM "blood_requests"`)
    ).rows;
    const [{ notifications }] = (await db.query(`SELECT count(*)::int AS notifications FROM "notifications"`)).rows;

    // The plan of the very statement the service runs, for an AB+ patient (every group can give) in Delhi.
    const { matchingQuery } = loadApi<{ matchingQuery: MatchingQuery }>('modules/requests/donor-matcher.js');
    const [origin] = (await db.query(`SELECT "latitude", "longitude", "district" FROM "pincodes" WHERE "pincode" = '110001'`)).rows;
    const query = matchingQuery(
      { bloodGroup: 'AB+', requestedBy: owner.userId, district: origin.district, component: 'RED_CELLS' },
      origin,
      new Date(),
      { radiusKm: 25, maxDonors: 200 },
    );
    const plan = (await db.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${query.sql}`, query.params)).rows.map((row) => row['QUERY PLAN'] as string);
    const usesIndex = plan.some((line) => line.includes('users_donor_location'));
    const [{ total_users }] = (await db.query(`SELECT count(*)::int AS total_users FROM "users"`)).rows;

    const p95 = percentile(timings, 95);
    return {
      benchmark: 'matching',
      notes: [
        `${total_users} users seeded in ${seeded.seconds.toFixed(1)} s (35% in metro districts), ${requests} requests one after another`,
        `alerted per request: mean ${Number(reach.mean).toFixed(1)}, max ${reach.max}, none alerted ${reach.none}; ${notifications} notifications written`,
        `plan of the matching query for an AB+ patient at 110001 (uses users_donor_location: ${usesIndex ? 'yes' : 'NO'}):`,
        ...plan.map((line) => `  ${line}`),
      ],
      figures: [
        { name: 'create request p50', value: percentile(timings, 50), unit: 'ms' },
        { name: 'create request p95', value: p95, unit: 'ms', target: '< 100', pass: p95 < 100 },
        { name: 'create request max', value: timings[timings.length - 1], unit: 'ms' },
        { name: 'matching uses the donor index', value: usesIndex ? 1 : 0, unit: '(1 = yes)', target: '= 1', pass: usesIndex },
      ],
    };
  } finally {
    await app?.stop();
    await db.end();
    await database.stop();
  }
}
