import type { DataSourceOptions } from 'typeorm';

type PostgresConnectionOptions = Extract<DataSourceOptions, { type: 'postgres' }>;
import type { AppConfig } from '../config/config';
import { MIGRATIONS } from './migrations';

/** Connection settings shared by the app, the migration runner and the TypeORM CLI. */
export function dataSourceOptions(config: AppConfig, url: string): PostgresConnectionOptions {
  return {
    type: 'postgres',
    url,
    ssl: config.database.ssl ? { rejectUnauthorized: true } : false,
    synchronize: false,
    migrationsRun: false,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    applicationName: 'redhope',
    connectTimeoutMS: config.database.connectTimeoutMs,
    poolSize: config.database.poolSize,
    extra: {
      // Nothing waits forever: a stuck query or an abandoned transaction is cut off by Postgres.
      statement_timeout: config.database.statementTimeoutMs,
      idle_in_transaction_session_timeout: config.database.statementTimeoutMs * 2,
      connectionTimeoutMillis: config.database.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
    },
  };
}
