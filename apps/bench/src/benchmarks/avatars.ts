import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { startDatabase } from '../harness/database';
import { startApp } from '../harness/processes';
import { percentile, type BenchResult } from '../harness/report';
import { signUp } from '../harness/session';

export interface AvatarsOptions {
  /** Uploads sent at once, each by its own user. */
  parallel: number;
  /** Side of the square 16-bit PNG each one sends. */
  side: number;
}

/** The process' resident memory, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

/** A large 16-bit PNG that compresses to a few hundred KB (a flat colour with a gradient band), as issue 20 measured. */
async function bigPng(side: number): Promise<Buffer> {
  const band = await sharp({ create: { width: side, height: 64, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .composite([{ input: band, top: Math.floor(side / 2), left: 0 }])
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Issue 20's avatar case on the built app in production mode: `parallel` users each upload a
 * `side` x `side` 16-bit PNG at once while one client keeps asking check-auth. Prints the app's
 * memory growth over its idle size (sampled every 25 ms) and check-auth latency during the
 * uploads. Targets: growth under 150 MB, check-auth p99 under 100 ms.
 */
export async function avatarsBenchmark(options: AvatarsOptions): Promise<BenchResult> {
  const db = await startDatabase();
  const app = await startApp(db.url, {
    AVATARS_PER_USER_PER_HOUR: '1000',
    AVATARS_PER_ADDRESS_PER_HOUR: '1000',
    UPLOADS_DIR: `/tmp/redhope-bench-avatars-${process.pid}`,
  });
  try {
    const png = await bigPng(options.side);
    const users = await Promise.all(Array.from({ length: options.parallel }, (_, i) => signUp(app.url, `Avatar bench ${i}`)));
    // Warm: one small upload and a few reads, so the idle size includes what any upload loads once.
    const warm = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#c81e1e' } }).png().toBuffer();
    await upload(app.url, users[0].cookie, warm);
    for (let i = 0; i < 20; i++) await fetch(`${app.url}/api/v1/user/check-auth`);
    const idle = rssMb(app.pid);

    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.pid))), 25);
    const latencies: number[] = [];
    let uploading = true;
    const reader = (async () => {
      while (uploading) {
        const started = performance.now();
        await fetch(`${app.url}/api/v1/user/check-auth`);
        latencies.push(performance.now() - started);
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(users.map((user) => upload(app.url, user.cookie, png)));
    const elapsed = performance.now() - started;
    uploading = false;
    await reader;
    clearInterval(sampler);
    latencies.sort((a, b) => a - b);
    const growth = peak - idle;
    const p99 = percentile(latencies, 99);
    return {
      benchmark: `avatars: ${options.parallel} parallel ${options.side}x${options.side} 16-bit PNGs (${Math.round(png.length / 1024)} KB each)`,
      notes: [`answers: ${statuses.join(', ')}`, `idle RSS ${Math.round(idle)} MB, peak ${Math.round(peak)} MB; ${latencies.length} check-auth calls during the uploads`],
      figures: [
        { name: 'memory growth (peak RSS - idle)', value: growth, unit: 'MB', target: '< 150', pass: growth < 150 },
        { name: 'check-auth p50 during uploads', value: percentile(latencies, 50), unit: 'ms' },
        { name: 'check-auth p99 during uploads', value: p99, unit: 'ms', target: '< 100', pass: p99 < 100 },
        { name: 'all uploads answered', value: elapsed, unit: 'ms' },
        { name: 'uploads accepted', value: statuses.filter((status) => status === 200).length, unit: `of ${options.parallel}` },
      ],
    };
  } finally {
    await app.stop();
    await db.stop();
  }
}

async function upload(url: string, cookie: string, image: Buffer): Promise<number> {
  const form = new FormData();
  form.append('avatar', new Blob([image], { type: 'image/png' }), 'avatar.png');
  const res = await fetch(`${url}/api/v1/user/update-avatar`, { method: 'PATCH', headers: { cookie, origin: url }, body: form });
  await res.arrayBuffer();
  return res.status;
}
