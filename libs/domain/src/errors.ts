/**
 * Error codes shared by the API and the client. The API maps each code once to an HTTP status
 * (SPEC section 8: 402 for "already exists", 403 for "incomplete profile"/"incorrect password")
 * and once to GraphQL `extensions.code`; the client maps codes to toast texts.
 */
import { MESSAGES } from './messages';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'USER_NOT_FOUND',
  'USER_ALREADY_EXISTS',
  'INCORRECT_PASSWORD',
  'EMAIL_IN_USE',
  'INCORRECT_CURRENT_PASSWORD',
  'PROFILE_INCOMPLETE',
  'ALREADY_HELPED',
  'ALREADY_REPORTED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status of each code (the REST envelope's statusCode). Exhaustive by type. */
export const HTTP_STATUS_BY_CODE: Readonly<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  USER_NOT_FOUND: 402,
  USER_ALREADY_EXISTS: 402,
  INCORRECT_PASSWORD: 403,
  EMAIL_IN_USE: 402,
  INCORRECT_CURRENT_PASSWORD: 402,
  PROFILE_INCOMPLETE: 403,
  ALREADY_HELPED: 402,
  ALREADY_REPORTED: 402,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Safe default texts, used when a thrower gives none. Never include personal data here. */
export const DEFAULT_ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  BAD_REQUEST: 'Bad request',
  VALIDATION_FAILED: 'Invalid input',
  UNAUTHENTICATED: 'Please log in to continue',
  FORBIDDEN: 'You are not allowed to do this',
  NOT_FOUND: 'Not found',
  CONFLICT: 'Conflict',
  PAYLOAD_TOO_LARGE: 'Payload too large',
  RATE_LIMITED: 'Too many requests, try again later',
  USER_NOT_FOUND: MESSAGES.userDoesNotExist,
  USER_ALREADY_EXISTS: MESSAGES.userAlreadyExists,
  INCORRECT_PASSWORD: MESSAGES.incorrectPassword,
  EMAIL_IN_USE: MESSAGES.emailInUse,
  INCORRECT_CURRENT_PASSWORD: MESSAGES.incorrectCurrentPassword,
  PROFILE_INCOMPLETE: MESSAGES.completeProfileToHelp,
  ALREADY_HELPED: MESSAGES.alreadyHelped,
  ALREADY_REPORTED: 'You have already reported',
  SERVICE_UNAVAILABLE: 'Service unavailable',
  INTERNAL: MESSAGES.somethingWentWrong,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

export function httpStatusOf(code: ErrorCode): number {
  return HTTP_STATUS_BY_CODE[code];
}
