import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { fromRoot } from '../config/paths';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export const EMBEDDED_DATABASE_NAME = 'redhope';

/** DATABASE_URL when set; otherwise the embedded Postgres, started (or adopted) now. */
export async function resolveDatabase(config: AppConfig, logger = new Logger('Database')): Promise<ResolvedDatabase> {
  if (config.database.url) return { url: config.database.url, embedded: false, stop: async () => undefined };
  const { dir, port } = config.database.embedded;
  const started = Date.now();
  const embedded = await startEmbeddedPostgres({ dir: fromRoot(dir), port, database: EMBEDDED_DATABASE_NAME, logger });
  logger.log(`Embedded Postgres ready on 127.0.0.1:${port} in ${Date.now() - started} ms`);
  return { url: embedded.url, embedded: true, stop: () => embedded.stop() };
}
