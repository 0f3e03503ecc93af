import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/config';
import { S3Storage } from '../src/modules/uploads/storage/s3-storage';
import { CAMPAIGN_LIMITS_LIFTED, campaignForm, leafletFiles, leafletOf, multipartCampaign } from './setup/campaigns';
import { jpegImage } from './setup/images';
import { signedInDonor } from './setup/people';
import { S3_TEST_CREDENTIALS, startS3Server, type S3Server } from './setup/s3-server';
import { startTestApp, type TestApp } from './setup/test-app';

const FILE = '0f0e0d0c-0b0a-4908-8706-050403020100-card.jpg';

describe('uploads: the S3-compatible bucket driver, against a real S3 server process (s3rver)', () => {
  let s3: S3Server;
  let client: S3Client;
  beforeAll(async () => {
    s3 = await startS3Server();
    client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: S3_TEST_CREDENTIALS });
  });
  afterAll(async () => {
    client.destroy();
    await s3.stop();
  });

  const keys = async () => ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key).sort();

  it('writes, reads back and removes files under the configured prefix', async () => {
    const config = loadConfig(s3.env).s3;
    if (!config) throw new Error('S3 driver not configured');
    const storage = new S3Storage(config);
    try {
      const body = await jpegImage(64, 64);
      await storage.put(FILE, body, 'image/jpeg');
      expect(await keys()).toContain(`leaflets/${FILE}`);

      const opened = await storage.open(FILE);
      expect(opened).toMatchObject({ contentType: 'image/jpeg', length: body.length });
      const chunks: Buffer[] = [];
      for await (const chunk of opened?.body ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(body)).toBe(true);

      await storage.remove([FILE, '11111111-2222-4333-8444-555555555555-card.jpg']);
      expect(await keys()).not.toContain(`leaflets/${FILE}`);
      expect(await storage.open(FILE)).toBeNull();
      expect(await storage.open('../../etc/passwd')).toBeNull();
    } finally {
      storage.destroy();
    }
  });

  describe('the app with S3_* set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ ...s3.env, ...CAMPAIGN_LIMITS_LIFTED });
    });
    afterAll(async () => {
      await t.close();
    });

    it('stores a leaflet in the bucket, serves it through the app, and deletes it with its campaign', async () => {
      const person = await signedInDonor(t.url, t.app.get(DataSource), 'S3 owner');
      const created = await multipartCampaign(request(t.url).post('/api/v1/campaign/create-campaign').set('cookie', person.cookie), campaignForm(), await jpegImage(700, 500)).expect(201);
      const got = await request(t.url).get(`/api/v1/campaign/get-campaign/${created.body.data.id}`).expect(200);
      const files = leafletFiles(await leafletOf(t.url, created.body.data.id)).map((file) => `leaflets/${file}`);
      expect(await keys()).toEqual(expect.arrayContaining(files));

      const served = await request(t.url).get(got.body.data.leaflet).expect(200);
      expect(served.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' });
      expect(Number(served.headers['content-length'])).toBeGreaterThan(1000);

      await request(t.url).get(`/api/v1/campaign/remove-campaign/${created.body.data.id}`).set('cookie', person.cookie).expect(200);
      const left = await keys();
      expect(files.filter((file) => left.includes(file))).toEqual([]);
      await request(t.url).get(got.body.data.leaflet).expect(404);
    });
  });
});
