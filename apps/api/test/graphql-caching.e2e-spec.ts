import request from 'supertest';
import { DataSource } from 'typeorm';
import { CampaignsService } from '../src/modules/campaigns';
import { FEED_ANSWER_SECONDS } from '../src/modules/campaigns/campaigns.service';
import { campDate, createCampaign, startAppWithUploads } from './setup/campaigns';
import { eventually } from './setup/helpers';
import { signedInDonor, type Person } from './setup/people';
import type { TestApp } from './setup/test-app';

/**
 * Caching through Apollo's extension points: cache hints on the schema make a visitor's
 * (signed-out) feed public for FEED_ANSWER_SECONDS, the response cache serves it again meanwhile
 * (shared through Redis when REDIS_URL is set), and nothing personal is ever kept or marked public.
 */

/** In Imphal: no other suite shares camps here. */
const PINCODE = '795001';
const FEED = `{ campaignFeed(filter: PINCODE, pincode: "${PINCODE}", first: 20) { nodes { id title viewerIsOwner } } }`;
const PUBLIC = `max-age=${FEED_ANSWER_SECONDS}, public`;

type App = TestApp & { uploadsDir: string };

const post = (t: TestApp, query: string, cookie?: string) => {
  const call = request(t.url).post('/graphql').send({ query });
  return cookie ? call.set('cookie', cookie) : call;
};

const titles = (res: request.Response) => (res.body.data.campaignFeed.nodes as { title: string }[]).map((node) => node.title);

/**
 * Runs `steps` until one run fits well inside one answer lifetime (a shared machine may stall a
 * run), so that what it asserts about a kept answer is about one that had not yet expired.
 */
async function withinOneLifetime(steps: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const started = Date.now();
    try {
      await steps();
      return;
    } catch (error) {
      if (Date.now() - started < (FEED_ANSWER_SECONDS * 1000) / 2 || attempt === 3) throw error;
    }
  }
}

describe('GraphQL caching (cache hints and the response cache)', () => {
  let t: App;
  let db: DataSource;
  let owner: Person;
  let campaignId: string;
  let version = 0;
  /** Renames the camp behind the service's back: only a computed answer can show it. */
  const rename = async () => {
    version++;
    await db.query(`UPDATE "campaigns" SET "title" = $2 WHERE "id" = $1`, [campaignId, `Camp version ${version}`]);
    return `Camp version ${version}`;
  };

  beforeAll(async () => {
    t = await startAppWithUploads();
    db = t.app.get(DataSource);
    owner = await signedInDonor(t.url, db, 'Cache owner', { pincode: PINCODE, district: 'Imphal West', state: 'Manipur' });
    campaignId = await createCampaign(t.url, owner, { pincode: PINCODE, date: campDate(4), title: 'Camp version 0' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves a visitor's feed again from the response cache, and marks it public for a few seconds", async () => {
    await withinOneLifetime(async () => {
      const before = await rename();
      const first = await post(t, FEED).expect(200);
      expect(titles(first)).toContain(before);
      expect(first.headers['cache-control']).toBe(PUBLIC);
      await rename();
      const second = await post(t, FEED).expect(200);
      // The kept answer, not the renamed row: Apollo's response cache answered (with its age).
      expect(second.body).toEqual(first.body);
      expect(second.headers.age).toBeDefined();
      expect(second.headers['cache-control']).toBe(PUBLIC);
    });
  });

  it("never keeps nor marks public a signed-in viewer's answer", async () => {
    // A visitor's answer is kept (its viewer flags all false)...
    await post(t, FEED).expect(200);
    const signedIn = await post(t, FEED, owner.cookie).expect(200);
    // ...and the owner gets their own, computed for them.
    expect(signedIn.body.data.campaignFeed.nodes.every((node: { viewerIsOwner: boolean }) => node.viewerIsOwner)).toBe(true);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.headers.age).toBeUndefined();
  });

  it('lets a proxy keep a visitor query sent as GET, and nothing that holds an uncacheable field', async () => {
    const get = await request(t.url).get('/graphql').query({ query: FEED }).set('apollo-require-preflight', 'true').expect(200);
    expect(get.headers['cache-control']).toBe(PUBLIC);
    const mixed = await request(t.url)
      .get('/graphql')
      .query({ query: `{ campaignFeed(first: 1) { nodes { id } } health { status } }` })
      .set('apollo-require-preflight', 'true')
      .expect(200);
    expect(mixed.body.data.health.status).toBeDefined();
    expect(mixed.headers['cache-control']).toBe('no-store');
  });

  it("forgets every kept answer at once after this instance's own write", async () => {
    await post(t, FEED).expect(200);
    const added = await createCampaign(t.url, owner, { pincode: PINCODE, date: campDate(5), title: 'Added camp' });
    const after = await post(t, FEED).expect(200);
    expect(after.body.data.campaignFeed.nodes.map((node: { id: string }) => node.id)).toContain(added);
  });

  it('shares kept answers with another instance through Redis (REDIS_URL), or keeps its own in memory', async () => {
    const other = await startAppWithUploads();
    try {
      if (process.env.REDIS_URL) {
        // Once the instances agree on the generation of kept answers (announced over the pub/sub),
        // an answer one of them computed is served by the other.
        await eventually(async () => {
          await rename();
          const first = await post(t, FEED).expect(200);
          const fromOther = await post(other, FEED).expect(200);
          return fromOther.headers.age !== undefined && JSON.stringify(fromOther.body) === JSON.stringify(first.body) ? true : undefined;
        }, 10_000, 'an answer kept by one instance and served by the other');
      } else {
        await post(t, FEED).expect(200);
        const renamed = await rename();
        other.app.get(CampaignsService).forgetFeedPages();
        const fromOther = await post(other, FEED).expect(200);
        expect(titles(fromOther)).toContain(renamed);
        expect(fromOther.headers.age).toBeUndefined();
      }
    } finally {
      await other.close();
    }
  });

  it('computes every answer when the response cache is off (GRAPHQL_RESPONSE_CACHE=false), with the same hints', async () => {
    const uncached = await startAppWithUploads({ GRAPHQL_RESPONSE_CACHE: 'false' });
    try {
      await post(uncached, FEED).expect(200);
      const renamed = await rename();
      // The rows under the answer are kept for a moment too: forgotten, so only the answer cache is tested.
      uncached.app.get(CampaignsService).forgetFeedPages();
      const res = await post(uncached, FEED).expect(200);
      expect(titles(res)).toContain(renamed);
      expect(res.headers['cache-control']).toBe(PUBLIC);
      expect(res.headers.age).toBeUndefined();
    } finally {
      await uncached.close();
    }
  });
});
