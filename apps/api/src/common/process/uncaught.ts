import { Logger } from '@nestjs/common';
import { isDatabaseUnavailable } from '../errors/database-unavailable';

type Log = Pick<Logger, 'warn' | 'error'>;

/** The error's name and code only: messages can carry what a user typed or an address. */
function describe(error: unknown): string {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return [typeof name === 'string' ? name : typeof error, typeof code === 'string' ? code : undefined].filter(Boolean).join(' ');
}

/** Where it was thrown, without its first line (the message). */
function frames(error: unknown): string {
  const stack = (error as { stack?: unknown } | null)?.stack;
  return typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n') : '';
}

/**
 * What the process does with an error nothing handled. A connection to the database (or Redis)
 * that ended with no one listening for its error is not a reason to stop serving: a library that
 * had already let go of a client (pg-boss takes its listeners off a connection before ending it)
 * hears Postgres's "terminating connection" (57P01) a moment later, as a fast shutdown, a restart
 * or Ctrl-C in a terminal (which reaches the embedded Postgres too) sends it. Requests meanwhile
 * answer 503, and the pools reconnect. Anything else is a bug: logged, and the process exits.
 */
export function onUncaught(error: unknown, origin: NodeJS.UncaughtExceptionOrigin, logger: Log): 'continue' | 'exit' {
  if (isDatabaseUnavailable(error)) {
    logger.warn(`A connection ended with nothing listening for its error (${describe(error)}); carrying on`);
    return 'continue';
  }
  const what = origin === 'unhandledRejection' ? 'Unhandled rejection' : 'Uncaught exception';
  logger.error(`Unexpected: ${what} (${describe(error)}); exiting\n${frames(error)}`);
  return 'exit';
}

/** Installs `onUncaught` for the server process (main.ts); an error it does not forgive exits 1, as Node would. */
export function installUncaughtHandler(logger: Log = new Logger('Process')): void {
  process.on('uncaughtException', (error, origin) => {
    if (onUncaught(error, origin, logger) === 'exit') process.exit(1);
  });
}
