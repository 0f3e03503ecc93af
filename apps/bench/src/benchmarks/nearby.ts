import { Client } from 'pg';
import { startDatabase } from '../harness/database';
import { startApp } from '../harness/processes';
import { percentile, type BenchResult } from '../harness/report';
import { signUp } from '../harness/session';

export interface NearbyOptions {
  /** Open requests in the donor's district (the service reads at most 500 candidates). */
  requests: number;
  /** Calls to `openRequestsNearMe`, one after another. */
  calls: number;
}

const QUERY = '{ openRequestsNearMe { emptyReason requests { distanceKm request { id bloodGroup } } } }';

/**
 * "Open requests near you" for a donor in the district with the most pincodes, where most of the
 * district's open requests lie beyond the matching radius: every one of those pincodes must be
 * looked up (a request of the district beyond the radius is the donor's only when its pincode has
 * no known centre). Requests are written straight into the table, spread over the district's
 * pincodes, with a tenth on pincodes the table does not know (those count as the donor's).
 */
export async function nearbyBenchmark({ requests, calls }: NearbyOptions): Promise<BenchResult> {
  const database = await startDatabase();
  const db = new Client({ connectionString: database.url });
  await db.connect();
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  try {
    const [place] = (
      await db.query(
        `SELECT "district", "state", count(*)::int AS pincodes, min("pincode") AS home FROM "pincodes"
         WHERE "district" IS NOT NULL GROUP BY "district", "state" ORDER BY count(*) DESC LIMIT 1`,
      )
    ).rows as { district: string; state: string; pincodes: number; home: string }[];
    app = await startApp(database.url, {});
    const donor = await signUp(app.url, 'Bench Donor');
    const requester = await signUp(app.url, 'Bench Requester');
    await db.query(`UPDATE "users" SET "blood_group" = 'O-', "is_blood_group_added" = true, "pincode" = $2, "district" = $3, "state" = $4 WHERE "id" = $1`, [
      donor.userId,
      place.home,
      place.district,
      place.state,
    ]);
    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await db.query(
      `INSERT INTO "blood_requests" ("requested_by", "applicant", "email", "phone_no", "address_line", "district", "state", "pincode",
         "blood_group", "reason", "required_by")
       SELECT $1, 'Patient ' || g, 'family@bench.local', '+919822012345', 'City Hospital', $2, $3,
         CASE WHEN g % 10 = 0 THEN lpad((999000 + g)::text, 6, '0') ELSE p."pincode" END,
         'AB+', 'Surgery', $5::date
       FROM generate_series(1, $4::int) g
       CROSS JOIN LATERAL (SELECT "pincode" FROM "pincodes" WHERE "district" = $2 AND "state" = $3
         ORDER BY "pincode" OFFSET (g % $6::int) LIMIT 1) p`,
      [requester.userId, place.district, place.state, requests, date, place.pincodes],
    );
    const [{ pincodes: distinctPincodes }] = (await db.query(`SELECT count(DISTINCT "pincode")::int AS pincodes FROM "blood_requests"`)).rows;

    const call = async (): Promise<number> => {
      const res = await fetch(`${app!.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: donor.cookie },
        body: JSON.stringify({ query: QUERY }),
      });
      const body = (await res.json()) as { data?: { openRequestsNearMe: { requests: unknown[] } }; errors?: unknown };
      if (res.status !== 200 || !body.data) throw new Error(`openRequestsNearMe answered ${res.status}: ${JSON.stringify(body.errors)}`);
      return body.data.openRequestsNearMe.requests.length;
    };
    const shown = await call();
    for (let i = 0; i < 10; i += 1) await call();
    const timings: number[] = [];
    for (let i = 0; i < calls; i += 1) {
      const started = performance.now();
      await call();
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 95);
    return {
      benchmark: 'nearby',
      notes: [
        `donor at ${place.home} in ${place.district} (${place.pincodes} pincodes); ${requests} open requests over ${distinctPincodes} pincodes of the district`,
        `${shown} requests shown; ${calls} calls one after another after 10 to warm up`,
      ],
      figures: [
        { name: 'openRequestsNearMe p50', value: percentile(timings, 50), unit: 'ms' },
        { name: 'openRequestsNearMe p95', value: p95, unit: 'ms', target: '< 50', pass: p95 < 50 },
        { name: 'openRequestsNearMe max', value: timings[timings.length - 1], unit: 'ms' },
      ],
    };
  } finally {
    await app?.stop();
    await db.end();
    await database.stop();
  }
}
