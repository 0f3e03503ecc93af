import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig, type AppConfig } from '../config/config';
import { fromRoot } from '../config/paths';
import { backupDatabase, restoreDatabase } from './backup';
import { EMBEDDED_DATABASE_NAME, resolveDatabase, type ResolvedDatabase } from './database';
import { embeddedAppUrl, isEmbeddedRunning } from './embedded-postgres';
import { runMigrations } from './migrate';

const logger = new Logger('Backup');

/**
 * The database to read: DATABASE_URL; else the embedded Postgres of a running app (connected to,
 * never restarted under it); else the embedded one, started for the command and stopped after.
 */
async function database(config: AppConfig): Promise<ResolvedDatabase> {
  const { dir, port } = config.database.embedded;
  if (!config.database.url && isEmbeddedRunning(fromRoot(dir))) {
    return { url: embeddedAppUrl(fromRoot(dir), port, EMBEDDED_DATABASE_NAME), embedded: true, stop: async () => undefined };
  }
  return resolveDatabase(config, logger);
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/**
 * `npm run db:backup [-- --out FOLDER]`: a consistent archive of the data and the uploads folder
 * (default folder .data/backups). `npm run db:restore -- FILE`: into an empty database (an empty
 * EMBEDDED_PG_DIR, or an empty DATABASE_URL), migrated first, and the uploads into UPLOADS_DIR.
 */
async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig();
  const uploadsDir = config.s3 ? undefined : fromRoot(config.uploadsDir);
  if (command === 'backup') {
    const outIndex = args.indexOf('--out');
    const folder = outIndex >= 0 && args[outIndex + 1] ? resolve(args[outIndex + 1]) : fromRoot('.data/backups');
    mkdirSync(folder, { recursive: true });
    const archive = join(folder, `redhope-${stamp(new Date())}.tar.gz`);
    const db = await database(config);
    try {
      const manifest = await backupDatabase(db.url, archive, uploadsDir);
      const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
      logger.log(
        `Wrote ${archive}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.jobs ?? 0} jobs still to run${manifest.uploads ? ', and the uploads folder' : ''}`,
      );
      if (config.s3) logger.warn('Uploads are in S3_BUCKET: back the bucket up with its own tools');
    } finally {
      await db.stop();
    }
    return;
  }
  if (command === 'restore' && args[0]) {
    const archive = resolve(args[0]);
    if (!existsSync(archive)) throw new Error(`No such file: ${archive}`);
    if (!config.database.url && isEmbeddedRunning(fromRoot(config.database.embedded.dir))) {
      throw new Error('The app is running on this data folder: stop it, and restore into an empty EMBEDDED_PG_DIR');
    }
    const db = await resolveDatabase(config, logger);
    try {
      await runMigrations(config, db.url);
      const manifest = await restoreDatabase(db.url, archive, uploadsDir);
      logger.log(`Restored ${archive} (taken ${manifest.createdAt})${manifest.uploads && uploadsDir ? `, its uploads into ${uploadsDir}` : ''}`);
    } finally {
      await db.stop();
    }
    return;
  }
  throw new ConfigError('Usage: npm run db:backup [-- --out FOLDER] | npm run db:restore -- FILE');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Failed: ${(error as Error).message}`);
  process.exit(1);
});
