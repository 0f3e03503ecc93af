import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap';
import { ConfigError, loadConfig } from './config/config';
import { resolveDatabase, type ResolvedDatabase } from './database/database';
import { runMigrations } from './database/migrate';

async function main(): Promise<void> {
  const logger = new Logger('Redhope');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let database: ResolvedDatabase | undefined = undefined;
  let shuttingDown = false;
  const shutdown = async (signal: string, app?: { close(): Promise<void> }) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.log(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app?.close();
    } finally {
      await database?.stop();
      process.exit(0);
    }
  };
  // Until the app exists, a signal still stops the embedded Postgres.
  const early = (signal: NodeJS.Signals) => void shutdown(signal);
  process.once('SIGINT', early);
  process.once('SIGTERM', early);

  database = await resolveDatabase(config);
  await runMigrations(config, database.url);
  const app = await createApp(config, database.url);
  process.removeListener('SIGINT', early);
  process.removeListener('SIGTERM', early);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal, app));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  logger.log(`Redhope is serving on http://${shown}:${config.port} (GraphQL /graphql, REST /api/v1, explorer /graphiql)`);
}

main().catch((error: unknown) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
