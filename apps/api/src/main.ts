import { Logger, type INestApplication } from '@nestjs/common';
import { closeApp, createApp, logLevels } from './bootstrap';
import { AppLogger } from './common/app-logger';
import { Lifecycle } from './common/lifecycle/lifecycle';
import { installUncaughtHandler } from './common/process/uncaught';
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
  // The start-up lines (embedded Postgres, migrations) in the app's format too.
  Logger.overrideLogger(new AppLogger(logLevels(config), config.isProduction));
  // A database connection that ended with no one listening does not stop the server (common/process).
  installUncaughtHandler();

  let database: ResolvedDatabase | undefined = undefined;
  let shuttingDown = false;
  /**
   * SIGTERM (a deploy) or Ctrl-C: readiness answers 503 at once and the instance keeps serving
   * for the drain period while the load balancer stops sending; then it stops accepting
   * connections, every websocket gets 1001 so its client reconnects elsewhere, the connections
   * still open end after their next answer or when left idle (a proxy's pool closes its own
   * first), Nest's hooks close the HTTP server, jobs, Redis and the pool, and the process exits 0.
   * Past SHUTDOWN_TIMEOUT_MS it exits 1. With no drain, idle connections are closed at once.
   */
  const shutdown = async (signal: string, app?: INestApplication) => {
    if (shuttingDown) return;
    shuttingDown = true;
    const { drainMs, timeoutMs } = config.shutdown;
    logger.log(`${signal} received, shutting down${app && drainMs > 0 ? ` after a drain of ${drainMs} ms` : ''}`);
    const force = setTimeout(() => {
      logger.error(`Shutdown did not finish within ${timeoutMs} ms; exiting`);
      process.exit(1);
    }, timeoutMs);
    force.unref();
    let code = 0;
    try {
      if (app) {
        app.get(Lifecycle).beginShutdown();
        if (drainMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, drainMs));
          logger.log('Drain over: no longer accepting connections; open ones end after their next answer');
          await closeApp(app, { handOverMs: config.httpKeepAliveTimeoutMs });
        } else {
          await closeApp(app);
        }
      }
    } catch (error) {
      code = 1;
      logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await database?.stop();
      process.exit(code);
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
