import { addDays, BLOOD_GROUPS, canDonateFor, canDonateOn, distanceKm, todayInIndia, withinAlertRadius, type BloodGroup, type RequestComponent } from '@redhope/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { birthDate } from './setup/helpers';
import { alertedFor, createRequest, insertDonor, requestForm as requestFormFor, signedInDonor, type DonorProfile, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

// The compatibility table of docs/product-rules.md, donor -> patients, written out independently of libs/domain.
const CAN_GIVE_TO: Record<BloodGroup, string[]> = {
  'O-': ['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+'],
  'O+': ['O+', 'A+', 'B+', 'AB+'],
  'A-': ['A-', 'A+', 'AB-', 'AB+'],
  'A+': ['A+', 'AB+'],
  'B-': ['B-', 'B+', 'AB-', 'AB+'],
  'B+': ['B+', 'AB+'],
  'AB-': ['AB-', 'AB+'],
  'AB+': ['AB+'],
};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
/** A day counted back from today in India (the server's day for the donation gap). */
const daysAgo = (days: number) => addDays(todayInIndia(), -days);

interface Place {
  pincode: string;
  district: string;
  km: number;
}

describe('donor matching on a synthetic population', () => {
  let t: TestApp;
  let db: DataSource;
  const CENTRE = '411001';
  let centre: { latitude: number; longitude: number };

  /** A real pincode whose centroid lies between `min` and `max` km from the centre. */
  async function placeAt(min: number, max: number): Promise<Place> {
    const rows = (await db.query(
      `SELECT "pincode", "district", "latitude", "longitude" FROM "pincodes"
        WHERE geo_distance_km($1, $2, "latitude", "longitude") BETWEEN $3 AND $4
        ORDER BY "pincode" LIMIT 1`,
      [centre.latitude, centre.longitude, min, max],
    )) as { pincode: string; district: string; latitude: number; longitude: number }[];
    if (!rows[0]) throw new Error(`no pincode ${min}-${max} km from ${CENTRE}`);
    return { pincode: rows[0].pincode, district: rows[0].district, km: distanceKm(centre, rows[0]) };
  }

  /** A valid-looking pincode that the dataset does not know (no coordinates). */
  async function unknownPincode(): Promise<string> {
    const [row] = (await db.query(
      `SELECT lpad(n::text, 6, '0') AS "pincode" FROM generate_series(999999, 100000, -1) n
        WHERE NOT EXISTS (SELECT 1 FROM "pincodes" p WHERE p."pincode" = lpad(n::text, 6, '0')) LIMIT 1`,
    )) as { pincode: string }[];
    return row.pincode;
  }

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    [centre] = (await db.query(`SELECT "latitude", "longitude" FROM "pincodes" WHERE "pincode" = $1`, [CENTRE])) as typeof centre[];
  });
  afterAll(async () => {
    await t.close();
  });

  it('alerts every compatible, available, eligible donor within the radius, and no one else', async () => {
    const near = await placeAt(3, 8);
    const edge = await placeAt(18, 24);
    const beyond = await placeAt(27, 35);
    const far = await placeAt(90, 150);
    for (const place of [near, edge]) expect(place.km).toBeLessThanOrEqual(25);
    for (const place of [beyond, far]) expect(place.km).toBeGreaterThan(25);
    const lost = await unknownPincode();
    const at = (place: Place, profile: DonorProfile = {}): DonorProfile => ({ pincode: place.pincode, district: place.district, ...profile });

    const owner: Person = await signedInDonor(t.url, db, 'Requester', at(near, { bloodGroup: 'A+' }));
    // The patient is A+: A+, A-, O+ and O- can give.
    const expected = await Promise.all([
      insertDonor(db, at(near, { bloodGroup: 'A+' })),
      insertDonor(db, at(near, { bloodGroup: 'A-' })),
      insertDonor(db, at(near, { bloodGroup: 'O+' })),
      insertDonor(db, at({ pincode: CENTRE, district: 'Pune', km: 0 }, { bloodGroup: 'O-' })),
      insertDonor(db, at(edge, { bloodGroup: 'O-' })),
      insertDonor(db, at(near, { bloodGroup: 'O+', lastDonationDate: daysAgo(121) })),
      insertDonor(db, at(near, { bloodGroup: 'A+', dateOfBirth: birthDate(64), lastDonationDate: daysAgo(400) })),
      insertDonor(db, at(near, { bloodGroup: 'A+', dateOfBirth: birthDate(59) })),
      // No coordinates for the donor's pincode: matched by district.
      insertDonor(db, { bloodGroup: 'O+', pincode: lost, district: 'pune' }),
    ]);
    const unexpected = await Promise.all([
      insertDonor(db, at(near, { bloodGroup: 'B+' })),
      insertDonor(db, at(near, { bloodGroup: 'AB+' })),
      insertDonor(db, at(near, { bloodGroup: 'B-' })),
      insertDonor(db, at(near, { bloodGroup: 'AB-' })),
      insertDonor(db, at(beyond, { bloodGroup: 'O-' })),
      insertDonor(db, at(far, { bloodGroup: 'O-' })),
      insertDonor(db, at(near, { bloodGroup: 'O-', availableToDonate: false })),
      insertDonor(db, at(near, { bloodGroup: 'O-', lastDonationDate: daysAgo(30) })),
      insertDonor(db, at(near, { bloodGroup: 'O-', lastDonationDate: daysAgo(119) })),
      insertDonor(db, at(near, { bloodGroup: 'O-', dateOfBirth: birthDate(66), lastDonationDate: daysAgo(400) })),
      // Never donated (as far as we know) and over 60: too old for a first donation.
      insertDonor(db, at(near, { bloodGroup: 'O-', dateOfBirth: birthDate(63) })),
      insertDonor(db, at(near, { bloodGroup: null })),
      insertDonor(db, at(near, { bloodGroup: 'O-', phoneNo: null })),
      insertDonor(db, { bloodGroup: 'O+', pincode: lost, district: 'Nagpur' }),
    ]);

    const requestId = await createRequest(t.url, owner, { bloodGroup: 'A+', pincode: CENTRE });
    const alerted = await alertedFor(db, requestId);
    const population = new Set([...expected, ...unexpected].map((d) => d.id));
    expect(alerted.filter((id) => population.has(id))).toEqual(expected.map((d) => d.id).sort());
    expect(alerted).not.toContain(owner.id);
    const [row] = (await db.query(`SELECT "reached_to" FROM "blood_requests" WHERE "id" = $1`, [requestId])) as { reached_to: number }[];
    expect(row.reached_to).toBe(alerted.length);
  });

  it("honours each donor's alert radius: alerted only within the smaller of theirs and the request's", async () => {
    const places = [
      { pincode: CENTRE, district: 'Pune', km: 0 },
      await placeAt(3, 4.5),
      await placeAt(6, 9),
      await placeAt(12, 16),
      await placeAt(18, 24),
      await placeAt(27, 35),
    ];
    const owner: Person = await signedInDonor(t.url, db, 'Radius requester', { bloodGroup: 'B+', pincode: CENTRE, district: 'Pune' });
    // Written out by hand (5, 10, 25 km; none: the request's 25 km), independently of libs/domain.
    const alertedWithin = (km: number, radius: number | null) => km <= (radius ?? 25);
    const donors: { id: string; expected: boolean; km: number; radius: number | null }[] = [];
    for (const place of places) {
      for (const radius of [null, 5, 10, 25]) {
        const donor = await insertDonor(db, { bloodGroup: 'O-', pincode: place.pincode, district: place.district });
        await db.query(`UPDATE "users" SET "alert_radius_km" = $2 WHERE "id" = $1`, [donor.id, radius]);
        donors.push({ id: donor.id, expected: alertedWithin(place.km, radius), km: place.km, radius });
        expect(withinAlertRadius(place.km, 25, radius)).toBe(alertedWithin(place.km, radius));
      }
    }
    // No coordinates for the pincode: matched by district, where no distance is known to compare with a radius.
    const lost = await insertDonor(db, { bloodGroup: 'O-', pincode: await unknownPincode(), district: 'Pune' });
    await db.query(`UPDATE "users" SET "alert_radius_km" = 5 WHERE "id" = $1`, [lost.id]);

    const requestId = await createRequest(t.url, owner, { bloodGroup: 'B+', pincode: CENTRE });
    const alerted = new Set(await alertedFor(db, requestId));
    expect(donors.map(({ km, radius, id }) => ({ km: Math.round(km), radius, alerted: alerted.has(id) }))).toEqual(
      donors.map(({ km, radius, expected }) => ({ km: Math.round(km), radius, alerted: expected })),
    );
    expect(donors.filter((donor) => donor.expected)).toHaveLength(4 + 4 + 3 + 2 + 2 + 0);
    expect(alerted.has(lost.id)).toBe(true);
  });

  it('sets the alert radius and e-mail alerts through the profile (GraphQL and REST), 5, 10 or 25 km only', async () => {
    const donor = await signedInDonor(t.url, db, 'Radius chooser');
    const gql = (query: string) => request(t.url).post('/graphql').set('cookie', donor.cookie).send({ query });
    const set = await gql('mutation { updateAlertPreferences(input: { emailAlerts: false, alertRadiusKm: 10 }) { emailAlerts alertRadiusKm } }');
    expect(set.body).toEqual({ data: { updateAlertPreferences: { emailAlerts: false, alertRadiusKm: 10 } } });
    for (const radius of [7, 0, 50]) {
      const refused = await gql(`mutation { updateAlertPreferences(input: { emailAlerts: true, alertRadiusKm: ${radius} }) { alertRadiusKm } }`);
      expect(refused.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    }
    const rest = await request(t.url).patch('/api/v1/user/update-alert-preferences').set('cookie', donor.cookie).send({ emailAlerts: true, alertRadiusKm: null }).expect(200);
    expect(rest.body.data).toMatchObject({ emailAlerts: true, alertRadiusKm: null });
    await request(t.url).patch('/api/v1/user/update-alert-preferences').set('cookie', donor.cookie).send({ emailAlerts: true, alertRadiusKm: 12 }).expect(400);
    const [row] = (await db.query(`SELECT "email_alerts", "alert_radius_km" FROM "users" WHERE "id" = $1`, [donor.id])) as { email_alerts: boolean; alert_radius_km: number | null }[];
    expect(row).toEqual({ email_alerts: true, alert_radius_km: null });
  });

  it("matches by district when the request's pincode has no coordinates", async () => {
    const lost = await unknownPincode();
    const district = `District ${Date.now()}`;
    const owner = await signedInDonor(t.url, db, 'Far requester', { bloodGroup: 'B+', pincode: CENTRE, district });
    const inDistrict = await insertDonor(db, { bloodGroup: 'O-', pincode: CENTRE, district });
    const elsewhere = await insertDonor(db, { bloodGroup: 'O-', pincode: CENTRE, district: 'Pune' });
    const requestId = await createRequest(t.url, owner, {
      bloodGroup: 'AB+',
      pincode: lost,
      address: { addressLine: 'Civil Hospital', district, state: 'Maharashtra' },
    });
    const alerted = await alertedFor(db, requestId);
    expect(alerted).toContain(inDistrict.id);
    expect(alerted).not.toContain(elsewhere.id);
  });

  it('alerts exactly the donors libs/domain says may donate today (age, first donation, donation gap)', async () => {
    const place = await placeAt(600, 900);
    const births = [birthDate(18), birthDate(30), birthDate(60), birthDate(61, -1), birthDate(61), birthDate(65), birthDate(66, -1), birthDate(66), birthDate(75)];
    const lastDonations = [null, daysAgo(1), daysAgo(89), daysAgo(90), daysAgo(119), daysAgo(120), daysAgo(121), daysAgo(800)];
    const donors = [];
    for (const dateOfBirth of births) {
      for (const lastDonationDate of lastDonations) {
        const { id } = await insertDonor(db, { bloodGroup: 'O-', pincode: place.pincode, district: place.district, dateOfBirth, lastDonationDate });
        donors.push({ id, dateOfBirth, lastDonationDate });
      }
    }
    const owner = await signedInDonor(t.url, db, 'Eligibility', { pincode: place.pincode, district: place.district });
    const requestId = await createRequest(t.url, owner, { bloodGroup: 'O-', pincode: place.pincode });
    const today = todayInIndia();
    const expected = donors.filter((d) => canDonateOn({ dateOfBirth: d.dateOfBirth, lastDonation: d.lastDonationDate }, today)).map((d) => d.id);
    const ours = new Set(donors.map((d) => d.id));
    expect(expected.length).toBeGreaterThan(10);
    expect(expected.length).toBeLessThan(donors.length - 10);
    expect((await alertedFor(db, requestId)).filter((id) => ours.has(id))).toEqual(expected.sort());
  });

  it('follows the compatibility table (docs/product-rules.md) for all 64 donor and patient pairs', async () => {
    const place = await placeAt(200, 400);
    const donors = new Map<string, BloodGroup>();
    for (const group of BLOOD_GROUPS) donors.set((await insertDonor(db, { bloodGroup: group, pincode: place.pincode, district: place.district })).id, group);
    const owner = await signedInDonor(t.url, db, 'Table', { pincode: place.pincode, district: place.district });
    for (const patient of BLOOD_GROUPS) {
      const requestId = await createRequest(t.url, owner, { bloodGroup: patient, pincode: place.pincode });
      const groups = (await alertedFor(db, requestId)).flatMap((id) => donors.get(id) ?? []);
      const expected = BLOOD_GROUPS.filter((donor) => CAN_GIVE_TO[donor].includes(patient));
      expect([...groups].sort()).toEqual([...expected].sort());
    }
  });

  it('alerts at most the configured number of donors, nearest first', async () => {
    const capped = await startTestApp({ MATCH_MAX_DONORS: '3' });
    try {
      const place = await placeAt(1500, 2000);
      const [origin] = (await db.query(`SELECT "latitude", "longitude" FROM "pincodes" WHERE "pincode" = $1`, [place.pincode])) as typeof centre[];
      // Five other places around it, at five different distances.
      const rings = (await db.query(
        `SELECT "pincode", "district", "km" FROM (
           SELECT DISTINCT ON ("latitude", "longitude") "pincode", "district", geo_distance_km($1, $2, "latitude", "longitude") AS "km"
             FROM "pincodes" WHERE geo_distance_km($1, $2, "latitude", "longitude") BETWEEN 0.5 AND 20
         ) p ORDER BY "km" LIMIT 5`,
        [origin.latitude, origin.longitude],
      )) as { pincode: string; district: string; km: number }[];
      expect(rings).toHaveLength(5);
      const ids: string[] = [];
      for (const ring of rings) ids.push((await insertDonor(db, { bloodGroup: 'O-', pincode: ring.pincode, district: ring.district })).id);
      const owner = await signedInDonor(capped.url, db, 'Capped', { pincode: place.pincode, district: place.district });
      const requestId = await createRequest(capped.url, owner, { bloodGroup: 'AB+', pincode: place.pincode });
      expect(await alertedFor(db, requestId)).toEqual(ids.slice(0, 3).sort());
    } finally {
      await capped.close();
    }
  });

  describe('what is needed: components', () => {
    it('a platelets request alerts exactly the ABO-identical and plasma-compatible donors, and no one inside an apheresis gap', async () => {
      const place = await placeAt(40, 60);
      const at = (profile: DonorProfile): DonorProfile => ({ pincode: place.pincode, district: place.district, ...profile });
      const owner = await signedInDonor(t.url, db, 'Platelets', at({ bloodGroup: 'B+' }));
      // The patient is A-: A and AB donors of either RhD (their plasma is compatible); never O or B.
      const expected = await Promise.all([
        insertDonor(db, at({ bloodGroup: 'A-' })),
        insertDonor(db, at({ bloodGroup: 'A+' })),
        insertDonor(db, at({ bloodGroup: 'AB-' })),
        insertDonor(db, at({ bloodGroup: 'AB+' })),
        insertDonor(db, at({ bloodGroup: 'A+', lastApheresisAt: hoursAgo(49) })),
        // 30 days after whole blood: too soon for another whole blood, not for apheresis.
        insertDonor(db, at({ bloodGroup: 'A-', lastDonationDate: daysAgo(30) })),
        insertDonor(db, at({ bloodGroup: 'AB+', weightKg: 50 })),
        insertDonor(db, at({ bloodGroup: 'A+', dateOfBirth: birthDate(59) })),
      ]);
      const unexpected = await Promise.all([
        ...(['O-', 'O+', 'B-', 'B+'] as const).map((bloodGroup) => insertDonor(db, at({ bloodGroup }))),
        insertDonor(db, at({ bloodGroup: 'A-', lastApheresisAt: hoursAgo(47) })),
        insertDonor(db, at({ bloodGroup: 'A+', lastApheresisAt: hoursAgo(1) })),
        insertDonor(db, at({ bloodGroup: 'AB-', lastDonationDate: daysAgo(20) })),
        insertDonor(db, at({ bloodGroup: 'A+', weightKg: 49 })),
        insertDonor(db, at({ bloodGroup: 'A-', dateOfBirth: birthDate(61), lastDonationDate: daysAgo(400) })),
        insertDonor(db, at({ bloodGroup: 'A-', availableToDonate: false })),
      ]);
      const requestId = await createRequest(t.url, owner, { bloodGroup: 'A-', pincode: place.pincode, component: 'PLATELETS', units: 1 });
      const ours = new Set([...expected, ...unexpected].map((d) => d.id));
      expect((await alertedFor(db, requestId)).filter((id) => ours.has(id))).toEqual(expected.map((d) => d.id).sort());
    });

    it('alerts RhD-negative donors first for an RhD-negative patient, then ABO-identical before plasma-compatible, each nearest first', async () => {
      const capped = await startTestApp({ MATCH_MAX_DONORS: '3' });
      try {
        // A place no one else's donors live within 50 km of (other suites share the database).
        const [origin] = (await db.query(
          `SELECT p."pincode", p."district", p."latitude", p."longitude" FROM "pincodes" p
            WHERE geo_distance_km($1, $2, p."latitude", p."longitude") BETWEEN 2100 AND 2600
              AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."latitude" IS NOT NULL AND geo_distance_km(p."latitude", p."longitude", u."latitude", u."longitude") < 50)
            ORDER BY p."pincode" DESC LIMIT 1`,
          [centre.latitude, centre.longitude],
        )) as (Place & { latitude: number; longitude: number })[];
        const place = origin;
        const rings = (await db.query(
          `SELECT "pincode", "district" FROM (
             SELECT DISTINCT ON ("latitude", "longitude") "pincode", "district", geo_distance_km($1, $2, "latitude", "longitude") AS "km"
               FROM "pincodes" WHERE geo_distance_km($1, $2, "latitude", "longitude") BETWEEN 0.5 AND 20
           ) p ORDER BY "km" LIMIT 3`,
          [origin.latitude, origin.longitude],
        )) as { pincode: string; district: string }[];
        expect(rings).toHaveLength(3);
        const [nearest, middle, farthest] = rings;
        const donor = (ring: { pincode: string; district: string }, bloodGroup: string) => insertDonor(db, { bloodGroup, pincode: ring.pincode, district: ring.district });
        // Nearest of all are six RhD-positive A and AB donors, as many as the nearest-neighbour scan's
        // candidates (twice the cap): the three alerted must still be the farther RhD-negative ones.
        for (let i = 0; i < 6; i++) await donor(nearest, i % 2 ? 'A+' : 'AB+');
        const abNegNear = await donor(middle, 'AB-');
        const aNegFar = await donor(farthest, 'A-');
        const aNegMiddle = await donor(middle, 'A-');
        const owner = await signedInDonor(capped.url, db, 'Order', { pincode: place.pincode, district: place.district });
        const requestId = await createRequest(capped.url, owner, { bloodGroup: 'A-', pincode: place.pincode, component: 'PLATELETS' });
        expect(await alertedFor(db, requestId)).toEqual([aNegMiddle.id, aNegFar.id, abNegNear.id].sort());
      } finally {
        await capped.close();
      }
    });

    it('a replacement request alerts every available, eligible donor in the radius, whatever the group', async () => {
      const place = await placeAt(60, 80);
      const at = (profile: DonorProfile): DonorProfile => ({ pincode: place.pincode, district: place.district, ...profile });
      const owner = await signedInDonor(t.url, db, 'Replacement', at({}));
      const expected = await Promise.all(BLOOD_GROUPS.map((bloodGroup) => insertDonor(db, at({ bloodGroup }))));
      const unexpected = await Promise.all([
        insertDonor(db, at({ bloodGroup: 'B+', availableToDonate: false })),
        insertDonor(db, at({ bloodGroup: 'AB-', lastDonationDate: daysAgo(30) })),
        // Whole blood waits 28 days after a platelet apheresis.
        insertDonor(db, at({ bloodGroup: 'O+', lastApheresisAt: hoursAgo(24 * 10) })),
        insertDonor(db, at({ bloodGroup: null })),
      ]);
      const requestId = await createRequest(t.url, owner, { bloodGroup: 'AB-', pincode: place.pincode, component: 'ANY_GROUP', units: 2 });
      const ours = new Set([...expected, ...unexpected].map((d) => d.id));
      expect((await alertedFor(db, requestId)).filter((id) => ours.has(id))).toEqual(expected.map((d) => d.id).sort());
    });

    it('whole blood: the identical group only; plasma: AB gives to everyone, RhD does not matter', async () => {
      const place = await placeAt(80, 100);
      const donors = new Map<string, BloodGroup>();
      for (const group of BLOOD_GROUPS) donors.set((await insertDonor(db, { bloodGroup: group, pincode: place.pincode, district: place.district })).id, group);
      const owner = await signedInDonor(t.url, db, 'Components', { pincode: place.pincode, district: place.district });
      const groupsAlerted = async (bloodGroup: string, component: RequestComponent) => {
        const requestId = await createRequest(t.url, owner, { bloodGroup, pincode: place.pincode, component });
        return (await alertedFor(db, requestId)).flatMap((id) => donors.get(id) ?? []).sort();
      };
      expect(await groupsAlerted('B-', 'WHOLE_BLOOD')).toEqual(['B-']);
      expect(await groupsAlerted('A+', 'PLASMA')).toEqual(['A+', 'A-', 'AB+', 'AB-']);
      expect(await groupsAlerted('O+', 'PLASMA')).toEqual([...BLOOD_GROUPS].sort());
    });

    it('an original-API create-request without the new fields still works, as red cells, 1 unit', async () => {
      const place = await placeAt(100, 120);
      const donors = new Map<string, BloodGroup>();
      for (const group of BLOOD_GROUPS) donors.set((await insertDonor(db, { bloodGroup: group, pincode: place.pincode, district: place.district })).id, group);
      const owner = await signedInDonor(t.url, db, 'Original', { pincode: place.pincode, district: place.district });
      // requestForm() is the original API's body: none of component, units, hospitalName, urgency.
      const requestId = await createRequest(t.url, owner, { bloodGroup: 'B-', pincode: place.pincode });
      expect((await alertedFor(db, requestId)).flatMap((id) => donors.get(id) ?? []).sort()).toEqual(['B-', 'O-']);
      const res = await request(t.url).get('/api/v1/request/get-request').query({ requestId }).set('cookie', owner.cookie);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ _id: requestId, bloodGroup: 'B-', component: 'RED_CELLS', units: 1, hospitalName: null, urgency: null });
    });

    it('refuses a component, units or urgency it does not know', async () => {
      const owner = await signedInDonor(t.url, db, 'Refused', {});
      for (const wrong of [{ component: 'BONE_MARROW' }, { units: 0 }, { units: 11 }, { units: 1.5 }, { urgency: 'ASAP' }, { hospitalName: '' }]) {
        const res = await request(t.url).post('/api/v1/request/create-request').set('cookie', owner.cookie).send({ ...requestFormFor(wrong) });
        expect({ wrong, status: res.status }).toEqual({ wrong, status: 400 });
      }
    });

    it('alerts exactly the donors libs/domain says may give platelets or red cells now (age, weight: 50 kg and 45 kg, both apheresis gaps)', async () => {
      const place = await placeAt(900, 1100);
      const births = [birthDate(30), birthDate(60), birthDate(61, -1), birthDate(61)];
      const lastDonations = [null, daysAgo(27), daysAgo(29), daysAgo(400)];
      const apheresis = [null, hoursAgo(47), hoursAgo(49), hoursAgo(24 * 27), hoursAgo(24 * 29)];
      const weights = [null, 44, 45, 49, 50];
      const donors = [];
      for (const dateOfBirth of births)
        for (const lastDonationDate of lastDonations)
          for (const lastApheresisAt of apheresis)
            for (const weightKg of weights) {
              const { id } = await insertDonor(db, { bloodGroup: 'O-', pincode: place.pincode, district: place.district, dateOfBirth, lastDonationDate, lastApheresisAt, weightKg });
              donors.push({ id, dateOfBirth, lastDonation: lastDonationDate, lastApheresisAt, weightKg });
            }
      const owner = await signedInDonor(t.url, db, 'Apheresis', { pincode: place.pincode, district: place.district });
      const ours = new Set(donors.map((d) => d.id));
      for (const component of ['PLATELETS', 'RED_CELLS'] as const) {
        const now = new Date();
        const requestId = await createRequest(t.url, owner, { bloodGroup: 'O-', pincode: place.pincode, component });
        const expected = donors.filter((d) => canDonateFor(component, d, now)).map((d) => d.id);
        expect(expected.length).toBeGreaterThan(5);
        expect(expected.length).toBeLessThan(donors.length - 5);
        expect({ component, alerted: (await alertedFor(db, requestId)).filter((id) => ours.has(id)) }).toEqual({ component, alerted: expected.sort() });
      }
    });
  });
});
