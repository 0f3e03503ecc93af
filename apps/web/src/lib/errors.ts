import { CombinedGraphQLErrors } from '@apollo/client';
import {
  ACCOUNT_MESSAGES,
  DONATION_MESSAGES,
  INPUT_MESSAGES,
  CAMPAIGN_FIELD_MESSAGES,
  ERROR_MESSAGE_KEYS,
  MESSAGES,
  PROFILE_FIELD_MESSAGES,
  VALIDATION_MESSAGES,
  isErrorCode,
  type ErrorCode,
  type MessageKey,
} from '@redhope/domain';
import { toast } from 'react-toastify';
import { isNoResponseError } from './apollo';
import { i18n, messageKey, profileFieldKey, validationKey, type TranslationKey } from './i18n';
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
 * The server speaks the product's English texts (libs/domain), so each text it sends names one
 * common text key, and the user reads it in their own language.
 */
const KEYS_BY_SERVER_TEXT: ReadonlyMap<string, TranslationKey> = new Map<string, TranslationKey>([
  ...Object.entries(MESSAGES).map(([key, text]): [string, TranslationKey] => [text, messageKey(key as MessageKey)]),
  ...Object.entries(VALIDATION_MESSAGES).map(([key, text]): [string, TranslationKey] => [
    text,
    validationKey(key as keyof typeof VALIDATION_MESSAGES),
  ]),
  ...Object.entries(PROFILE_FIELD_MESSAGES).map(([key, text]): [string, TranslationKey] => [
    text,
    profileFieldKey(key as keyof typeof PROFILE_FIELD_MESSAGES),
  ]),
  ...Object.entries(CAMPAIGN_FIELD_MESSAGES).map(([key, text]): [string, TranslationKey] => [
    text,
    `campaignFields.${key as keyof typeof CAMPAIGN_FIELD_MESSAGES}`,
  ]),
  ...Object.entries(INPUT_MESSAGES).map(([key, text]): [string, TranslationKey] => [text, `inputMessages.${key as keyof typeof INPUT_MESSAGES}`]),
  ...Object.entries(ACCOUNT_MESSAGES).map(([key, text]): [string, TranslationKey] => [text, `accountMessages.${key as keyof typeof ACCOUNT_MESSAGES}`]),
  ...Object.entries(DONATION_MESSAGES).map(([key, text]): [string, TranslationKey] => [text, `donationMessages.${key as keyof typeof DONATION_MESSAGES}`]),
]);

/** The common key of a text the server sent, when it is one of the product's messages. */
export function keyOfServerText(text: string | undefined): TranslationKey | undefined {
  return text === undefined ? undefined : KEYS_BY_SERVER_TEXT.get(text);
}

export interface FailureTextOptions {
  /** The screen's own text for some codes (ALREADY_REPORTED reads differently on a request and on a campaign). */
  byCode?: Partial<Record<ErrorCode, MessageKey>>;
  /** The screen's text for every other failure (SPEC section 8: "other failures 'Unable send help'"). */
  fallback?: MessageKey;
}

/**
 * What to tell the user about a failure, as a common text key: the screen's text for the code, else
 * the screen's fallback, else the server's message, else the code's text from the one table in
 * libs/domain. Null when nothing should be shown (no response: the transport already toasted).
 */
export function failureMessageKey(failure: FailureInfo, options: FailureTextOptions = {}): TranslationKey | null {
  if (failure.noResponse) return null;
  const byScreen = failure.code ? options.byCode?.[failure.code] : undefined;
  if (byScreen) return messageKey(byScreen);
  if (options.fallback) return messageKey(options.fallback);
  return keyOfServerText(failure.message) ?? messageKey(ERROR_MESSAGE_KEYS[failure.code ?? 'INTERNAL']);
}

/** Shows the failure as an error toast (react-toastify), unless the transport already did. */
export function toastFailure(error: unknown, options: FailureTextOptions = {}): FailureInfo {
  const failure = readFailure(error);
  const key = failureMessageKey(failure, options);
  if (key) toast.error(i18n.t(key));
  return failure;
}
