import { spawnSync } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, escapeIdentifier } from 'pg';
import { PgBoss, type JobInsert, type QueuePolicy } from 'pg-boss';
import { JOBS_SCHEMA } from '../common/jobs/jobs.service';

/**
 * A consistent backup of the app's data: every table of the public schema read in one
 * REPEATABLE READ snapshot (one JSON document per row, read through a server-side cursor), the
 * applied migrations, and the uploads folder, packed with `tar` into one .tar.gz. Restoring runs
 * the migrations on an empty database and inserts the rows parents first, in one transaction.
 * Tables that migrations fill (pincodes) are not kept. Of the job queue (pg-boss, its own schema),
 * the work still to do is kept, read in the same snapshot: jobs waiting, to be retried or running
 * (e-mails, pushes, event deliveries, reminders), with their queues' settings; a restore queues
 * them again through pg-boss, so a restored instance sends what the backed-up one had not sent yet.
 */
export const BACKUP_FORMAT = 'redhope-backup/1';
const NOT_KEPT = new Set(['migrations', 'pincodes']);
const BATCH_ROWS = 1000;
const STORED_IMAGES = 'stored_images';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  migrations: string[];
  /** Table name to its row count at the snapshot, in the order a restore inserts them. */
  tables: Record<string, number>;
  uploads: boolean;
  /** Jobs still to run at the snapshot (jobs.json); absent in archives made before they were kept. */
  jobs?: number;
}

/** A queue of the job queue, as pg-boss created it (its policy is fixed at creation). */
interface KeptQueue {
  name: string;
  policy: QueuePolicy;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  retry_delay_max: number | null;
  expire_seconds: number;
  deletion_seconds: number;
  heartbeat_seconds: number | null;
}

/** A job still to run: what queuing it again needs. A running one runs again (handlers are idempotent). */
interface KeptJob {
  name: string;
  data: object | null;
  priority: number;
  retries_left: number;
  retry_delay: number;
  retry_backoff: boolean;
  retry_delay_max: number | null;
  expire_seconds: number;
  singleton_key: string | null;
  start_after: string;
}

/** The job queue's work still to do, in the caller's snapshot; none when pg-boss never ran on this database. */
async function pendingJobs(client: Client): Promise<{ queues: KeptQueue[]; jobs: KeptJob[] }> {
  const { rows: exists } = (await client.query(`SELECT to_regclass($1) IS NOT NULL AS "exists"`, [`${JOBS_SCHEMA}.job`])) as { rows: { exists: boolean }[] };
  if (!exists[0].exists) return { queues: [], jobs: [] };
  const schema = escapeIdentifier(JOBS_SCHEMA);
  const jobs = (
    await client.query(
      `SELECT "name", "data", "priority", greatest("retry_limit" - "retry_count", 0) AS "retries_left", "retry_delay", "retry_backoff", "retry_delay_max",
              "expire_seconds", "singleton_key", "start_after"
         FROM ${schema}."job" WHERE "state" IN ('created', 'retry', 'active') ORDER BY "created_on", "id"`,
    )
  ).rows as KeptJob[];
  const queues = (
    await client.query(
      `SELECT "name", "policy", "retry_limit", "retry_delay", "retry_backoff", "retry_delay_max", "expire_seconds", "deletion_seconds", "heartbeat_seconds"
         FROM ${schema}."queue" WHERE "name" = ANY($1::text[]) ORDER BY "name"`,
      [[...new Set(jobs.map((job) => job.name))]],
    )
  ).rows as KeptQueue[];
  return { queues, jobs };
}

/**
 * Queues the kept jobs again through pg-boss (its schema made if missing, each queue created with
 * its kept policy unless it exists), inside the restore's transaction on `client`: the jobs are
 * there if and only if the rows are.
 */
async function requeueJobs(url: string, client: Client, kept: { queues: KeptQueue[]; jobs: KeptJob[] }): Promise<void> {
  if (kept.jobs.length === 0) return;
  const boss = new PgBoss({ connectionString: url, schema: JOBS_SCHEMA, application_name: 'redhope-restore', supervise: false, schedule: false, max: 1 });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    for (const queue of kept.queues) {
      await boss.createQueue(queue.name, {
        policy: queue.policy,
        retryLimit: queue.retry_limit,
        retryDelay: queue.retry_delay,
        retryBackoff: queue.retry_backoff,
        ...(queue.retry_delay_max !== null ? { retryDelayMax: queue.retry_delay_max } : {}),
        expireInSeconds: queue.expire_seconds,
        deleteAfterSeconds: queue.deletion_seconds,
        ...(queue.heartbeat_seconds ? { heartbeatSeconds: queue.heartbeat_seconds } : {}),
      });
    }
    const db = { executeSql: async (text: string, values?: unknown[]) => ({ rows: (await client.query(text, values)).rows }) };
    for (const name of new Set(kept.jobs.map((job) => job.name))) {
      const jobs: JobInsert[] = kept.jobs
        .filter((job) => job.name === name)
        .map((job) => ({
          data: job.data ?? {},
          priority: job.priority,
          retryLimit: job.retries_left,
          retryDelay: job.retry_delay,
          retryBackoff: job.retry_backoff,
          ...(job.retry_delay_max !== null ? { retryDelayMax: job.retry_delay_max } : {}),
          expireInSeconds: job.expire_seconds,
          ...(job.singleton_key !== null ? { singletonKey: job.singleton_key } : {}),
          startAfter: new Date(job.start_after),
        }));
      await boss.insert(name, jobs, { db });
    }
  } finally {
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
  }
}

/** Public tables, parents before children (foreign keys), those that migrations fill left out. */
async function tablesInOrder(client: Client): Promise<string[]> {
  const tables = ((await client.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows as { tablename: string }[])
    .map((row) => row.tablename)
    .filter((name) => !NOT_KEPT.has(name));
  const edges = (
    await client.query(
      `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
        WHERE contype = 'f' AND connamespace = 'public'::regnamespace AND conrelid <> confrelid`,
    )
  ).rows as { child: string; parent: string }[];
  // Stored images first: rows that use one (avatars, leaflets) attach it through a trigger, which
  // refuses a key that is missing or already attached (restoreDatabase detaches them all first).
  const ordered: string[] = tables.includes(STORED_IMAGES) ? [STORED_IMAGES] : [];
  const placed = new Set<string>(ordered);
  while (ordered.length < tables.length) {
    const next = tables.find((table) => !placed.has(table) && edges.every((edge) => edge.child !== table || placed.has(edge.parent) || !tables.includes(edge.parent)));
    if (!next) throw new Error('The tables reference each other in a cycle: no order to restore them in');
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

/** Writes `archive` (.tar.gz) from the database at `url` and, when given and present, the uploads folder. */
export async function backupDatabase(url: string, archive: string, uploadsDir?: string): Promise<BackupManifest> {
  const work = mkdtempSync(join(tmpdir(), 'redhope-backup-'));
  const client = new Client({ connectionString: url, application_name: 'redhope-backup' });
  await client.connect();
  try {
    mkdirSync(join(work, 'tables'));
    // One snapshot for every table: rows written while the backup runs are in it entirely or not at all.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = ((await client.query(`SELECT name FROM migrations ORDER BY id`)).rows as { name: string }[]).map((row) => row.name);
    const tables: Record<string, number> = {};
    for (const table of await tablesInOrder(client)) {
      const out = createWriteStream(join(work, 'tables', `${table}.jsonl`));
      let count = 0;
      await client.query(`DECLARE rows_of CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${escapeIdentifier(table)} t`);
      for (;;) {
        const { rows } = (await client.query(`FETCH ${BATCH_ROWS} FROM rows_of`)) as { rows: { row: string }[] };
        if (rows.length === 0) break;
        for (const { row } of rows) if (!out.write(`${row}\n`)) await once(out, 'drain');
        count += rows.length;
      }
      await client.query('CLOSE rows_of');
      out.end();
      await once(out, 'finish');
      tables[table] = count;
    }
    const kept = await pendingJobs(client);
    await client.query('COMMIT');
    writeFileSync(join(work, 'jobs.json'), `${JSON.stringify(kept)}\n`);
    const uploads = Boolean(uploadsDir && existsSync(uploadsDir));
    if (uploads) cpSync(uploadsDir as string, join(work, 'uploads'), { recursive: true });
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), migrations, tables, uploads, jobs: kept.jobs.length };
    writeFileSync(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    tar(['-czf', archive, '-C', work, '.']);
    return manifest;
  } finally {
    await client.end().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Restores `archive` into the database at `url`, which must hold no data yet (its migrations are
 * run first by the caller), and its uploads into `uploadsDir`. Columns a newer schema added take
 * their defaults. One transaction: a failed restore leaves the database as it was.
 */
export async function restoreDatabase(url: string, archive: string, uploadsDir?: string): Promise<BackupManifest> {
  const work = mkdtempSync(join(tmpdir(), 'redhope-restore-'));
  const client = new Client({ connectionString: url, application_name: 'redhope-restore' });
  try {
    tar(['-xzf', archive, '-C', work]);
    const manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`${archive} is not a Redhope backup (${BACKUP_FORMAT})`);
    await client.connect();
    const applied = ((await client.query(`SELECT name FROM migrations`)).rows as { name: string }[]).map((row) => row.name);
    const missing = manifest.migrations.filter((name) => !applied.includes(name));
    if (missing.length > 0) throw new Error(`The backup is from a newer version (migrations ${missing.join(', ')}): restore it with that version`);
    const { rows: holding } = (await client.query(`SELECT count(*)::int AS n FROM users`)) as { rows: { n: number }[] };
    if (holding[0].n > 0) throw new Error('The database already holds data: restore into an empty one');
    await client.query('BEGIN');
    for (const table of Object.keys(manifest.tables)) {
      const columns = new Set(
        ((await client.query(`SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1`, [table])).rows as { column_name: string }[]).map(
          (row) => row.column_name,
        ),
      );
      const lines = readFileSync(join(work, 'tables', `${table}.jsonl`), 'utf8').split('\n').filter(Boolean);
      for (let start = 0; start < lines.length; start += BATCH_ROWS) {
        const batch = lines.slice(start, start + BATCH_ROWS);
        const kept = Object.keys(JSON.parse(batch[0]) as object).filter((column) => columns.has(column));
        const list = kept.map(escapeIdentifier).join(', ');
        await client.query(`INSERT INTO ${escapeIdentifier(table)} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${escapeIdentifier(table)}, $1::json)`, [
          `[${batch.join(',')}]`,
        ]);
      }
      // The rows that use an image attach it again as they are inserted (its trigger).
      if (table === STORED_IMAGES) await client.query(`UPDATE "stored_images" SET "attached" = false`);
    }
    if (existsSync(join(work, 'jobs.json'))) await requeueJobs(url, client, JSON.parse(readFileSync(join(work, 'jobs.json'), 'utf8')) as { queues: KeptQueue[]; jobs: KeptJob[] });
    await client.query('COMMIT');
    if (manifest.uploads && uploadsDir && existsSync(join(work, 'uploads'))) {
      mkdirSync(uploadsDir, { recursive: true });
      for (const entry of readdirSync(join(work, 'uploads'))) cpSync(join(work, 'uploads', entry), join(uploadsDir, entry), { recursive: true, force: false });
    }
    return manifest;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

function tar(args: string[]): void {
  const result = spawnSync('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`tar failed: ${result.stderr?.toString().trim() || result.error?.message}`);
}
