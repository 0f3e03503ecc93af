import request from 'supertest';
import { DataSource } from 'typeorm';
import { createRequest, signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

const NEAR_ME = `{ openRequestsNearMe { emptyReason requests { distanceKm request { id bloodGroup email contactVisible viewerHasHelped } } } }`;

interface NearMe {
  emptyReason: string | null;
  requests: { distanceKm: number | null; request: { id: string; bloodGroup: string; email: string; contactVisible: boolean; viewerHasHelped: boolean } }[];
}

/**
 * "Open requests near you": what a donor could answer, as matching would choose them from the
 * other side (blood group by component, within the radius, or by district without a known centre).
 */
describe('open requests near a donor', () => {
  let t: TestApp;
  let db: DataSource;
  let owner: Person;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(DataSource);
    owner = await signedInDonor(t.url, db, 'Near owner', { bloodGroup: 'O+' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function nearMe(person: Person | null): Promise<{ body: { data?: { openRequestsNearMe: NearMe }; errors?: { extensions: { code: string } }[] } }> {
    const call = request(t.url).post('/graphql').set('content-type', 'application/json').send({ query: NEAR_ME });
    return (person ? call.set('cookie', person.cookie) : call) as never;
  }
  async function listed(person: Person): Promise<NearMe> {
    const res = await nearMe(person);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.openRequestsNearMe;
  }
  /** Requests of this test only (others' from earlier tests may be near too). */
  const ids = (found: NearMe, ours: string[]) => found.requests.map((entry) => entry.request.id).filter((id) => ours.includes(id));

  it('lists the open requests the donor could answer nearby, most urgent first, with distance and masked contacts; not others', async () => {
    const donor = await signedInDonor(t.url, db, 'Near donor', { bloodGroup: 'A-', pincode: '411001', district: 'Pune' });
    // A- gives red cells to A-, A+, AB-, AB+; plasma only to A and O patients.
    const planned = await createRequest(t.url, owner, { bloodGroup: 'A+', pincode: '411001' });
    const urgent = await createRequest(t.url, owner, { bloodGroup: 'AB-', pincode: '411004' });
    const incompatible = await createRequest(t.url, owner, { bloodGroup: 'B+', pincode: '411001' });
    const plasmaNo = await createRequest(t.url, owner, { bloodGroup: 'AB+', pincode: '411001', component: 'PLASMA', units: 1, urgency: 'TODAY', hospitalName: 'Ruby Hall Clinic' });
    const far = await createRequest(t.url, owner, { bloodGroup: 'A+', pincode: '110001', address: { addressLine: 'AIIMS', district: 'New Delhi', state: 'Delhi' } });
    const fulfilled = await createRequest(t.url, owner, { bloodGroup: 'A+', pincode: '411001' });
    await request(t.url).get(`/api/v1/request/fulfill-request/${fulfilled}`).set('cookie', owner.cookie).expect(200);
    const own = await createRequest(t.url, donor, { bloodGroup: 'A+', pincode: '411001' });
    const reportedAway = await createRequest(t.url, owner, { bloodGroup: 'A+', pincode: '411001' });
    await db.query(`UPDATE "blood_requests" SET "report_count" = 1000 WHERE "id" = $1`, [reportedAway]);
    // Held for asking for money (issue 25): nobody sees it until a moderator releases it.
    const held = await createRequest(t.url, owner, { bloodGroup: 'A+', pincode: '411001', reason: 'Accident, please send Rs 2000 on this UPI ravi.kumar@okaxis for the blood' });
    expect((await db.query(`SELECT "held_at" IS NOT NULL AS "held" FROM "blood_requests" WHERE "id" = $1`, [held]))[0].held).toBe(true);
    await db.query(`UPDATE "blood_requests" SET "urgency" = 'TODAY' WHERE "id" = $1`, [urgent]);
    await db.query(`UPDATE "blood_requests" SET "urgency" = 'PLANNED' WHERE "id" = $1`, [planned]);

    const found = await listed(donor);
    const ours = [planned, urgent, incompatible, plasmaNo, far, fulfilled, own, reportedAway, held];
    expect(ids(found, ours)).toEqual([urgent, planned]);
    expect(found.emptyReason).toBeNull();
    const entry = found.requests.find((e) => e.request.id === urgent)!;
    expect(entry.distanceKm).toBeGreaterThan(0);
    expect(entry.distanceKm).toBeLessThanOrEqual(25);
    expect(entry.request.contactVisible).toBe(false);
    expect(entry.request.email).not.toBe('ravi.family@example.com');

    // Once they offered help, the request says so, and its contact is theirs to see.
    await request(t.url).post(`/api/v1/request/create-help/${planned}`).set('cookie', donor.cookie).expect(200);
    const after = (await listed(donor)).requests.find((e) => e.request.id === planned)!;
    expect(after.request).toMatchObject({ viewerHasHelped: true, contactVisible: true, email: 'ravi.family@example.com' });
  });

  it("beyond the radius, lists a request of the donor's district only when its pincode has no known centre", async () => {
    // Leh's own district (no other suite posts there, so the list's 20 are not crowded out).
    const leh = { district: 'Leh', state: 'Ladakh' };
    const donor = await signedInDonor(t.url, db, 'District donor', { bloodGroup: 'B-', pincode: '194101', ...leh });
    const at = (pincode: string) => ({ pincode, address: { addressLine: 'SNM Hospital', ...leh } });
    // 194201 is in Leh district, about 56 km from 194101: matching would not alert this donor.
    const farInDistrict = await createRequest(t.url, owner, { bloodGroup: 'B+', ...at('194201') });
    // Two requests on a Leh pincode the table does not know: matching goes by district then.
    const unknownA = await createRequest(t.url, owner, { bloodGroup: 'B+', ...at('194101') });
    const unknownB = await createRequest(t.url, owner, { bloodGroup: 'AB-', ...at('194101') });
    await db.query(`UPDATE "blood_requests" SET "pincode" = '194999' WHERE "id" = ANY($1::uuid[])`, [[unknownA, unknownB]]);
    const found = await listed(donor);
    expect(ids(found, [farInDistrict, unknownA, unknownB]).sort()).toEqual([unknownA, unknownB].sort());
    expect(found.requests.find((entry) => entry.request.id === unknownA)!.distanceKm).toBeNull();
  });

  it("finds the donor's requests among a city's hundreds of others, the most urgent first", async () => {
    // Bhopal (no other suite posts there). 600 open requests the donor cannot answer (B+ red cells
    // go to B+ and AB+ only), needed sooner than theirs; and 600 planned ones of their group
    // needed sooner than one needed today. The list used to read the 500 needed soonest of any
    // group, then keep the donor's: neither of theirs was among them.
    const bhopal = { pincode: '462001', address: { addressLine: 'Hamidia Hospital', district: 'Bhopal', state: 'Madhya Pradesh' } };
    const donor = await signedInDonor(t.url, db, 'City donor', { bloodGroup: 'B+', pincode: '462001', district: 'Bhopal', state: 'Madhya Pradesh' });
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const theirs = await createRequest(t.url, owner, { bloodGroup: 'AB+', ...bhopal, date: inDays(20) });
    const today = await createRequest(t.url, owner, { bloodGroup: 'B+', ...bhopal, date: inDays(20), urgency: 'TODAY', hospitalName: 'Hamidia Hospital' });
    const template = await createRequest(t.url, owner, { bloodGroup: 'A+', ...bhopal, date: inDays(2) });
    const columns = (
      (await db.query(`SELECT column_name FROM information_schema.columns WHERE table_name = 'blood_requests' AND column_name NOT IN ('id', 'blood_group', 'urgency')`)) as {
        column_name: string;
      }[]
    ).map((row) => `"${row.column_name}"`);
    const copies = (group: string, urgency: string | null) =>
      db.query(
        `INSERT INTO "blood_requests" (${columns.join(', ')}, "blood_group", "urgency") SELECT ${columns.join(', ')}, $2, $3 FROM "blood_requests", generate_series(1, 600) WHERE "id" = $1`,
        [template, group, urgency],
      );
    await copies('A+', null);
    await copies('B+', 'PLANNED');
    try {
      const found = await listed(donor);
      expect(found.requests).toHaveLength(20);
      expect(found.requests[0].request.id).toBe(today);
      expect(ids(found, [theirs, today])).toEqual([today]);
      expect(found.requests.every((entry) => ['B+', 'AB+'].includes(entry.request.bloodGroup))).toBe(true);
      // Without the planned ones, the AB+ request needed in 20 days is theirs to see too.
      await db.query(`UPDATE "blood_requests" SET "is_active" = false WHERE "id" <> ALL($1::uuid[]) AND "pincode" = '462001' AND "blood_group" = 'B+' AND "urgency" = 'PLANNED'`, [
        [today],
      ]);
      expect(ids(await listed(donor), [theirs, today])).toEqual([today, theirs]);
    } finally {
      await db.query(`UPDATE "blood_requests" SET "is_active" = false WHERE "pincode" = '462001'`);
    }
  });

  it('says why the list is empty: no blood group, no pincode, nothing nearby', async () => {
    expect((await listed(await signedInDonor(t.url, db, 'No group', { bloodGroup: null }))).emptyReason).toBe('NO_BLOOD_GROUP');
    expect((await listed(await signedInDonor(t.url, db, 'No pincode', { bloodGroup: 'O-', pincode: null }))).emptyReason).toBe('NO_PINCODE');
    // AB+ red cells only go to AB+ patients: nobody near Kohima needs them here.
    const lonely = await listed(await signedInDonor(t.url, db, 'Far away', { bloodGroup: 'AB+', pincode: '797001', district: 'Kohima', state: 'Nagaland' }));
    expect(lonely).toEqual({ emptyReason: 'NONE_NEARBY', requests: [] });
  });

  it('is for signed-in users only', async () => {
    const res = await nearMe(null);
    expect(res.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
