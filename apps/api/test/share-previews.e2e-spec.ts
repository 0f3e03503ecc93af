import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { CAMPAIGN_LIMITS_LIFTED, createCampaign } from './setup/campaigns';
import { createRequest, signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

/** A crawler's view: a plain HTTP GET, no cookies, no JavaScript, the body as sent. */
function crawl(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'user-agent': 'WhatsApp/2.23.20.0', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** The Open Graph and Twitter tags of a page, decoded as an HTML parser would read them. */
function tagsOf(html: string): Map<string, string[]> {
  const decode = (value: string) =>
    value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const tags = new Map<string, string[]>();
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags.set(match[1], [...(tags.get(match[1]) ?? []), decode(match[2])]);
  }
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(html);
  if (canonical) tags.set('canonical', [decode(canonical[1])]);
  const title = /<title>([^<]*)<\/title>/.exec(html);
  if (title) tags.set('title', [decode(title[1])]);
  return tags;
}

const one = (tags: Map<string, string[]>, name: string): string => {
  const values = tags.get(name);
  if (!values || values.length !== 1) throw new Error(`expected one ${name}, got ${JSON.stringify(values)}`);
  return values[0];
};

const PUBLIC_URL = 'https://redhope.example';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Redhope: post urgent blood requests." />
    <title>Redhope | sharing lives</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

describe('share previews: the links carry the request (crawler view)', () => {
  let t: TestApp;
  let db: DataSource;
  let owner: Person;
  let webDist: string;
  let uploadsDir: string;
  let requestId: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'redhope-web-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    uploadsDir = mkdtempSync(join(tmpdir(), 'redhope-uploads-'));
    t = await startTestApp({ WEB_DIST_DIR: webDist, UPLOADS_DIR: uploadsDir, PUBLIC_URL, ...CAMPAIGN_LIMITS_LIFTED });
    db = t.app.get(DataSource);
    owner = await signedInDonor(t.url, db, 'Sharer', { bloodGroup: 'B+' });
    requestId = await createRequest(t.url, owner, {
      applicant: 'Meera Sharma',
      bloodGroup: 'B+',
      component: 'RED_CELLS',
      units: 2,
      hospitalName: 'Lok Nayak Hospital',
      address: { addressLine: 'Jawaharlal Nehru Marg', district: 'Delhi', state: 'Delhi' },
      pincode: '110002',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const requiredBy = async (id: string): Promise<string> => {
    const [row] = (await db.query(`SELECT to_char("required_by", 'DD/MM/YYYY') AS "date" FROM "blood_requests" WHERE "id" = $1`, [id])) as { date: string }[];
    return row.date;
  };

  it("gives a request's page its Open Graph and Twitter tags in the HTML the server sends, and the app shell as before", async () => {
    const page = await crawl(`${t.url}/request/${requestId}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body.toString('utf8');
    // Still the client app: its script and root are there, the tags are inside <head>, once.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('og:title');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);

    const tags = tagsOf(html);
    const date = await requiredBy(requestId);
    const title = `B+ red cells needed by ${date.slice(0, 5)} at Lok Nayak Hospital, Delhi`;
    expect(one(tags, 'title')).toBe(title);
    expect(one(tags, 'og:title')).toBe(title);
    expect(one(tags, 'twitter:title')).toBe(title);
    expect(one(tags, 'og:description')).toBe(
      `For Meera Sharma: 2 units, needed by ${date} (Delhi). Open the request on Redhope to offer help; contact details go only to donors who offer.`,
    );
    expect(one(tags, 'description')).toBe(one(tags, 'og:description'));
    expect(one(tags, 'canonical')).toBe(`${PUBLIC_URL}/request/${requestId}`);
    expect(one(tags, 'og:url')).toBe(`${PUBLIC_URL}/request/${requestId}`);
    expect(one(tags, 'og:type')).toBe('website');
    expect(one(tags, 'og:site_name')).toBe('Redhope');
    expect(one(tags, 'og:locale')).toBe('en_IN');
    expect(one(tags, 'og:locale:alternate')).toBe('hi_IN');
    expect(one(tags, 'twitter:card')).toBe('summary_large_image');
    expect(one(tags, 'og:image:width')).toBe('1200');
    expect(one(tags, 'og:image:height')).toBe('630');
    expect(one(tags, 'og:image:type')).toBe('image/png');
    const image = one(tags, 'og:image');
    expect(image.startsWith(`${PUBLIC_URL}/og/request/${requestId}.png?v=`)).toBe(true);
    expect(one(tags, 'twitter:image')).toBe(image);
    // Nothing to call or write to: the patient's phone and e-mail never reach a preview.
    expect(html).not.toMatch(/98220|12345|ravi\.family|example\.com|tel:|mailto:/);
  });

  it('answers the og:image URL with a 1200x630 PNG card, cached with an ETag', async () => {
    const tags = tagsOf((await crawl(`${t.url}/request/${requestId}`)).body.toString('utf8'));
    const path = new URL(one(tags, 'og:image'));
    expect(path.origin).toBe(PUBLIC_URL);
    const card = await crawl(`${t.url}${path.pathname}${path.search}`);
    expect(card.status).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const metadata = await sharp(card.body).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'png', width: 1200, height: 630 });
    const etag = card.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await crawl(`${t.url}${path.pathname}${path.search}`, { 'if-none-match': etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The same card, drawn once: a second plain GET gets identical bytes.
    const second = await crawl(`${t.url}${path.pathname}`);
    expect(second.body.equals(card.body)).toBe(true);
  });

  it('draws the card in Devanagari for Hindi, different from the English one, and the Hindi tags when Accept-Language prefers hi', async () => {
    const page = await crawl(`${t.url}/request/${requestId}`, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(page.headers.vary).toMatch(/accept-language/i);
    const tags = tagsOf(page.body.toString('utf8'));
    const date = await requiredBy(requestId);
    expect(one(tags, 'og:title')).toBe(`B+ लाल रक्त कोशिकाएँ चाहिए, ${date.slice(0, 5)} तक: Lok Nayak Hospital, Delhi`);
    expect(one(tags, 'og:locale')).toBe('hi_IN');
    const hindiUrl = new URL(one(tags, 'og:image'));
    expect(hindiUrl.searchParams.get('lang')).toBe('hi');
    const [hindi, english] = await Promise.all([crawl(`${t.url}${hindiUrl.pathname}${hindiUrl.search}`), crawl(`${t.url}${hindiUrl.pathname}`)]);
    const size = await sharp(hindi.body).metadata();
    expect([size.width, size.height]).toEqual([1200, 630]);
    expect(hindi.body.equals(english.body)).toBe(false);
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
  });

  it('escapes a hostile applicant and hospital in every tag, and the card still draws', async () => {
    const hostile = `Ravi"><script>alert('x')</script>&amp;`;
    const id = await createRequest(t.url, owner, { applicant: hostile, hospitalName: `City <b>Hospital</b> "&"`, bloodGroup: 'O-' });
    const html = (await crawl(`${t.url}/request/${id}`)).body.toString('utf8');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>Hospital');
    expect(html).toContain('Ravi&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp;');
    const tags = tagsOf(html);
    expect(one(tags, 'og:description').startsWith(`For ${hostile}: 1 unit`)).toBe(true);
    expect(one(tags, 'og:title')).toContain('at City <b>Hospital</b> "&", Pune');
    // Every tag is still one well-formed element: the name did not open a new one.
    expect(html.match(/<meta (?:property|name)=/g)?.length).toBe([...tags.entries()].filter(([name]) => name !== 'title' && name !== 'canonical').flatMap(([, values]) => values).length);
    const image = new URL(one(tags, 'og:image'));
    const card = await crawl(`${t.url}${image.pathname}${image.search}`);
    expect(card.status).toBe(200);
    expect((await sharp(card.body).metadata()).width).toBe(1200);
  });

  it("says a closed request is no longer needed, with a new image address and a closed card, and shows none of its details", async () => {
    const id = await createRequest(t.url, owner, { applicant: 'Closed Patient', hospitalName: 'AIIMS', bloodGroup: 'AB-' });
    const open = tagsOf((await crawl(`${t.url}/request/${id}`)).body.toString('utf8'));
    const openCard = new URL(one(open, 'og:image'));
    const openPng = await crawl(`${t.url}${openCard.pathname}${openCard.search}`);

    const fulfil = await crawl(`${t.url}/api/v1/request/fulfill-request/${id}`, { cookie: owner.cookie });
    expect(fulfil.status).toBe(200);

    const html = (await crawl(`${t.url}/request/${id}`)).body.toString('utf8');
    const tags = tagsOf(html);
    expect(one(tags, 'og:title')).toBe('Blood request closed: no longer needed');
    expect(one(tags, 'og:description')).toMatch(/no longer needed/);
    expect(html).not.toMatch(/Closed Patient|AIIMS|AB-/);
    const closedCard = new URL(one(tags, 'og:image'));
    expect(closedCard.search).not.toBe(openCard.search);
    const closedPng = await crawl(`${t.url}${closedCard.pathname}${closedCard.search}`);
    expect(closedPng.status).toBe(200);
    expect((await sharp(closedPng.body).metadata()).height).toBe(630);
    expect(closedPng.body.equals(openPng.body)).toBe(false);
    // The open card's tag no longer holds: a crawler revalidating it gets the closed card.
    const revalidated = await crawl(`${t.url}${closedCard.pathname}`, { 'if-none-match': openPng.headers.etag as string });
    expect(revalidated.status).toBe(200);
    expect(revalidated.body.equals(closedPng.body)).toBe(true);

    const hindi = tagsOf((await crawl(`${t.url}/request/${id}`, { 'accept-language': 'hi' })).body.toString('utf8'));
    expect(one(hindi, 'og:title')).toBe('रक्त अनुरोध बंद: अब ज़रूरत नहीं है');
  });

  it("gives a campaign's page its tags and its leaflet as a 1200x630 JPEG", async () => {
    const id = await createCampaign(t.url, owner, { title: 'Camp <Ruby> "Hall" & more', contactNo: '98220 99999' });
    const html = (await crawl(`${t.url}/campaign/${id}`)).body.toString('utf8');
    expect(html).toContain('Camp &lt;Ruby&gt; &quot;Hall&quot; &amp; more');
    expect(html).not.toMatch(/98220|99999/);
    const tags = tagsOf(html);
    expect(one(tags, 'og:title')).toBe('Camp <Ruby> "Hall" & more');
    expect(one(tags, 'og:description')).toMatch(/^Blood donation camp on \d\d\/\d\d\/\d{4} at 10:00, Ruby Hall Clinic, Sassoon Road, Pune, Maharashtra\./);
    expect(one(tags, 'og:url')).toBe(`${PUBLIC_URL}/campaign/${id}`);
    expect(one(tags, 'canonical')).toBe(`${PUBLIC_URL}/campaign/${id}`);
    expect(one(tags, 'og:image:type')).toBe('image/jpeg');
    expect(one(tags, 'twitter:card')).toBe('summary_large_image');
    const image = new URL(one(tags, 'og:image'));
    expect(image.pathname).toBe(`/og/campaign/${id}.jpg`);
    const leaflet = await crawl(`${t.url}${image.pathname}${image.search}`);
    expect(leaflet.status).toBe(200);
    expect(leaflet.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(leaflet.body).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect((await crawl(`${t.url}${image.pathname}`, { 'if-none-match': leaflet.headers.etag as string })).status).toBe(304);
    const hindi = tagsOf((await crawl(`${t.url}/campaign/${id}`, { 'accept-language': 'hi' })).body.toString('utf8'));
    expect(one(hindi, 'og:description')).toMatch(/^रक्तदान शिविर, \d\d\/\d\d\/\d{4} को 10:00 बजे, Ruby Hall Clinic, Sassoon Road, Pune, Maharashtra।/);
    expect(one(hindi, 'og:locale')).toBe('hi_IN');
  });

  it('gives an unknown id the app shell with the product’s tags (status as before), and its image a 404', async () => {
    for (const path of ['/request/00000000-0000-4000-8000-000000000000', '/request/not-a-uuid', '/campaign/00000000-0000-4000-8000-000000000000']) {
      const page = await crawl(`${t.url}${path}`);
      expect(page.status).toBe(200);
      const html = page.body.toString('utf8');
      expect(html).toContain('<div id="root"></div>');
      const tags = tagsOf(html);
      expect(one(tags, 'og:title')).toBe('Redhope | sharing lives');
      expect(tags.has('og:url')).toBe(false);
      const image = new URL(one(tags, 'og:image'));
      expect(image.pathname).toBe('/og/site.png');
      const card = await crawl(`${t.url}${image.pathname}`);
      expect(card.headers['content-type']).toBe('image/png');
      expect((await sharp(card.body).metadata()).width).toBe(1200);
    }
    expect((await crawl(`${t.url}/og/request/00000000-0000-4000-8000-000000000000.png`)).status).toBe(404);
    expect((await crawl(`${t.url}/og/request/not-a-uuid.png`)).status).toBe(404);
    expect((await crawl(`${t.url}/og/campaign/${requestId}.jpg`)).status).toBe(404);
    expect((await crawl(`${t.url}/og/nothing`)).headers['content-type']).toMatch(/^application\/json/);
    // Every other page (home, a deep link) gets the same shell with the product's tags.
    for (const path of ['/', '/profile/requests']) {
      expect(one(tagsOf((await crawl(`${t.url}${path}`)).body.toString('utf8')), 'og:title')).toBe('Redhope | sharing lives');
    }
  });
});

/** index.html as the client build writes it: the skeleton's placeholders marked for a first screen. */
const MARKED_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Redhope | sharing lives</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"><main class="boot-main"><div role="status" aria-busy="true"></div><!-- first-screen --><div class="boot-card"></div><!-- /first-screen --></main></div></body>
</html>
`;

/** first-screen.json as the client build writes it (apps/web/first-screen-texts.ts), a few words per text. */
function firstScreenJson(): string {
  const language = (hi: boolean) => ({
    home: { heading: hi ? 'Redhope: जीवन की साझेदारी' : 'Redhope: sharing lives', services: hi ? 'सेवाएँ' : 'Services', requestDonation: 'Post.', contributeCampaign: 'Share.', healthAssistant: 'Ask.' },
    places: { requestDonation: 'Request for donation', contributeCampaign: 'Contribute campaign', healthAssistant: 'Health assistant' },
    request: {
      heading: hi ? 'तुरंत रक्त की ज़रूरत है' : 'Urgent blood required',
      active: 'Active',
      needs: '{{need}} needed',
      bloodGroup: 'Blood group',
      component: 'What is needed',
      units: 'Units',
      hospitalName: 'Hospital',
      urgency: 'How soon',
      requiredBy: 'Required by',
      reason: 'Reason',
      address: 'Address',
    },
    components: { RED_CELLS: 'Red cells', WHOLE_BLOOD: 'Whole blood', PLATELETS: 'Platelets', PLASMA: 'Plasma', ANY_GROUP: 'Any group' },
    urgencies: { TODAY: 'Today', WITHIN_3_DAYS: 'Within 3 days', PLANNED: 'Planned' },
    need: { legacy: '{{bloodGroup}} blood', RED_CELLS_one: '{{count}} unit of {{bloodGroup}} red cells', RED_CELLS_other: '{{count}} units of {{bloodGroup}} red cells' },
  });
  return JSON.stringify({ en: language(false), hi: language(true) });
}

describe("first screens: an open request's page and home carry theirs in the HTML (a phone paints them before any script)", () => {
  let t: TestApp;
  let db: DataSource;
  let owner: Person;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'redhope-web-'));
    writeFileSync(join(webDist, 'index.html'), MARKED_INDEX_HTML);
    writeFileSync(join(webDist, 'first-screen.json'), firstScreenJson());
    t = await startTestApp({ WEB_DIST_DIR: webDist });
    db = t.app.get(DataSource);
    owner = await signedInDonor(t.url, db, 'First Screen Owner', { bloodGroup: 'B+' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

  it("writes an open request's heading and summary in place of the placeholders, escaped, and never its contact", async () => {
    const id = await createRequest(t.url, owner, {
      applicant: 'Meera <b>Sharma</b>',
      bloodGroup: 'B+',
      component: 'RED_CELLS',
      units: 2,
      hospitalName: 'Lok Nayak & Sons',
      reason: 'Surgery "today"',
      address: { addressLine: 'Jawaharlal Nehru Marg', district: 'Delhi', state: 'Delhi' },
      pincode: '110002',
      email: 'meera.family@example.com',
      phoneNo: '+91 98220 12345',
    });
    const page = await crawl(`${t.url}/request/${id}`);
    expect(page.status).toBe(200);
    const html = page.body.toString('utf8');
    const screen = main(html);
    expect(screen).not.toContain('boot-card');
    expect(screen).toContain('<h2>Meera &lt;b&gt;Sharma&lt;/b&gt;</h2>');
    expect(screen).toContain('2 units of B+ red cells needed');
    expect(screen).toContain('<dt>Hospital</dt><dd>Lok Nayak &amp; Sons</dd>');
    expect(screen).toContain('<dt>Reason</dt><dd>Surgery &quot;today&quot;</dd>');
    expect(screen).toContain('<dt>Address</dt><dd>Jawaharlal Nehru Marg, Delhi, Delhi, 110002</dd>');
    const [row] = (await db.query(`SELECT to_char("required_by", 'DD/MM/YYYY') AS "date" FROM "blood_requests" WHERE "id" = $1`, [id])) as { date: string }[];
    expect(screen).toContain(`<dt>Required by</dt><dd>${row.date}</dd>`);
    expect(screen).toContain('<span class="boot-en">Urgent blood required</span><span class="boot-hi" lang="hi">तुरंत रक्त की ज़रूरत है</span>');
    expect(html).not.toMatch(/98220|12345|meera\.family|tel:|mailto:/);
    // Still the client app, which replaces it.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
  });

  it('keeps the placeholders for a closed request, one under review and an unknown id: their pages are not public', async () => {
    const closed = await createRequest(t.url, owner, { applicant: 'Closed Patient' });
    expect((await crawl(`${t.url}/api/v1/request/fulfill-request/${closed}`, { cookie: owner.cookie })).status).toBe(200);
    const held = await createRequest(t.url, owner, { applicant: 'Held Patient' });
    await db.query(`UPDATE "blood_requests" SET "held_at" = now(), "held_reason" = 'UPI_ID' WHERE "id" = $1`, [held]);
    for (const id of [closed, held, '00000000-0000-4000-8000-000000000000']) {
      const screen = main((await crawl(`${t.url}/request/${id}`)).body.toString('utf8'));
      expect(screen).toContain('<!-- first-screen --><div class="boot-card"></div><!-- /first-screen -->');
      expect(screen).not.toMatch(/Patient|<dl>/);
    }
  });

  it('sends every page compressed when the client takes it (brotli, else gzip), and says it varies by it', async () => {
    const id = await createRequest(t.url, owner, { applicant: 'Compressed Page' });
    for (const path of ['/', `/request/${id}`, '/profile/requests']) {
      const plain = await crawl(`${t.url}${path}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await crawl(`${t.url}${path}`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/);
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(plain.body.toString('utf8'));
      expect(br.body.length).toBeLessThan(plain.body.length);
      const gzip = await crawl(`${t.url}${path}`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    }
    // A request's page still varies by language too.
    expect((await crawl(`${t.url}/request/${id}`, { 'accept-encoding': 'br' })).headers.vary).toMatch(/accept-language/);
  });

  it("writes home's heading and services in each language, and keeps the placeholders on every other page", async () => {
    const home = main((await crawl(`${t.url}/`)).body.toString('utf8'));
    expect(home).toContain('<h1 class="boot-home-heading"><span class="boot-en">Redhope: sharing lives</span><span class="boot-hi" lang="hi">Redhope: जीवन की साझेदारी</span></h1>');
    expect([...home.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/create-request', '/create-campaign', '/health-assistant']);
    expect(home).not.toContain('boot-card');
    const other = await crawl(`${t.url}/profile/requests`);
    expect(main(other.body.toString('utf8'))).toContain('<div class="boot-card"></div>');
  });
});

describe('share previews: drawing is rate-limited per address', () => {
  let t: TestApp;
  let owner: Person;
  beforeAll(async () => {
    t = await startTestApp({ SHARE_IMAGES_PER_ADDRESS_PER_HOUR: '2' });
    owner = await signedInDonor(t.url, t.app.get(DataSource), 'Limited', { bloodGroup: 'A+' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with Retry-After once an address has had its cards drawn, while cached cards still answer', async () => {
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`;
    const from = { 'x-forwarded-for': ip };
    const ids = [await createRequest(t.url, owner), await createRequest(t.url, owner), await createRequest(t.url, owner)];
    expect((await crawl(`${t.url}/og/request/${ids[0]}.png`, from)).status).toBe(200);
    expect((await crawl(`${t.url}/og/request/${ids[1]}.png`, from)).status).toBe(200);
    const refused = await crawl(`${t.url}/og/request/${ids[2]}.png`, from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body.toString('utf8'))).toMatchObject({ statusCode: 429, data: { code: 'RATE_LIMITED' }, success: false });
    // Already drawn: served from the cache without counting.
    expect((await crawl(`${t.url}/og/request/${ids[0]}.png`, from)).status).toBe(200);
    // Another address has its own budget.
    expect((await crawl(`${t.url}/og/request/${ids[2]}.png`, { 'x-forwarded-for': '10.251.251.1' })).status).toBe(200);
  });
});
