import { Client } from 'pg';
import { loadConfig } from '../../src/config/config';
import { fromRoot } from '../../src/config/paths';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/database/embedded-postgres';
import { runMigrations } from '../../src/database/migrate';

/** Overridable, so parallel runs against one shared server (DATABASE_URL) keep apart. */
const DATABASE = process.env.TEST_PG_DATABASE ?? 'redhope_e2e';

declare global {
  var __redhopeEmbedded: EmbeddedDatabase | undefined;
}

/**
 * One real Postgres for the whole e2e run: the machine's (DATABASE_URL, into a fresh database of
 * our own) or an embedded one under .data/pg-test (its own port, so a running `npm start` is not
 * disturbed). Migrations run exactly as at start-up.
 */
export default async function globalSetup(): Promise<void> {
  let url: string;
  /** A superuser on the server's `postgres` database, for tests that make databases of their own. */
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    const server = new URL(process.env.DATABASE_URL);
    server.pathname = '/postgres';
    adminUrl = server.toString();
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    server.pathname = `/${DATABASE}`;
    url = server.toString();
  } else {
    const embedded = await startEmbeddedPostgres({
      dir: fromRoot('.data/pg-test'),
      port: Number(process.env.TEST_PG_PORT ?? 5489),
      database: DATABASE,
      recreate: true,
    });
    globalThis.__redhopeEmbedded = embedded;
    url = embedded.url;
    adminUrl = embedded.adminUrl;
  }
  process.env.E2E_DATABASE_URL = url;
  process.env.E2E_ADMIN_DATABASE_URL = adminUrl;
  await runMigrations(loadConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: url }), url);
}
