import { HttpException, Logger } from '@nestjs/common';
import { DEFAULT_ERROR_MESSAGES, isErrorCode, type ErrorCode } from '@redhope/domain';
import { AppError } from './app-error';
import { databaseOutage, isDatabaseUnavailable, ServiceUnavailableError } from './database-unavailable';

const logger = new Logger('Errors');

/** The request each GraphQL error arose in (Apollo formats errors without the request: see GraphqlRequestIds). */
const requestIds = new WeakMap<object, string>();

/** Remembers the request an error arose in, so its log line names it when it is formatted. */
export function noteRequestOf(error: unknown, requestId: string): void {
  if (error && typeof error === 'object') requestIds.set(error, requestId);
}

/** The request an error arose in, when it was noted. */
export function requestIdOf(error: unknown): string | undefined {
  return error && typeof error === 'object' ? requestIds.get(error) : undefined;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_REQUEST',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Turns anything thrown into an AppError whose message is safe for a client. Errors we did not
 * raise on purpose (database, bugs) become INTERNAL and are logged by name and stack only: their
 * messages can carry user data (a unique-violation detail holds the duplicate e-mail).
 */
export function toAppError(error: unknown, requestId?: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
    // Nest's built-in exceptions carry framework texts ("Cannot GET /x"); show ours instead.
    return new AppError(code, DEFAULT_ERROR_MESSAGES[code]);
  }
  const candidate = error as { statusCode?: unknown; code?: unknown } | null;
  if (candidate && typeof candidate.statusCode === 'number' && candidate.statusCode < 500) {
    // Fastify's own errors (bad JSON, body too large, unsupported media type).
    const code = CODE_BY_STATUS[candidate.statusCode] ?? 'BAD_REQUEST';
    return new AppError(code, DEFAULT_ERROR_MESSAGES[code]);
  }
  if (candidate && isErrorCode(candidate.code)) return new AppError(candidate.code);
  // The database is gone (not a bug): 503 and one log line per outage, not a stack per request.
  if (isDatabaseUnavailable(error)) {
    databaseOutage.noteUnavailable(error);
    return new ServiceUnavailableError();
  }
  const err = error instanceof Error ? error : new Error('Non-error thrown');
  const state = sqlStateOf(error);
  logger.error(`Unexpected ${err.name}${state ? ` [SQLSTATE ${state}]` : ''}${requestId ? ` (request ${requestId})` : ''}`, err.stack?.split('\n').slice(1).join('\n'));
  return new AppError('INTERNAL');
}

/**
 * A Postgres error's SQLSTATE (40P01 a deadlock, 23505 a unique violation...): five characters
 * that name the failure and hold nothing of the user's, unlike its message and detail.
 */
export function sqlStateOf(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}
