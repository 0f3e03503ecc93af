import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { addDays, donationReminderAt, todayInIndia } from '@redhope/domain';
import { DONATION_REMINDER_QUEUE } from '../src/modules/donations/donations.service';
import { CAMP_REMINDER_QUEUE } from '../src/modules/campaigns/campaign-rsvps.service';
import { JobsService } from '../src/common/jobs/jobs.service';
import { campDate, createCampaign, startAppWithUploads } from './setup/campaigns';
import { asSuperuser, eventually } from './setup/helpers';
import { createRequest, signedInDonor, type Person } from './setup/people';
import { type TestApp } from './setup/test-app';

const CLI = join(__dirname, '../dist/database/backup-cli.js');

/** A queue every app has, with a policy other than pg-boss's default (uploads.service.ts). */
const SWEEP_QUEUE = 'uploads.sweep';

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
  // A second restore target: the scheduled reminders, brought back by an app started on it.
  const scheduled = new URL(server.toString());
  scheduled.pathname = `${server.pathname}_restored_jobs`;
  let t: TestApp;
  let db: DataSource;


  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error('Build the API first (npx nx run api:build)');
    t = await startAppWithUploads();
    db = t.app.get(DataSource);
    for (const url of [target, scheduled]) {
      await asSuperuser(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
      await asSuperuser(`CREATE DATABASE "${url.pathname.slice(1)}" OWNER "${decodeURIComponent(server.username)}"`);
    }
  });
  afterAll(async () => {
    await t.close();
    for (const url of [target, scheduled]) await asSuperuser(`DROP DATABASE IF EXISTS "${url.pathname.slice(1)}" WITH (FORCE)`);
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
    expect(written).toMatch(/Wrote .*redhope-\d{8}-\d{6}\.tar\.gz: \d+ rows in \d+ tables, \d+ jobs still to run, and the uploads folder/);
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

  it('brings back the work still to do (a job waiting, the reminders): queued again by the restore, kept once by an app started on it, and they fire', async () => {
    const gql = (url: string, person: Person, query: string, variables: Record<string, unknown> = {}) =>
      request(url).post('/graphql').set('cookie', person.cookie).send({ query, variables }).expect(200);
    /** The waiting job of a queue with this singleton key, in the database at `url`. */
    const waiting = async (url: string, queue: string, key: string) => {
      const rows = await query<{ startAfter: Date; data: Record<string, string> }>(
        url,
        `SELECT "start_after" AS "startAfter", "data" FROM "pgboss"."job" WHERE "name" = '${queue}' AND "singleton_key" = '${key}' AND "state" = 'created'`,
      );
      expect(rows.length).toBeLessThanOrEqual(1);
      return rows[0];
    };

    // A donor who gave today: reminded the morning they may give again, 120 days on.
    const donor = await signedInDonor(t.url, db, 'Backup reminded donor', { bloodGroup: 'B+' });
    const today = todayInIndia();
    await gql(t.url, donor, `mutation($input: UpdateDonorSettingsInput!) { updateDonorSettings(input: $input) { availableToDonate } }`, {
      input: { availableToDonate: true, lastDonationDate: today },
    });
    const eligibleOn = addDays(today, 120);
    const source = server.toString();
    expect(await eventually(() => waiting(source, DONATION_REMINDER_QUEUE, donor.id), 20_000, 'the donation reminder')).toEqual({
      startAfter: donationReminderAt(eligibleOn),
      data: { userId: donor.id, eligibleOn },
    });
    // Someone coming to a camp the day after tomorrow: reminded the morning before (09:00 India time, always ahead).
    const organiser = await signedInDonor(t.url, db, 'Backup camp organiser');
    const camper = await signedInDonor(t.url, db, 'Backup camper', { bloodGroup: 'A+' });
    const campaignId = await createCampaign(t.url, organiser, { title: 'Restored camp at Ruby Hall', date: campDate(2) });
    await gql(t.url, camper, 'mutation($id: ID!) { rsvpCampaign(campaignId: $id, going: true) { goingCount } }', { id: campaignId });
    const campKey = `${campaignId}:${camper.id}`;
    const campJob = await eventually(() => waiting(source, CAMP_REMINDER_QUEUE, campKey), 20_000, 'the camp reminder');

    // Work that nothing in the tables can bring back, waiting in a queue whose policy is not the
    // default (here an uploads sweep asked for tomorrow; e-mails, pushes and event deliveries wait the same way).
    const jobKey = `backup-test-${donor.id}`;
    const runAt = new Date(Date.now() + 86_400_000);
    await t.app.get(JobsService).send(SWEEP_QUEUE, { reason: 'kept across a restore' }, { startAfter: runAt, singletonKey: jobKey });

    const backups = join(work, 'backups-with-reminders');
    const written = await cli(['backup', '--out', backups], { DATABASE_URL: source });
    expect(written).toMatch(/\d+ jobs still to run/);
    const [archive] = readdirSync(backups);
    const url = scheduled.toString();
    await cli(['restore', join(backups, archive)], { DATABASE_URL: url, UPLOADS_DIR: join(work, 'restored-jobs-uploads') });
    // The work still to do came with the archive, queued again before any app started on it: the
    // waiting job (same data, same moment, its queue's policy kept) and both reminders.
    const [kept] = await query<{ data: object; startAfter: Date; policy: string }>(
      url,
      `SELECT j."data", j."start_after" AS "startAfter", q."policy" FROM "pgboss"."job" j JOIN "pgboss"."queue" q ON q."name" = j."name"
        WHERE j."name" = '${SWEEP_QUEUE}' AND j."singleton_key" = '${jobKey}' AND j."state" = 'created'`,
    );
    expect(kept).toEqual({ data: { reason: 'kept across a restore' }, startAfter: runAt, policy: 'singleton' });
    expect(await waiting(url, DONATION_REMINDER_QUEUE, donor.id)).toEqual({ startAfter: donationReminderAt(eligibleOn), data: { userId: donor.id, eligibleOn } });
    expect(await waiting(url, CAMP_REMINDER_QUEUE, campKey)).toEqual(campJob);

    let restored = await startAppWithUploads({ DATABASE_URL: url });
    try {
      // The start-up reconciliation finds both reminders already waiting, for the same moments.
      expect(await eventually(() => waiting(url, DONATION_REMINDER_QUEUE, donor.id), 20_000, 'the donation reminder after the restore')).toEqual({
        startAfter: donationReminderAt(eligibleOn),
        data: { userId: donor.id, eligibleOn },
      });
      expect(await eventually(() => waiting(url, CAMP_REMINDER_QUEUE, campKey), 20_000, 'the camp reminder after the restore')).toEqual(campJob);

      // Made due, the camp reminder reaches the camper in the restored app.
      await query(url, `UPDATE "pgboss"."job" SET "start_after" = now() WHERE "name" = '${CAMP_REMINDER_QUEUE}' AND "singleton_key" = '${campKey}' AND "state" = 'created'`);
      const notified = await eventually(async () => {
        const rows = await query<{ title: string }>(url, `SELECT "title" FROM "notifications" WHERE "kind" = 'camp-reminder' AND "recipient_id" = '${camper.id}'`);
        return rows.length > 0 ? rows : undefined;
      }, 20_000, 'the camp reminder to be delivered');
      expect(notified).toEqual([{ title: 'Blood donation camp tomorrow' }]);

      // Restarting changes nothing: one reminder each, none added twice.
      await restored.close();
      restored = await startAppWithUploads({ DATABASE_URL: url });
      await eventually(async () => {
        const [run] = await query<{ n: number }>(url, `SELECT count(*)::int AS "n" FROM "pgboss"."job" WHERE "name" = 'donations.reconcile-reminders' AND "state" = 'completed'`);
        return run.n >= 2 ? true : undefined;
      }, 20_000, 'the second start-up reconciliation');
      const [reminders] = await query<{ n: number }>(url, `SELECT count(*)::int AS "n" FROM "pgboss"."job" WHERE "name" = '${DONATION_REMINDER_QUEUE}' AND "singleton_key" = '${donor.id}'`);
      expect(reminders.n).toBe(1);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
