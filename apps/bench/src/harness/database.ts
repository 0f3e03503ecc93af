import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadApi } from './paths';
import { freePort } from './ports';

export interface BenchDatabase {
  url: string;
  stop(): Promise<void>;
}

interface EmbeddedModule {
  startEmbeddedPostgres(options: { dir: string; port: number; database: string }): Promise<{ url: string; stop(): Promise<void> }>;
}
interface MigrateModule {
  runMigrations(config: unknown, url: string): Promise<string[]>;
}
interface ConfigModule {
  loadConfig(env: Record<string, string | undefined>): unknown;
}

/** A fresh embedded Postgres in a temporary folder, migrated as the app migrates at start-up. */
export async function startDatabase(): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'redhope-bench-'));
  const { startEmbeddedPostgres } = loadApi<EmbeddedModule>('database/embedded-postgres.js');
  const { runMigrations } = loadApi<MigrateModule>('database/migrate.js');
  const { loadConfig } = loadApi<ConfigModule>('config/config.js');
  const embedded = await startEmbeddedPostgres({ dir: join(dir, 'pg'), port: await freePort(), database: 'bench' });
  await runMigrations(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: embedded.url }), embedded.url);
  return {
    url: embedded.url,
    async stop() {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
