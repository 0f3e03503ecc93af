import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { toAppError } from './to-app-error';

/**
 * The one GraphQL error mapping: the code goes to `extensions.code`, the message is the AppError's
 * safe text. Apollo's own request errors (parse, validation, bad variables) describe the query,
 * not our data, so they keep their text; stack traces never leave.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof GraphQLError && !original.originalError && !formatted.path) {
    return {
      message: formatted.message,
      locations: formatted.locations,
      extensions: { code: formatted.extensions?.code ?? 'BAD_REQUEST' },
    };
  }
  const appError = toAppError(original instanceof GraphQLError && original.originalError ? original.originalError : original);
  return {
    message: appError.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: appError.code, ...(appError.fields ? { fields: appError.fields } : {}) },
  };
}
