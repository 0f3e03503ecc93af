import { request as httpRequest } from 'node:http';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, VALIDATION_MESSAGES } from '@redhope/domain';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CampaignsService } from '../src/modules/campaigns';
import { UploadsService } from '../src/modules/uploads';
import { CAMPAIGN_LIMITS_LIFTED, campaignForm, leafletFiles, leafletOf as leafletOfCampaign, multipartCampaign, startAppWithUploads } from './setup/campaigns';
import { GPS_MARKER, HTML_NAMED_JPG, jpegImage, jpegWithGps, pixelBombPng, pngImage, pngOfExactSize, webpImage } from './setup/images';
import { signedInDonor, type Person } from './setup/people';
import { multipartBody, rawPost } from './setup/raw-http';
import { startTestApp, type TestApp } from './setup/test-app';

const CREATE = '/api/v1/campaign/create-campaign';

describe('uploads: leaflet images', () => {
  let t: TestApp & { uploadsDir: string };
  let db: DataSource;
  let owner: Person;
  let uploadsDir: string;
  beforeAll(async () => {
    t = await startAppWithUploads();
    uploadsDir = t.uploadsDir;
    db = t.app.get(DataSource);
    owner = await signedInDonor(t.url, db, 'Uploader');
  });
  afterAll(async () => {
    await t.close();
  });

  const storedFiles = () => readdirSync(uploadsDir).sort();
  const counts = async () => {
    const [row] = (await db.query(
      `SELECT (SELECT count(*) FROM "campaigns")::int AS "campaigns", (SELECT count(*) FROM "stored_images")::int AS "images"`,
    )) as { campaigns: number; images: number }[];
    return { ...row, files: storedFiles().length };
  };
  const upload = (leaflet: Buffer, options: { filename?: string; contentType?: string } = {}) =>
    multipartCampaign(request(t.url).post(CREATE).set('cookie', owner.cookie), campaignForm(), leaflet, options);
  const leafletOf = (campaignId: string) => leafletOfCampaign(t.url, campaignId);

  it('accepts an image of exactly 10485760 bytes', async () => {
    const image = await pngOfExactSize(IMAGE_MAX_BYTES);
    expect(image.length).toBe(10485760);
    const res = await upload(image, { filename: 'poster.png', contentType: 'image/png' }).expect(201);
    expect(res.body.data.id).toEqual(expect.any(String));
  });

  it('refuses one byte more with 413 and closes the connection without reading the rest of the body', async () => {
    const before = await counts();
    const form = multipartBody(
      { title: 'Too big', category: 'Blood donation camp' },
      { field: 'leaflet', name: 'poster.png', type: 'image/png', content: await pngOfExactSize(IMAGE_MAX_BYTES + 1) },
    );
    // Everything but the closing boundary is sent: a server waiting for the end of the body would hang.
    const res = await rawPost(t.url, CREATE, { cookie: owner.cookie, 'content-type': form.contentType }, form.length, Buffer.concat([form.preamble, form.content]));
    expect(res.status).toBe(413);
    expect(res.headers.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: 413, success: false, message: VALIDATION_MESSAGES.leafletTooLarge, data: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(res.sent).toBeLessThan(form.length);
    expect(await counts()).toEqual(before);
  });

  it('refuses a request declaring a larger body before reading any of it', async () => {
    const form = multipartBody({}, { field: 'leaflet', name: 'huge.jpg', type: 'image/jpeg', content: Buffer.alloc(0) });
    const res = await rawPost(t.url, CREATE, { cookie: owner.cookie, 'content-type': form.contentType }, 200 * 1024 * 1024, Buffer.alloc(0));
    expect(res.status).toBe(413);
    expect(res.sent).toBe(0);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: 413, data: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('refuses an HTML file named .jpg with 415, whatever its declared type, and stores nothing', async () => {
    const before = await counts();
    const res = await upload(HTML_NAMED_JPG, { filename: 'leaflet.jpg', contentType: 'image/jpeg' }).expect(415);
    expect(res.body).toMatchObject({ statusCode: 415, success: false, message: IMAGE_MESSAGES.unsupportedType, data: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), { filename: 'x.gif', contentType: 'image/gif' }).expect(415);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    const jpeg = await jpegImage(300, 200);
    const res = await upload(jpeg.subarray(0, 400)).expect(415);
    expect(res.body.message).toBe(IMAGE_MESSAGES.unreadable);
  });

  it('refuses a decompression bomb (a 50 KB file of 400 megapixels) before decoding it', async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(100_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20000, height: 20000 });
    const before = await counts();
    const started = Date.now();
    const res = await upload(bomb, { filename: 'bomb.png', contentType: 'image/png' }).expect(413);
    expect(res.body).toMatchObject({ message: IMAGE_MESSAGES.tooManyPixels, data: { code: 'PAYLOAD_TOO_LARGE' } });
    // Refused on the header: decoding 400 megapixels would take seconds and gigabytes.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await counts()).toEqual(before);
  });

  it('stores a JPEG with GPS EXIF without any metadata, turned upright', async () => {
    const photo = await jpegWithGps();
    const input = await sharp(photo).metadata();
    expect(input.exif?.includes(GPS_MARKER)).toBe(true);
    expect(input).toMatchObject({ orientation: 6, width: 400, height: 300 });

    const res = await upload(photo).expect(201);
    const image = await leafletOf(res.body.data.id);
    expect({ width: image.width, height: image.height }).toEqual({ width: 300, height: 400 });
    expect(image.variants).toHaveLength(4);
    for (const variant of image.variants) {
      const served = await request(t.url).get(variant.url).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
      });
      const bytes = served.body as Buffer;
      const metadata = await sharp(bytes).metadata();
      expect({ url: variant.url, exif: metadata.exif, icc: metadata.icc, xmp: metadata.xmp, orientation: metadata.orientation, gps: bytes.includes(GPS_MARKER) }).toEqual({
        url: variant.url,
        exif: undefined,
        icc: undefined,
        xmp: undefined,
        orientation: undefined,
        gps: false,
      });
      expect({ width: metadata.width, height: metadata.height, format: metadata.format }).toEqual({ width: 300, height: 400, format: variant.format });
    }
  });

  it('keeps only resized, re-encoded variants, never the upload itself', async () => {
    const photo = await jpegImage(1600, 1200);
    const res = await upload(photo).expect(201);
    const image = await leafletOf(res.body.data.id);
    expect(image.variants.map((v) => `${v.name} ${v.format} ${v.width}x${v.height}`)).toEqual([
      'card jpeg 640x480',
      'card webp 640x480',
      'detail jpeg 1280x960',
      'detail webp 1280x960',
    ]);
    const files = leafletFiles(image);
    for (const file of files) expect(readFileSync(join(uploadsDir, file)).equals(photo)).toBe(false);
    expect(storedFiles().filter((file) => file.startsWith(files[0].slice(0, 36)))).toEqual([...files].sort());
  });

  it('accepts PNG and WebP, giving a transparent PNG a white background in JPEG', async () => {
    const png = await upload(await pngImage(500, 400, true), { filename: 'a.png', contentType: 'image/png' }).expect(201);
    const jpeg = (await leafletOf(png.body.data.id)).variants.find((v) => v.format === 'jpeg');
    const served = await request(t.url).get(jpeg?.url ?? '').buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
    });
    const { dominant } = await sharp(served.body as Buffer).stats();
    expect(dominant.r).toBeGreaterThan(240);
    await upload(await webpImage(), { filename: 'a.webp', contentType: 'image/webp' }).expect(201);
  });

  it('serves stored files with long cache headers, revalidation and HEAD; unknown names are 404', async () => {
    const res = await upload(await jpegImage(320, 240)).expect(201);
    const [variant] = (await leafletOf(res.body.data.id)).variants;
    const got = await request(t.url).get(variant.url).expect(200);
    expect(got.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: `"${variant.url.split('/').pop()}"`,
    });
    await request(t.url).get(variant.url).set('if-none-match', got.headers.etag).expect(304);
    const head = await request(t.url).head(variant.url).expect(200);
    expect(head.headers['content-length']).toBe(got.headers['content-length']);
    for (const path of ['/uploads/00000000-0000-4000-8000-000000000000-card.jpg', '/uploads/..%2f..%2fpackage.json', '/uploads/%2e%2e', '/uploads/x.jpg']) {
      const missing = await request(t.url).get(path);
      expect({ path, status: missing.status }).toEqual({ path, status: 404 });
    }
  });

  it('a leaflet needs a signed-in user: the upload is refused before it is read', async () => {
    const before = await counts();
    await multipartCampaign(request(t.url).post(CREATE), campaignForm(), await jpegImage(200, 200)).expect(401);
    expect(await counts()).toEqual(before);
  });

  it('a GraphQL upload signed out is refused unread too: the answer comes while the body is still being sent', async () => {
    const { hostname, port } = new URL(t.url);
    const boundary = 'redhope-unread';
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = httpRequest(
        { hostname, port, method: 'POST', path: '/graphql', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': 5_000_000, 'apollo-require-preflight': 'true' } },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      call.on('error', reject);
      // The start of the form, then nothing: a server that reads the upload first never answers.
      call.write(`--${boundary}\r\ncontent-disposition: form-data; name="operations"\r\n\r\n{"query":"mutation { __typename }"}\r\n`);
    });
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a failed create leaves no file: the stored leaflet is discarded', async () => {
    const before = await counts();
    const campaigns = t.app.get(CampaignsService);
    // An owner that does not exist: the leaflet is stored, then the insert fails on the foreign key.
    const input = { ...campaignForm(), date: new Date(Date.now() + 86_400_000) } as never;
    await expect(campaigns.create('00000000-0000-4000-8000-000000000000', input, await jpegImage(300, 300))).rejects.toThrow();
    expect(await counts()).toEqual(before);
  });

  it('a failed upload leaves no campaign: storage that cannot write fails the create', async () => {
    const blocked = join(uploadsDir, 'not-a-folder');
    writeFileSync(blocked, 'a file where the folder should be');
    const broken = await startTestApp({ UPLOADS_DIR: join(blocked, 'uploads'), ...CAMPAIGN_LIMITS_LIFTED });
    try {
      const before = await counts();
      const res = await multipartCampaign(request(broken.url).post(CREATE).set('cookie', owner.cookie), campaignForm(), await jpegImage(300, 300));
      expect(res.status).toBe(500);
      expect(res.body.message).not.toMatch(/not-a-folder|ENOTDIR/);
      expect(await counts()).toEqual(before);
    } finally {
      await broken.close();
      rmSync(blocked);
    }
  });

  it('the sweeper deletes images nothing uses: released ones at once, abandoned ones after an hour', async () => {
    const uploads = t.app.get(UploadsService);
    const profile = { kind: 'test', variants: [{ name: 'thumb', width: 64 }], tooLargeMessage: 'too large' };
    const abandoned = await uploads.store(await jpegImage(100, 100), profile);
    await uploads.sweep();
    expect(storedFiles()).toContain(abandoned.variants[0].file);

    // A campaign deleted by its owner's account going: the cascade releases its leaflet.
    const leaving = await signedInDonor(t.url, db, 'Leaving user');
    const res = await multipartCampaign(request(t.url).post(CREATE).set('cookie', leaving.cookie), campaignForm(), await jpegImage(200, 200)).expect(201);
    const leaflet = leafletFiles(await leafletOf(res.body.data.id));
    await db.query(`DELETE FROM "users" WHERE "id" = $1`, [leaving.id]);
    expect(await uploads.sweep()).toBeGreaterThanOrEqual(1);
    for (const file of leaflet) expect(storedFiles()).not.toContain(file);
    expect(storedFiles()).toContain(abandoned.variants[0].file);

    expect(await uploads.sweep(new Date(Date.now() + 2 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(storedFiles()).not.toContain(abandoned.variants[0].file);
    expect(await db.query(`SELECT 1 FROM "stored_images" WHERE "key" = $1`, [abandoned.key])).toHaveLength(0);
    // Leaflets of live campaigns are never swept, however old.
    const live = ((await db.query(`SELECT count(*)::int AS n FROM "stored_images" WHERE "attached"`)) as { n: number }[])[0].n;
    expect(live).toBeGreaterThan(0);
    expect(await uploads.sweep(new Date(Date.now() + 365 * 86_400_000))).toBe(0);
  });
});
