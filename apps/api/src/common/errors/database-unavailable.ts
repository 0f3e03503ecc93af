import { Logger } from '@nestjs/common';
import { AppError } from './app-error';

/** How long a client should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a server that is gone or unreachable. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
/**
 * Postgres SQLSTATEs of a server that cannot serve: 57P01-57P03 (shutting down, crashed, starting)
 * and 53300 (too many connections). Class 08 (connection exceptions) is matched by its prefix.
 */
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres and its pool say, without a code, when a connection dies or never comes. */
const CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/** The error, the errors it wraps (TypeORM's driverError, cause) and an AggregateError's parts. */
function* causes(error: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown; name?: unknown }> {
  if (!error || typeof error !== 'object' || depth > 4) return;
  const candidate = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  yield candidate;
  yield* causes(candidate.driverError, depth + 1);
  yield* causes(candidate.cause, depth + 1);
  if (Array.isArray(candidate.errors)) for (const part of candidate.errors) yield* causes(part, depth + 1);
}

/** True when the error says the database cannot be reached (not that a query was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message, name } of causes(error)) {
    // TypeORM's, when the connection of a transaction died under it (the pool released the runner
    // on the connection's error): the transaction did not commit. The runner's own query says the
    // first, the transaction's EntityManager (pg-boss queuing a job in it) the second. The app never
    // releases a runner it is still using, so these mean nothing else.
    if (name === 'QueryRunnerAlreadyReleasedError' || name === 'QueryRunnerProviderAlreadyReleasedError') return true;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GONE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

/** SERVICE_UNAVAILABLE, with how long to wait (REST sends it as Retry-After). */
export class ServiceUnavailableError extends AppError {
  constructor(readonly retryAfterSeconds: number = DATABASE_RETRY_AFTER_SECONDS) {
    super('SERVICE_UNAVAILABLE');
  }
}

/**
 * One log line when the database goes and one when it returns, instead of a stack trace per
 * request: the requests in between answer 503.
 */
export const databaseOutage = new (class DatabaseOutage {
  private readonly logger = new Logger('Database');
  private since?: number;

  get ongoing(): boolean {
    return this.since !== undefined;
  }

  noteUnavailable(error: unknown): void {
    if (this.since !== undefined) return;
    this.since = Date.now();
    const code = [...causes(error)].map((c) => c.code).find((c): c is string => typeof c === 'string');
    this.logger.error(`Database unreachable${code ? ` (${code})` : ''}: requests answer 503 until it is back`);
  }

  noteAvailable(): void {
    if (this.since === undefined) return;
    this.logger.log(`Database is back after ${Math.round((Date.now() - this.since) / 1000)} s`);
    this.since = undefined;
  }
})();
