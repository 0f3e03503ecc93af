/**
 * Error codes shared by the API and the client. The API maps each code once to an HTTP status
 * (SPEC section 8: 402 for "already exists", 403 for "incomplete profile"/"incorrect password")
 * and once to GraphQL `extensions.code`; both sides take the code's text from ERROR_MESSAGE_KEYS.
 */
import { MESSAGES, type MessageKey } from './messages';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'USER_NOT_FOUND',
  'USER_ALREADY_EXISTS',
  'INCORRECT_PASSWORD',
  'EMAIL_IN_USE',
  'INCORRECT_CURRENT_PASSWORD',
  'PROFILE_INCOMPLETE',
  'ALREADY_HELPED',
  'ALREADY_REPORTED',
  'HELP_REMOVED',
  'HELP_BLOCKED',
  'IDEMPOTENCY_KEY_REUSED',
  'ACCOUNT_BANNED',
  'HELPING_HELD',
  'CAMP_CLOSED',
  'CAMP_NOT_YET',
  'CAMP_NOT_GOING',
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
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  USER_NOT_FOUND: 402,
  USER_ALREADY_EXISTS: 402,
  INCORRECT_PASSWORD: 403,
  EMAIL_IN_USE: 402,
  INCORRECT_CURRENT_PASSWORD: 402,
  PROFILE_INCOMPLETE: 403,
  ALREADY_HELPED: 402,
  ALREADY_REPORTED: 402,
  HELP_REMOVED: 403,
  HELP_BLOCKED: 403,
  IDEMPOTENCY_KEY_REUSED: 422,
  ACCOUNT_BANNED: 403,
  HELPING_HELD: 403,
  CAMP_CLOSED: 409,
  CAMP_NOT_YET: 409,
  CAMP_NOT_GOING: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * The one code-to-text table (SPEC section 8): the text of each code, as a key of MESSAGES. The
 * server sends that text when a thrower gives none; the client shows it, in the user's language,
 * for a failed call (a screen may name its own text for a code, e.g. ALREADY_REPORTED on a request
 * or on a campaign). Never put personal data in these texts.
 */
export const ERROR_MESSAGE_KEYS: Readonly<Record<ErrorCode, MessageKey>> = {
  BAD_REQUEST: 'badRequest',
  VALIDATION_FAILED: 'invalidInput',
  UNAUTHENTICATED: 'signInRequired',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFoundShort',
  CONFLICT: 'conflict',
  PAYLOAD_TOO_LARGE: 'payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'unsupportedMediaType',
  RATE_LIMITED: 'rateLimited',
  USER_NOT_FOUND: 'userDoesNotExist',
  USER_ALREADY_EXISTS: 'userAlreadyExists',
  INCORRECT_PASSWORD: 'incorrectPassword',
  EMAIL_IN_USE: 'emailInUse',
  INCORRECT_CURRENT_PASSWORD: 'incorrectCurrentPassword',
  PROFILE_INCOMPLETE: 'completeProfileToHelp',
  ALREADY_HELPED: 'alreadyHelped',
  ALREADY_REPORTED: 'alreadyReported',
  HELP_REMOVED: 'helpRemoved',
  HELP_BLOCKED: 'helpBlocked',
  IDEMPOTENCY_KEY_REUSED: 'idempotencyKeyReused',
  ACCOUNT_BANNED: 'accountBanned',
  HELPING_HELD: 'helpingHeld',
  CAMP_CLOSED: 'campClosed',
  CAMP_NOT_YET: 'campNotYet',
  CAMP_NOT_GOING: 'campNotGoing',
  SERVICE_UNAVAILABLE: 'serviceUnavailable',
  INTERNAL: 'somethingWentWrong',
};

/** The English text of each code (ERROR_MESSAGE_KEYS read in MESSAGES): the server's default message. */
export const DEFAULT_ERROR_MESSAGES = Object.fromEntries(
  ERROR_CODES.map((code) => [code, MESSAGES[ERROR_MESSAGE_KEYS[code]]]),
) as Readonly<Record<ErrorCode, string>>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

export function httpStatusOf(code: ErrorCode): number {
  return HTTP_STATUS_BY_CODE[code];
}
