import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import { dataSourceOptions } from './data-source-options';

/** An arbitrary constant: the advisory lock that serialises migrations across app instances. */
const MIGRATION_LOCK = 72_114_031;

/**
 * Runs pending migrations under a Postgres advisory lock, so that N instances starting together
 * migrate exactly once. Returns the names of the migrations that ran.
 */
export async function runMigrations(config: AppConfig, url: string, logger = new Logger('Migrations')): Promise<string[]> {
  const dataSource = new DataSource({ ...dataSourceOptions(config, url), poolSize: 1 });
  await dataSource.initialize();
  try {
    await dataSource.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const ran = await dataSource.runMigrations({ transaction: 'each' });
      for (const migration of ran) logger.log(`Applied ${migration.name}`);
      return ran.map((migration) => migration.name);
    } finally {
      await dataSource.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await dataSource.destroy();
  }
}
