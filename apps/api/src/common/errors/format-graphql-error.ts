import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { withoutSuggestions } from '../graphql/graphql-limits';
import { RateLimitedError } from '../rate-limit/rate-limit.service';
import { toAppError } from './to-app-error';

/** Apollo's request-level codes: they describe the query, not our data, so their text is safe. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * The one GraphQL error mapping, for HTTP and graphql-ws alike: the code goes to
 * `extensions.code`, the message is the AppError's safe text. Stack traces and database messages
 * never leave; with `hideSuggestions` (production), neither do graphql's "Did you mean" hints.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown, hideSuggestions = false): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  const original = unwrapResolverError(error) as { originalError?: unknown; name?: string } | undefined;
  const hasCause = Boolean(original && typeof original === 'object' && original.name === 'GraphQLError' && original.originalError);
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code) && !hasCause && !formatted.path) {
    const message = hideSuggestions ? withoutSuggestions(formatted.message) : formatted.message;
    return { message, locations: formatted.locations, extensions: { code } };
  }
  const appError = toAppError(hasCause ? original?.originalError : original);
  return {
    message: appError.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: appError.code,
      ...(appError.fields ? { fields: appError.fields } : {}),
      ...(appError instanceof RateLimitedError ? { retryAfterSeconds: appError.retryAfterSeconds } : {}),
    },
  };
}
