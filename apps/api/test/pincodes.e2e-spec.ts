import { MAX_MATCH_RADIUS_KM, distanceKm, type GeoPoint } from '@redhope/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { readPincodeCsv } from '../src/database/pincode-data';
import { PincodesService } from '../src/modules/pincodes';
import { startTestApp, type TestApp } from './setup/test-app';

interface Located extends GeoPoint {
  pincode: string;
}

/** A small seeded generator (mulberry32): the same "random" pincodes on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY = 'max-age=86400, public';

describe('pincodes', () => {
  let t: TestApp;
  let db: DataSource;
  let service: PincodesService;
  let all: Located[];
  let random: () => number;
  const pick = () => all[Math.floor(random() * all.length)];

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    service = t.app.get(PincodesService);
    all = await db.query('SELECT "pincode", "latitude", "longitude" FROM "pincodes" ORDER BY "pincode"');
    random = seededRandom(20_251_123);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('table and SQL', () => {
    it('holds exactly the committed table', async () => {
      const loaded = await db.query('SELECT "pincode", "latitude", "longitude", "district", "state", "source" FROM "pincodes" ORDER BY "pincode"');
      expect(loaded).toEqual(readPincodeCsv());
    });

    it('computes the same distance as distanceKm, within a micrometre, on random pincode pairs', async () => {
      const pairs = Array.from({ length: 5000 }, () => [pick(), pick()] as const);
      // The extremes: the same pincode, and the far corners of the country.
      const byCode = new Map(all.map((row) => [row.pincode, row]));
      const [kanyakumari, leh, portBlair, gangtok] = ['629702', '194101', '744101', '737101'].map((code) => byCode.get(code) as Located);
      pairs.push([gangtok, gangtok], [kanyakumari, leh], [portBlair, leh], [leh, portBlair]);
      const rows: { km: number }[] = await db.query(
        `SELECT geo_distance_km(a."latitude", a."longitude", b."latitude", b."longitude") AS km
         FROM unnest($1::char(6)[], $2::char(6)[]) WITH ORDINALITY AS pair(a_code, b_code, position)
         JOIN "pincodes" a ON a."pincode" = pair.a_code
         JOIN "pincodes" b ON b."pincode" = pair.b_code
         ORDER BY pair.position`,
        [pairs.map(([a]) => a.pincode), pairs.map(([, b]) => b.pincode)],
      );
      expect(rows).toHaveLength(pairs.length);
      const worst = Math.max(...rows.map((row, i) => Math.abs(row.km - distanceKm(pairs[i][0], pairs[i][1]))));
      expect(worst).toBeLessThan(1e-9);
      expect(rows[pairs.length - 4].km).toBe(0);
      expect(rows[pairs.length - 3].km).toBeGreaterThan(2500);
    });

    it('declares the distance function IMMUTABLE, so indexes and the planner can rely on it', async () => {
      const [fn] = await db.query(`SELECT provolatile FROM pg_proc WHERE proname = 'geo_distance_km'`);
      expect(fn.provolatile).toBe('i');
    });

    it('answers "within R km" with exactly the pincodes distanceKm puts within R, nearest first', async () => {
      const radii = [3, 10, 25, 60];
      for (let round = 0; round < 16; round++) {
        const centre = pick();
        const measured = all
          .map((row) => ({ pincode: row.pincode, distanceKm: distanceKm(centre, row) }))
          .filter((row) => row.distanceKm <= Math.max(...radii))
          .sort((a, b) => a.distanceKm - b.distanceKm || a.pincode.localeCompare(b.pincode));
        for (const radiusKm of radii) {
          const expected = measured.filter((row) => row.distanceKm <= radiusKm);
          const found = await service.pincodesWithin(centre.pincode, radiusKm);
          expect(found?.map((row) => row.pincode)).toEqual(expected.map((row) => row.pincode));
          const worst = Math.max(0, ...(found ?? []).map((row, i) => Math.abs(row.distanceKm - expected[i].distanceKm)));
          expect(worst).toBeLessThan(1e-9);
        }
      }
    });

    it('finds the 25 km neighbourhood of a Bengaluru pincode, not its numeric neighbours', async () => {
      const near = await service.pincodesWithin('560034');
      const codes = near?.map((row) => row.pincode) ?? [];
      expect(codes[0]).toBe('560034');
      expect(codes).toEqual(expect.arrayContaining(['560001', '560095', '560068']));
      expect(codes.length).toBeGreaterThan(50);
      expect(Math.max(...(near ?? []).map((row) => row.distanceKm))).toBeLessThanOrEqual(25);
    });

    it('narrows by the GiST index before measuring', async () => {
      const plan: { 'QUERY PLAN': string }[] = await db.query(
        `EXPLAIN SELECT "pincode" FROM "pincodes" WHERE "location" <@ box(point(77.4, 12.8), point(77.8, 13.2))`,
      );
      expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toMatch(/Index Scan (using|on) pincodes_location/);
    });

    it('says null for an unknown pincode and refuses a radius outside the limits', async () => {
      expect(await service.pincodesWithin('999999', 25)).toBeNull();
      expect(await service.lookup('999999')).toBeNull();
      await expect(service.pincodesWithin('560034', 0)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
      await expect(service.pincodesWithin('560034', MAX_MATCH_RADIUS_KM + 1)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    });
  });

  describe('REST GET /api/v1/pincode/:pincode', () => {
    it('answers a known pincode in the envelope, to anyone, cacheable for a day', async () => {
      const res = await request(t.url).get('/api/v1/pincode/737101').expect(200);
      expect(res.body).toEqual({
        statusCode: 200,
        data: { pincode: '737101', district: 'East Sikkim', state: 'Sikkim', latitude: 27.3218, longitude: 88.5884 },
        message: 'Pincode',
        success: true,
      });
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
    });

    it('answers 404 NOT_FOUND for an unknown or malformed pincode', async () => {
      for (const code of ['999999', '011001', '56003', '5600341', 'abcdef', '%27%20OR%201=1']) {
        const res = await request(t.url).get(`/api/v1/pincode/${code}`).expect(404);
        expect(res.body).toEqual({ statusCode: 404, data: { code: 'NOT_FOUND' }, message: 'Pincode not found', success: false });
        // A failure (a database outage included) must not stick in the browser for a day.
        expect(res.headers['cache-control'] ?? '').not.toContain('max-age');
      }
    });
  });

  describe('GraphQL pincode(code)', () => {
    const query = (code: string) => `{ pincode(code: "${code}") { pincode district state latitude longitude } }`;

    it('answers a known pincode to a signed-out visitor', async () => {
      const res = await request(t.url).post('/graphql').send({ query: query('560001') }).expect(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.pincode).toMatchObject({ pincode: '560001', district: 'Bangalore', state: 'Karnataka' });
      expect(res.body.data.pincode.latitude).toBeCloseTo(12.97, 1);
    });

    it('answers null, not an error, for an unknown or malformed pincode', async () => {
      for (const code of ['999999', '011001', 'x']) {
        const res = await request(t.url).post('/graphql').send({ query: query(code) }).expect(200);
        expect(res.body).toEqual({ data: { pincode: null } });
      }
    });

    it('lets browsers cache the answer for a day when sent as a GET', async () => {
      const res = await request(t.url).get('/graphql').query({ query: query('110001') }).set('apollo-require-preflight', 'true').expect(200);
      expect(res.body.data.pincode.state).toBe('Delhi');
      expect(res.headers['cache-control']).toBe(DAY);
    });

    it('never marks a response public when it holds anything else', async () => {
      const res = await request(t.url)
        .get('/graphql')
        .query({ query: '{ pincode(code: "110001") { state } health { status } }' })
        .set('apollo-require-preflight', 'true')
        .expect(200);
      expect(res.body.data.pincode.state).toBe('Delhi');
      expect(res.headers['cache-control'] ?? '').not.toContain('public');
    });
  });
});
