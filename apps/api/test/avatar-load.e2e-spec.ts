import request from 'supertest';
import sharp from 'sharp';
import { cookieHeader, signUpAndLogIn } from './setup/helpers';
import { startAppWithUploads } from './setup/campaigns';

/** A 7000x7000 16-bit PNG of a few hundred KB (one flat colour with a gradient band compresses well). */
async function bigSixteenBitPng(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 7000, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe('avatar uploads under load', () => {
  it('six parallel 7000x7000 16-bit avatars keep memory growth under 150 MB, and check-auth answers meanwhile in under 100 ms', async () => {
    const t = await startAppWithUploads();
    try {
      const image = await bigSixteenBitPng();
      const people = await Promise.all(Array.from({ length: 6 }, (_, i) => signUpAndLogIn(t.url, `Big avatar ${i}`)));
      global.gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      const uploads = Promise.all(
        people.map((person) =>
          request(t.url).patch('/api/v1/user/update-avatar').set('cookie', cookieHeader(person.cookies)).attach('avatar', image, { filename: 'big.png', contentType: 'image/png' }),
        ),
      );
      // While they are decoded: check-auth stays quick.
      const timings: number[] = [];
      let done = false;
      void uploads.finally(() => (done = true));
      while (!done) {
        const started = performance.now();
        await request(t.url).get('/api/v1/user/check-auth').expect(200);
        timings.push(performance.now() - started);
        await Promise.race([uploads, new Promise((resolve) => setTimeout(resolve, 50))]);
      }
      const answers = await uploads;
      clearInterval(sampler);
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(timings.length).toBeGreaterThan(0);
      expect(Math.max(...timings)).toBeLessThan(100);
      expect((peak - before) / 1024 / 1024).toBeLessThan(150);
    } finally {
      await t.close();
    }
  }, 120_000);
});
