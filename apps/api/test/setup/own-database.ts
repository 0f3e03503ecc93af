import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { MIGRATIONS } from '../../src/database/migrations';
import { asSuperuser } from './helpers';

export interface OwnDatabase {
  /** Its URL on the e2e server. */
  url: string;
  /** The app's configuration pointed at it. */
  config: AppConfig;
  /** A connection after running the first `upTo` migrations (all by default); the caller destroys it. */
  migrated(upTo?: number): Promise<DataSource>;
}

/**
 * A database of a suite's own on the e2e server, made afresh before its tests and dropped after
 * them (for a migration tried on old rows, or an app started one migration behind). Owned by the
 * role the app connects as, as the app's own database is. Call at the top of a `describe`.
 */
export function ownDatabase(suffix: string, env: Record<string, string> = {}): OwnDatabase {
  const server = new URL(process.env.E2E_DATABASE_URL as string);
  const name = `${server.pathname.slice(1)}_${suffix}`;
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', ...env, DATABASE_URL: url.toString() });

  beforeAll(async () => {
    await asSuperuser(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await asSuperuser(`CREATE DATABASE "${name}" OWNER "${decodeURIComponent(server.username)}"`);
  });
  afterAll(() => asSuperuser(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  return {
    url: url.toString(),
    config,
    async migrated(upTo = MIGRATIONS.length) {
      const db = new DataSource({ ...dataSourceOptions(config, url.toString()), migrations: MIGRATIONS.slice(0, upTo), poolSize: 1 });
      await db.initialize();
      await db.runMigrations({ transaction: 'each' });
      return db;
    },
  };
}
