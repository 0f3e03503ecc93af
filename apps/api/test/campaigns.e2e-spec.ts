import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CAMPAIGN_FEED_NOTICES, REPORTS_TO_HIDE, distanceKm, startOfTodayInIndia } from '@redhope/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { readPincodeCsv } from '../src/database/pincode-data';
import { FEED_PAGE_TTL_MS } from '../src/modules/campaigns/campaigns.service';
import { campDate, campaignForm, createCampaign, leafletFiles, leafletJpeg, leafletOf, multipartCampaign, setCampaignDate, startAppWithUploads, writeCampaigns } from './setup/campaigns';
import { CREATE_CAMPAIGN, gqlUpload } from './setup/campaigns-graphql';
import { insertDonor, signedInDonor, type Person } from './setup/people';
import type { TestApp } from './setup/test-app';

const api = (path: string) => `/api/v1/campaign/${path}`;

interface RestCampaign {
  _id: string;
  date: string;
  pincode: string;
  leaflet: string;
  distanceKm?: number | null;
}

describe('campaigns (REST /api/v1/campaign and GraphQL)', () => {
  let t: TestApp & { uploadsDir: string };
  let db: DataSource;
  let uploadsDir: string;
  let owner: Person;
  let stranger: Person;
  let leaflet: Buffer;
  beforeAll(async () => {
    leaflet = await leafletJpeg();
    t = await startAppWithUploads();
    uploadsDir = t.uploadsDir;
    db = t.app.get(DataSource);
    owner = await signedInDonor(t.url, db, 'Camp owner', { pincode: '744101', district: 'South Andaman', state: 'Andaman and Nicobar Islands' });
    stranger = await signedInDonor(t.url, db, 'Camp stranger', { pincode: '411001' });
  });
  afterAll(async () => {
    await t.close();
  });

  const gql = (query: string, variables: Record<string, unknown> = {}, cookie?: string) => {
    const call = request(t.url).post('/graphql').send({ query, variables });
    return cookie ? call.set('cookie', cookie) : call;
  };
  const create = (cookie: string, fields: Record<string, unknown>, options: { address?: 'bracketed' | 'json' } = {}) =>
    multipartCampaign(request(t.url).post(api('create-campaign')).set('cookie', cookie), fields, leaflet, options);
  const get = (id: string, cookie?: string) => {
    const call = request(t.url).get(api(`get-campaign/${id}`));
    return cookie ? call.set('cookie', cookie) : call;
  };
  const feed = async (query: string, cookie?: string): Promise<{ message: string; data: RestCampaign[] }> => {
    const call = request(t.url).get(api(`campaign-feed${query}`));
    const res = await (cookie ? call.set('cookie', cookie) : call).expect(200);
    return res.body;
  };
  const ids = (campaigns: { _id: string }[]) => campaigns.map((c) => c._id);
  /** Every id of a GraphQL feed, page after page. */
  const wholeFeed = async (args: string): Promise<string[]> => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const res: request.Response = await gql(`query($after: String) { campaignFeed(${args}, first: 100, after: $after) { nodes { id } pageInfo { endCursor hasNextPage } } }`, { after });
      const page: { nodes: { id: string }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } = res.body.data.campaignFeed;
      seen.push(...page.nodes.map((node) => node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    return seen;
  };
  const rowCounts = async () =>
    ((await db.query(`SELECT (SELECT count(*) FROM "campaigns")::int AS "campaigns", (SELECT count(*) FROM "stored_images")::int AS "images"`)) as {
      campaigns: number;
      images: number;
    }[])[0];

  describe('per-user limits', () => {
    it('limits campaigns shared (429, no image kept) and reports made by one user, each user counted alone', async () => {
      const limited = await startAppWithUploads({ CAMPAIGNS_PER_USER_PER_DAY: '2', CAMPAIGN_REPORTS_PER_USER_PER_HOUR: '1' });
      try {
        const limitedDb = limited.app.get(DataSource);
        const busy = await signedInDonor(limited.url, limitedDb, 'Busy organiser');
        const other = await signedInDonor(limited.url, limitedDb, 'Other organiser');
        const first = await createCampaign(limited.url, busy);
        const second = await createCampaign(limited.url, busy);
        const images = async () => ((await limitedDb.query(`SELECT count(*)::int AS "n" FROM "stored_images"`)) as { n: number }[])[0].n;
        const imagesBefore = await images();
        const third = await multipartCampaign(request(limited.url).post(api('create-campaign')).set('cookie', busy.cookie), campaignForm(), leaflet).expect(429);
        expect(third.body).toMatchObject({ statusCode: 429, success: false, data: { code: 'RATE_LIMITED' } });
        expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
        expect(await images()).toBe(imagesBefore);
        const viaGraphql = await gqlUpload(limited.url, CREATE_CAMPAIGN, { input: campaignForm() }, { variable: 'leaflet', content: leaflet }, busy.cookie);
        expect(viaGraphql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
        await createCampaign(limited.url, other);

        await request(limited.url).post(api(`campaign-report/${first}`)).set('cookie', other.cookie).expect(200);
        const secondReport = await request(limited.url).post(api(`campaign-report/${second}`)).set('cookie', other.cookie).expect(429);
        expect(secondReport.body).toMatchObject({ statusCode: 429, data: { code: 'RATE_LIMITED' } });
        expect(Number(secondReport.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });
  });

  describe('create-campaign', () => {
    const expected = {
      title: 'Blood donation camp at Ruby Hall',
      category: 'Blood donation camp',
      address: { addressLine: 'Ruby Hall Clinic, Sassoon Road', district: 'Pune', state: 'Maharashtra' },
      pincode: '411001',
      contactNo: '+919822012345',
      description: 'Walk-in donors welcome from 10 am to 4 pm. Bring a photo ID.',
      registrationLink: 'https://camps.example.org/ruby-hall',
    };

    it.each([['bracketed fields', 'bracketed'], ['one JSON string', 'json']] as const)(
      'creates from multipart with the address as %s; the date "date T time" is India time',
      async (_label, address) => {
        const res = await create(owner.cookie, campaignForm({ date: campDate(4, '09:30') }), { address }).expect(201);
        expect(res.body).toMatchObject({ statusCode: 201, success: true, message: 'Campaign created successfully', data: { id: expect.any(String) } });
        const got = await get(res.body.data.id).expect(200);
        const day = campDate(4, '09:30').slice(0, 10);
        expect(got.body.data).toMatchObject({ _id: res.body.data.id, userId: owner.id, ...expected, date: new Date(`${day}T04:00:00.000Z`).toISOString() });
        expect(got.body.data.leaflet).toMatch(/^\/uploads\/[0-9a-f-]{36}-detail\.jpg$/);
        await request(t.url).get(got.body.data.leaflet).expect(200).expect('content-type', 'image/jpeg');
      },
    );

    it('creates through a GraphQL upload, the same service and rules', async () => {
      const input = { ...campaignForm({ date: campDate(4, '09:30') }), contactNo: '98220 12345' };
      const res = await gqlUpload(t.url, CREATE_CAMPAIGN, { input }, { variable: 'leaflet', content: await leafletJpeg() }, owner.cookie).expect(200);
      expect(res.body.errors).toBeUndefined();
      const campaign = res.body.data.createCampaign;
      expect(campaign).toMatchObject({ ...expected, viewerIsOwner: true, owner: { id: owner.id, userName: 'Camp owner' }, leaflet: { width: 480, height: 640 } });
      expect(campaign.leaflet.variants).toHaveLength(4);
      const rest = await get(campaign.id).expect(200);
      expect(rest.body.data.date).toBe(campaign.date);
    });

    it('GraphQL uploads keep CSRF prevention: without the preflight header they are refused', async () => {
      const before = await rowCounts();
      const res = await gqlUpload(t.url, CREATE_CAMPAIGN, { input: campaignForm() }, { variable: 'leaflet', content: await leafletJpeg() }, owner.cookie, false);
      expect(res.status).toBe(400);
      expect(await rowCounts()).toEqual(before);
    });

    it('GraphQL refuses a file that is not an image, with the code', async () => {
      const res = await gqlUpload(t.url, CREATE_CAMPAIGN, { input: campaignForm() }, { variable: 'leaflet', content: Buffer.from('<html></html>') }, owner.cookie);
      expect(res.body.errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('treats empty optional fields as not given', async () => {
      const res = await create(owner.cookie, campaignForm({ contactNo: '', registrationLink: '  ' })).expect(201);
      const got = await get(res.body.data.id).expect(200);
      expect(got.body.data).toMatchObject({ contactNo: null, registrationLink: null });
    });

    it.each([
      ['no title', { title: undefined }, 'title'],
      ['a category spelt differently', { category: 'General health camp' }, 'category'],
      ['no address', { address: undefined }, 'address'],
      ['an incomplete address', { address: { addressLine: 'Camp ground', district: '', state: 'Maharashtra' } }, 'address.district'],
      ['an address that is not JSON', { address: '{not json' }, 'address'],
      ['a pincode starting with 0', { pincode: '011001' }, 'pincode'],
      ['a foreign contact number', { contactNo: '+44 7911 123456' }, 'contactNo'],
      ['a date in the past', { date: campDate(-1) }, 'date'],
      ['a date more than a year ahead', { date: campDate(400) }, 'date'],
      ['a date without a time', { date: campDate(2).slice(0, 10) }, 'date'],
      ['an impossible time', { date: campDate(2, '25:00') }, 'date'],
      ['no description', { description: ' ' }, 'description'],
      ['a javascript: registration link', { registrationLink: 'javascript:alert(1)' }, 'registrationLink'],
      ['a registration link without http(s)', { registrationLink: 'camps.example.org' }, 'registrationLink'],
    ])('refuses %s with 400 and the SPEC text, creating nothing', async (_label, override, field) => {
      const before = await rowCounts();
      const res = await create(owner.cookie, { ...campaignForm(), ...override }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, success: false, message: 'Please fillup all required fields', data: { code: 'VALIDATION_FAILED' } });
      expect(Object.keys(res.body.data.fields)).toContain(field);
      expect(await rowCounts()).toEqual(before);
    });

    it('refuses a form without its leaflet, naming it with the other missing fields', async () => {
      const res = await multipartCampaign(request(t.url).post(api('create-campaign')).set('cookie', owner.cookie), campaignForm({ title: '' }), null).expect(400);
      expect(res.body.message).toBe('Please fillup all required fields');
      expect(Object.keys(res.body.data.fields).sort()).toEqual(['leaflet', 'title']);
      const json = await request(t.url).post(api('create-campaign')).set('cookie', owner.cookie).send(campaignForm()).expect(400);
      expect(json.body.data.fields).toEqual({ leaflet: 'Add a leaflet image' });
    });

    it('refuses a second file or a file under another name', async () => {
      const jpeg = await leafletJpeg();
      const two = multipartCampaign(request(t.url).post(api('create-campaign')).set('cookie', owner.cookie), campaignForm(), jpeg);
      await two.attach('leaflet', jpeg, { filename: 'again.jpg', contentType: 'image/jpeg' }).expect(400);
      const other = multipartCampaign(request(t.url).post(api('create-campaign')).set('cookie', owner.cookie), campaignForm(), null);
      await other.attach('poster', jpeg, { filename: 'poster.jpg', contentType: 'image/jpeg' }).expect(400);
    });
  });

  describe('campaign-feed', () => {
    let earlierToday: string;
    let tomorrow: string;
    let inFiveDays: string;
    let expired: string;
    beforeAll(async () => {
      // In Andaman (744xxx), far from every other suite's camps, so the location feed holds only these.
      const andaman = { pincode: '744101', address: { addressLine: 'Aberdeen Bazaar', district: 'South Andaman', state: 'Andaman and Nicobar Islands' } };
      inFiveDays = await createCampaign(t.url, owner, { ...andaman, date: campDate(5, '08:00') });
      tomorrow = await createCampaign(t.url, owner, { ...andaman, date: campDate(1, '18:00') });
      earlierToday = await createCampaign(t.url, owner, { ...andaman, date: campDate(0, '00:01') });
      expired = await createCampaign(t.url, owner, { ...andaman, date: campDate(1) });
      await setCampaignDate(t, expired, new Date(startOfTodayInIndia().getTime() - 60_000));
    });

    it('lists camps from the start of today in India, soonest first; past ones drop out', async () => {
      const { data } = await feed('?filter=all');
      const dates = data.map((c) => c.date);
      expect([...dates].sort()).toEqual(dates);
      const from = startOfTodayInIndia().toISOString();
      expect(dates.every((date) => date >= from)).toBe(true);
      expect(data[0].leaflet).toMatch(/-card\.jpg$/);
      // Every page of the GraphQL feed, in case other suites' camps fill the REST feed's first 100.
      const everything = await wholeFeed('filter: ALL');
      expect(everything.filter((id) => [earlierToday, tomorrow, inFiveDays, expired].includes(id))).toEqual([earlierToday, tomorrow, inFiveDays]);
    });

    it('shows a new camp at once, and drops a camp once its day has passed', async () => {
      // The page is read (and kept for a moment) first: this instance's own writes are seen at once all the same.
      await feed('?filter=pincode&pincode=744101');
      const passing = await createCampaign(t.url, owner, { pincode: '744101', date: campDate(2) });
      expect(ids((await feed('?filter=pincode&pincode=744101')).data)).toContain(passing);
      await setCampaignDate(t, passing, new Date(Date.now() - 2 * 86_400_000));
      expect(ids((await feed('?filter=pincode&pincode=744101')).data)).not.toContain(passing);
      // Still reachable by its link, and in its owner's list.
      await get(passing).expect(200);
    });

    it('"My location" means within the radius by pincode-centre distance, not the same pincode', async () => {
      const near = await createCampaign(t.url, owner, { pincode: '744103', date: campDate(2) });
      const edge = await createCampaign(t.url, owner, { pincode: '744104', date: campDate(2) });
      const far = await createCampaign(t.url, owner, { pincode: '744201', date: campDate(2) });
      const { data } = await feed('?filter=pincode&pincode=744101');
      expect(ids(data)).toEqual(expect.arrayContaining([earlierToday, tomorrow, inFiveDays, near]));
      expect(ids(data)).not.toContain(edge);
      expect(ids(data)).not.toContain(far);
      // The same distance as libs/domain's distanceKm between the pincodes' centres (rounded to 0.1 km).
      const centres = new Map(readPincodeCsv().map((row) => [row.pincode, row]));
      const origin = centres.get('744101');
      const point = centres.get('744103');
      if (!origin || !point) throw new Error('pincodes missing from the dataset');
      const expectedKm = Math.round(distanceKm(origin, point) * 10) / 10;
      expect(data.find((c) => c._id === near)?.distanceKm).toBe(expectedKm);
      expect(expectedKm).toBeGreaterThan(5);
      expect(Math.round(distanceKm(origin, centres.get('744104') ?? origin))).toBeGreaterThan(25);
      expect(data.find((c) => c._id === earlierToday)?.distanceKm).toBe(0);
    });

    it("'pincode' without a pincode (pincode=undefined) searches around the signed-in user's own pincode", async () => {
      const { data, message } = await feed('?filter=pincode&pincode=undefined', owner.cookie);
      expect(message).toBe('Campaigns');
      expect(ids(data)).toEqual(expect.arrayContaining([earlierToday, tomorrow, inFiveDays]));
      const elsewhere = await feed('?filter=pincode&pincode=undefined', stranger.cookie);
      expect(ids(elsewhere.data)).not.toContain(tomorrow);
    });

    it('says why instead of failing when there is no pincode to search around', async () => {
      expect(await feed('?filter=pincode&pincode=undefined')).toMatchObject({ data: [], message: CAMPAIGN_FEED_NOTICES.signedOut });
      const noPincode = await signedInDonor(t.url, db, 'No pincode', { pincode: null, phoneNo: null });
      expect(await feed('?filter=pincode', noPincode.cookie)).toMatchObject({ data: [], message: CAMPAIGN_FEED_NOTICES.noPincode });
    });

    it('a pincode outside the dataset matches only itself', async () => {
      const unknown = await createCampaign(t.url, owner, { pincode: '999999', date: campDate(2) });
      const { data } = await feed('?filter=pincode&pincode=999999');
      expect(ids(data)).toEqual([unknown]);
      expect(data[0].distanceKm).toBeNull();
    });

    it('defaults to all and refuses unknown filters or malformed pincodes', async () => {
      const { data } = await feed('');
      expect(ids(data)).toContain(tomorrow);
      await request(t.url).get(api('campaign-feed?filter=nearby')).expect(400);
      await request(t.url).get(api('campaign-feed?filter=pincode&pincode=12345')).expect(400);
    });

    it('GraphQL pages through the same feed with cursors', async () => {
      const query = `query($after: String, $pincode: String) {
        campaignFeed(filter: PINCODE, pincode: $pincode, first: 2, after: $after) {
          nodes { id date distanceKm owner { userName } } pageInfo { endCursor hasNextPage } area { pincode radiusKm } notice
        }
      }`;
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 20; page++) {
        const res: request.Response = await gql(query, { after, pincode: '744101' }).expect(200);
        expect(res.body.errors).toBeUndefined();
        const result: { nodes: { id: string }[]; area: unknown; pageInfo: { hasNextPage: boolean; endCursor: string } } = res.body.data.campaignFeed;
        expect(result.nodes.length).toBeLessThanOrEqual(2);
        expect(result.area).toEqual({ pincode: '744101', radiusKm: 25 });
        seen.push(...result.nodes.map((node: { id: string }) => node.id));
        if (!result.pageInfo.hasNextPage) break;
        after = result.pageInfo.endCursor;
      }
      expect(seen).toEqual(ids((await feed('?filter=pincode&pincode=744101')).data));
      expect(new Set(seen).size).toBe(seen.length);
      const notice = await gql('{ campaignFeed(filter: PINCODE) { nodes { id } notice area { pincode } } }').expect(200);
      expect(notice.body.data.campaignFeed).toEqual({ nodes: [], notice: 'SIGNED_OUT', area: null });
      const badCursor = await gql('{ campaignFeed(after: "not-a-cursor") { nodes { id } } }').expect(200);
      expect(badCursor.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    });

    it("serves signed-out visitors' GraphQL feed from a result moments old, forgotten on this instance's writes", async () => {
      const query = '{ campaignFeed(filter: PINCODE, pincode: "744101", first: 50) { nodes { id title viewerIsOwner } } }';
      const started = Date.now();
      const first = await gql(query).expect(200);
      // Changed behind the service's back: the shared result (and the page under it) stay as they were.
      await db.query(`UPDATE "campaigns" SET "title" = 'Renamed behind its back' WHERE "id" = $1`, [tomorrow]);
      const second = await gql(query).expect(200);
      if (Date.now() - started < FEED_PAGE_TTL_MS) expect(second.body).toEqual(first.body);
      const signedIn = await gql(query, {}, owner.cookie).expect(200);
      expect(signedIn.body.data.campaignFeed.nodes.every((node: { viewerIsOwner: boolean }) => node.viewerIsOwner)).toBe(true);
      expect(second.body.data.campaignFeed.nodes.some((node: { viewerIsOwner: boolean }) => node.viewerIsOwner)).toBe(false);

      const added = await createCampaign(t.url, owner, { pincode: '744101', date: campDate(3) });
      const third = await gql(query).expect(200);
      const nodes = third.body.data.campaignFeed.nodes as { id: string; title: string }[];
      expect(nodes.map((node) => node.id)).toContain(added);
      expect(nodes.find((node) => node.id === tomorrow)?.title).toBe('Renamed behind its back');
    });

    it("GraphQL shows each camp's owner by name and avatar, and the viewer's flags", async () => {
      const res = await gql('{ campaignFeed(filter: PINCODE, pincode: "744101", first: 10) { nodes { owner { id userName avatar } viewerIsOwner viewerHasReported } } }', {}, owner.cookie);
      const nodes = res.body.data.campaignFeed.nodes as { owner: { id: string; userName: string }; viewerIsOwner: boolean; viewerHasReported: boolean }[];
      expect(nodes.length).toBeGreaterThan(2);
      for (const node of nodes) expect(node).toEqual({ owner: { id: owner.id, userName: 'Camp owner', avatar: null }, viewerIsOwner: true, viewerHasReported: false });
    });
  });

  describe('get-campaign, user-campaigns', () => {
    it('shows a campaign to anyone; unknown or malformed ids are 404', async () => {
      const id = await createCampaign(t.url, owner);
      await get(id).expect(200);
      await get(id, stranger.cookie).expect(200);
      await get('00000000-0000-4000-8000-000000000000').expect(404);
      await get('not-an-id').expect(404);
      const res = await gql('query($id: ID!) { campaign(id: $id) { id viewerIsOwner viewerHasReported } }', { id }, owner.cookie);
      expect(res.body.data.campaign).toEqual({ id, viewerIsOwner: true, viewerHasReported: false });
    });

    it("lists only the caller's campaigns: upcoming soonest first, then past ones", async () => {
      const person = await signedInDonor(t.url, db, 'Lister');
      const later = await createCampaign(t.url, person, { date: campDate(9) });
      const sooner = await createCampaign(t.url, person, { date: campDate(2) });
      const past = await createCampaign(t.url, person, { date: campDate(3) });
      await setCampaignDate(t, past, new Date(Date.now() - 3 * 86_400_000));
      const res = await request(t.url).get(api('user-campaigns')).set('cookie', person.cookie).expect(200);
      expect(ids(res.body.data)).toEqual([sooner, later, past]);
      const mine = await gql('{ myCampaigns { id } }', {}, person.cookie);
      expect(mine.body.data.myCampaigns.map((c: { id: string }) => c.id)).toEqual([sooner, later, past]);
    });
  });

  describe('remove-campaign', () => {
    it('lets only the owner remove, irreversibly, with the stored leaflet', async () => {
      const id = await createCampaign(t.url, owner);
      const leaflet = (await get(id).expect(200)).body.data as RestCampaign;
      const files = leafletFiles(await leafletOf(t.url, id)).map((file) => join(uploadsDir, file));
      expect(files.every((file) => existsSync(file))).toBe(true);

      const refused = await request(t.url).get(api(`remove-campaign/${id}`)).set('cookie', stranger.cookie).expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403, data: { code: 'FORBIDDEN' } });
      await get(id).expect(200);

      const removed = await request(t.url).get(api(`remove-campaign/${id}`)).set('cookie', owner.cookie).expect(200);
      expect(removed.body).toMatchObject({ statusCode: 200, success: true, message: 'Campaign removed successfully', data: null });
      await get(id).expect(404);
      expect(files.some((file) => existsSync(file))).toBe(false);
      await request(t.url).get(leaflet.leaflet).expect(404);
      expect(await db.query(`SELECT 1 FROM "stored_images" WHERE "key"::text = $1`, [leaflet.leaflet.slice(9, 45)])).toHaveLength(0);
      await request(t.url).get(api(`remove-campaign/${id}`)).set('cookie', owner.cookie).expect(404);
    });

    it('GraphQL removeCampaign follows the same rules', async () => {
      const id = await createCampaign(t.url, owner);
      const mutation = 'mutation($id: ID!) { removeCampaign(id: $id) }';
      expect((await gql(mutation, { id }, stranger.cookie)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await gql(mutation, { id }, owner.cookie)).body.data).toEqual({ removeCampaign: true });
      expect((await gql(mutation, { id }, owner.cookie)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    });
  });

  describe('campaign-report', () => {
    it('takes one report per user (402 on repeat), never the owner, with or without an empty JSON body', async () => {
      const id = await createCampaign(t.url, owner);
      const first = await request(t.url).post(api(`campaign-report/${id}`)).set('cookie', stranger.cookie).set('content-type', 'application/json').send('').expect(200);
      expect(first.body).toMatchObject({ statusCode: 200, success: true });
      const again = await request(t.url).post(api(`campaign-report/${id}`)).set('cookie', stranger.cookie).expect(402);
      expect(again.body).toMatchObject({ statusCode: 402, success: false, message: 'You have already reported in this campaign', data: { code: 'ALREADY_REPORTED' } });
      await request(t.url).post(api(`campaign-report/${id}`)).set('cookie', owner.cookie).expect(403);
      await request(t.url).post(api(`campaign-report/${id}`)).expect(401);
      await request(t.url).post(api('campaign-report/00000000-0000-4000-8000-000000000000')).set('cookie', stranger.cookie).expect(404);
      const flags = await gql('query($id: ID!) { campaign(id: $id) { viewerHasReported } }', { id }, stranger.cookie);
      expect(flags.body.data.campaign.viewerHasReported).toBe(true);
      const repeat = await gql('mutation($id: ID!) { reportCampaign(campaignId: $id) }', { id }, stranger.cookie);
      expect(repeat.body.errors[0]).toMatchObject({ message: 'You have already reported in this campaign', extensions: { code: 'ALREADY_REPORTED' } });
    });

    it(`hides a campaign from the feed and from others at ${REPORTS_TO_HIDE} distinct reports`, async () => {
      const id = await createCampaign(t.url, owner, { pincode: '744101', date: campDate(6) });
      const reporters = await Promise.all(Array.from({ length: REPORTS_TO_HIDE }, (_, i) => insertDonor(db, {}, `Reporter ${i}`)));
      // All but the last report go straight to the table (weighing, from distinct addresses); the last goes through the
      // API, from an established account, and tips it over.
      for (const reporter of reporters.slice(0, -1)) {
        await db.query(`INSERT INTO "campaign_reports" ("campaign_id", "reporter_id", "reporter_address", "weighs") VALUES ($1, $2, $3, true)`, [id, reporter.id, reporter.id]);
      }
      await db.query(`UPDATE "users" SET "created_at" = now() - interval '10 days' WHERE "id" = $1`, [stranger.id]);
      await writeCampaigns(t, `UPDATE "campaigns" SET "report_count" = $2 WHERE "id" = $1`, [id, REPORTS_TO_HIDE - 1]);
      expect(ids((await feed('?filter=pincode&pincode=744101')).data)).toContain(id);
      await request(t.url).post(api(`campaign-report/${id}`)).set('cookie', stranger.cookie).expect(200);
      expect(ids((await feed('?filter=pincode&pincode=744101')).data)).not.toContain(id);
      await get(id, stranger.cookie).expect(404);
      expect((await get(id, owner.cookie).expect(200)).body.data.underReview).toBe(true);
    });
  });
});
