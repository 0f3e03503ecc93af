import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
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
 * The one GraphQL error mapping: the code goes to `extensions.code`, the message is the AppError's
 * safe text. Stack traces and database messages never leave.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  const original = unwrapResolverError(error) as { originalError?: unknown; name?: string } | undefined;
  const hasCause = Boolean(original && typeof original === 'object' && original.name === 'GraphQLError' && original.originalError);
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code) && !hasCause && !formatted.path) {
    return { message: formatted.message, locations: formatted.locations, extensions: { code } };
  }
  const appError = toAppError(hasCause ? original?.originalError : original);
  return {
    message: appError.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: appError.code, ...(appError.fields ? { fields: appError.fields } : {}) },
  };
}

/** The same mapping for errors sent over graphql-ws, where Apollo's formatError never runs. */
export function formatSocketError(error: GraphQLError): GraphQLFormattedError {
  return formatGraphqlError(error.toJSON(), error);
}
