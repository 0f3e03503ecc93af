import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig } from '../config/config';
import { resolveDatabase } from './database';
import { runMigrations } from './migrate';

/** `npm run db:migrate`: apply pending migrations to DATABASE_URL or the embedded database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await resolveDatabase(config);
  try {
    const ran = await runMigrations(config, database.url);
    new Logger('Migrations').log(ran.length ? `${ran.length} migration(s) applied` : 'Nothing to migrate');
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`);
  process.exit(1);
});
