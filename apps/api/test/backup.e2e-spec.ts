import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { asSuperuser } from './setup/helpers';
import { createRequest, signedInDonor, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

const CLI = join(__dirname, '../dist/database/backup-cli.js');

/** Runs the built backup command as `npm run db:backup` / `db:restore` would; resolves with its output. */
function cli(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'log', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`backup-cli ${args[0]} exited ${code}: ${output}`))));
  });
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('backup and restore (npm run db:backup, db:restore)', () => {
  const work = mkdtempSync(join(tmpdir(), 'redhope-backup-test-'));
  const server = new URL(process.env.E2E_DATABASE_URL as string);
  const target = new URL(server.toString());
  target.pathname = `${server.pathname}_restored`;
  let t: TestApp;
  let db: DataSource;


  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error('Build the API first (npx nx run api:build)');
    t = await startTestApp();
    db = t.app.get(DataSource);
    await asSuperuser(`DROP DATABASE IF EXISTS "${target.pathname.slice(1)}" WITH (FORCE)`);
    await asSuperuser(`CREATE DATABASE "${target.pathname.slice(1)}" OWNER "${decodeURIComponent(server.username)}"`);
  });
  afterAll(async () => {
    await t.close();
    await asSuperuser(`DROP DATABASE IF EXISTS "${target.pathname.slice(1)}" WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('takes a consistent archive under writes and restores it into an empty database that passes the consistency checks', async () => {
    const uploads = join(work, 'uploads');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(join(uploads, 'avatar-test.webp'), 'image bytes');
    const owner = await signedInDonor(t.url, db, 'Backup owner', { bloodGroup: 'O+' });
    // An avatar: its stored image is attached by the users row (a trigger the restore must satisfy).
    const image = '0a0a0a0a-0000-4000-8000-00000000beef';
    await db.query(`INSERT INTO "stored_images" ("key", "kind", "files") VALUES ($1, 'avatar', ARRAY['avatar-test.webp']) ON CONFLICT DO NOTHING`, [image]);
    await db.query(`UPDATE "users" SET "avatar_key" = $1 WHERE "id" = $2`, [image, owner.id]);
    const helpers: Person[] = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => signedInDonor(t.url, db, `Backup helper ${n}`, { bloodGroup: 'O-' })));

    // Writes go on while the backup runs: new requests, help offered, some fulfilled.
    let writing = true;
    const writes = (async () => {
      let round = 0;
      while (writing) {
        const id = await createRequest(t.url, owner, { applicant: `Backup patient ${round}` });
        for (const helper of helpers.slice(0, (round % helpers.length) + 1)) {
          await request(t.url).post(`/api/v1/request/create-help/${id}`).set('cookie', helper.cookie).expect(200);
        }
        if (round % 2 === 0) await request(t.url).get(`/api/v1/request/fulfill-request/${id}`).set('cookie', owner.cookie).expect(200);
        round++;
      }
      return round;
    })();
    const backups = join(work, 'backups');
    const written = await cli(['backup', '--out', backups], { DATABASE_URL: server.toString(), UPLOADS_DIR: uploads });
    writing = false;
    expect(await writes).toBeGreaterThan(0);
    expect(written).toMatch(/Wrote .*redhope-\d{8}-\d{6}\.tar\.gz: \d+ rows in \d+ tables, and the uploads folder/);
    const [archive] = readdirSync(backups);

    const restoredUploads = join(work, 'restored-uploads');
    await cli(['restore', join(backups, archive)], { DATABASE_URL: target.toString(), UPLOADS_DIR: restoredUploads });
    expect(readFileSync(join(restoredUploads, 'avatar-test.webp'), 'utf8')).toBe('image bytes');

    const url = target.toString();
    // Every count kept on the requests written under the backup equals its rows (the report count is the
    // weighted one: weighing reports, one per address); no request both fulfilled and active.
    expect(await query(url, `SELECT r.id FROM blood_requests r WHERE r.applicant LIKE 'Backup patient %' AND r.approved_by <> (SELECT count(*) FROM request_helpers h WHERE h.request_id = r.id)`)).toEqual([]);
    expect(await query(url, `SELECT r.id FROM blood_requests r WHERE r.applicant LIKE 'Backup patient %' AND r.report_count <> (SELECT count(DISTINCT coalesce(x.reporter_address, x.reporter_id::text)) FROM request_reports x WHERE x.request_id = r.id AND x.weighs)`)).toEqual([]);
    expect(await query(url, `SELECT id FROM blood_requests WHERE is_active AND is_fulfilled`)).toEqual([]);
    // Everything the source had at the snapshot: the owner, all six helpers, and their requests.
    const [people] = await query<{ n: number }>(url, `SELECT count(*)::int AS n FROM users WHERE user_name LIKE 'Backup %'`);
    expect(people.n).toBe(7);
    const [avatar] = await query<{ attached: boolean }>(url, `SELECT i.attached FROM users u JOIN stored_images i ON i.key = u.avatar_key WHERE u.user_name = 'Backup owner'`);
    expect(avatar).toEqual({ attached: true });
    const [requests] = await query<{ n: number }>(url, `SELECT count(*)::int AS n FROM blood_requests WHERE applicant LIKE 'Backup patient %'`);
    expect(requests.n).toBeGreaterThan(0);

    // A second restore into a database that now holds data is refused, and changes nothing.
    await expect(cli(['restore', join(backups, archive)], { DATABASE_URL: url, UPLOADS_DIR: restoredUploads })).rejects.toThrow(/already holds data/);
  }, 120_000);
});
