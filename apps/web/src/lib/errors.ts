import { CombinedGraphQLErrors } from '@apollo/client';
import { MESSAGES, isErrorCode, type ErrorCode } from '@redhope/domain';
import { toast } from 'react-toastify';
import { isNoResponseError } from './apollo';
import { ApiError, NO_RESPONSE_STATUS } from './rest';

/** What the client needs from any failed call, REST or GraphQL. */
export interface FailureInfo {
  /** No response at all: the transport has already shown "Connection with server failed ". */
  noResponse: boolean;
  code?: ErrorCode;
  /** The server's safe message. */
  message?: string;
  /** Per-field validation messages, keyed by input field name. */
  fields?: Record<string, string>;
}

function asFields(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') fields[key] = text;
  return fields;
}

export function readFailure(error: unknown): FailureInfo {
  if (error instanceof ApiError) {
    return { noResponse: error.statusCode === NO_RESPONSE_STATUS, code: error.code, message: error.message, fields: error.fields };
  }
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors.find((item) => isErrorCode(item.extensions?.code)) ?? error.errors[0];
    const code = first?.extensions?.code;
    return {
      noResponse: false,
      code: isErrorCode(code) ? code : undefined,
      message: first?.message,
      fields: asFields(first?.extensions?.fields),
    };
  }
  return { noResponse: isNoResponseError(error) };
}

/**
 * The catalogue's toast texts by code (SPEC section 8), in one place. Codes whose text depends
 * on the screen (ALREADY_REPORTED: request or campaign) are passed by that screen.
 */
export const ERROR_TEXTS: Readonly<Partial<Record<ErrorCode, string>>> = {
  USER_NOT_FOUND: MESSAGES.userDoesNotExist,
  INCORRECT_PASSWORD: MESSAGES.incorrectPassword,
  USER_ALREADY_EXISTS: MESSAGES.userAlreadyExists,
  EMAIL_IN_USE: MESSAGES.emailInUse,
  INCORRECT_CURRENT_PASSWORD: MESSAGES.incorrectCurrentPassword,
  PROFILE_INCOMPLETE: MESSAGES.completeProfileToHelp,
  ALREADY_HELPED: MESSAGES.alreadyHelped,
  INTERNAL: MESSAGES.somethingWentWrong,
};

export interface ErrorTextOptions {
  /** Screen-specific texts, consulted before ERROR_TEXTS. */
  texts?: Partial<Record<ErrorCode, string>>;
  /** Used when the code has no text here (the screen's own failure text, e.g. 'Unable send help'). */
  fallback?: string;
}

/** The text to show for a failure, or null when nothing should be shown (no response: already toasted). */
export function errorText(failure: FailureInfo, options: ErrorTextOptions = {}): string | null {
  if (failure.noResponse) return null;
  const byCode = failure.code ? (options.texts?.[failure.code] ?? ERROR_TEXTS[failure.code]) : undefined;
  return byCode ?? options.fallback ?? failure.message ?? MESSAGES.somethingWentWrong;
}

/** Shows the failure as an error toast (react-toastify), unless the transport already did. */
export function toastFailure(error: unknown, options: ErrorTextOptions = {}): FailureInfo {
  const failure = readFailure(error);
  const text = errorText(failure, options);
  if (text) toast.error(text);
  return failure;
}
