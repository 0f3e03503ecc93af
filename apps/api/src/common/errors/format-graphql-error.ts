import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, Kind, type GraphQLFormattedError } from 'graphql';
import { withoutSuggestions } from '../graphql/graphql-limits';
import { RateLimitedError } from '../rate-limit/rate-limit.service';
import { ServiceUnavailableError } from './database-unavailable';
import { requestIdOf, toAppError } from './to-app-error';

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

const NAME = '[_A-Za-z][_0-9A-Za-z]*';
const VARIABLE_PATH = new RegExp(` at "(${NAME}(?:\\.${NAME}|\\[\\d+\\])*)"$`);

/**
 * The reason of an input error without the value it was about: graphql-js writes the value (a
 * password included) into "cannot represent" and enum messages, and into the prefix of a
 * variable's error.
 */
function reasonWithoutValue(reason: string): string {
  return reason
    .replace(/(cannot represent[^:]*): [\s\S]*$/, '$1.')
    .replace(/^Value [\s\S]* does not exist in "([^"]+)" enum\.?/, 'Value does not exist in "$1" enum.')
    .replace(/^(Expected value of type "[^"]+"), found [\s\S]*$/, '$1.');
}

/** A request-level error's message with every input value taken out (in every mode). */
export function withoutInputValues(message: string, original?: unknown): string {
  const variable = new RegExp(`^Variable "\\$(${NAME})" got invalid value `).exec(message);
  if (variable) {
    const reason = original instanceof Error ? original.message : '';
    const head = reason && message.endsWith(`; ${reason}`) ? message.slice(0, -(reason.length + 2)) : message;
    const at = VARIABLE_PATH.exec(head);
    return `Variable "$${variable[1]}" got an invalid value${at ? ` at "${at[1]}"` : ''}${reason ? `; ${reasonWithoutValue(reason)}` : '.'}`;
  }
  const argument = new RegExp(`^Argument "(${NAME})" has invalid value `).exec(message);
  if (argument) return `Argument "${argument[1]}" has an invalid value.`;
  return reasonWithoutValue(message);
}

/** graphql-js's own error once a request's variables gave 50 errors (it stops coercing there). */
const TOO_MANY_VARIABLE_ERRORS = 'Too many errors processing variables, error limit reached. Execution aborted.';

/**
 * An error in coercing the request's variables: the client's input, before anything ran. Apollo
 * tags those BAD_USER_INPUT over HTTP (the same test as its requestPipeline's), but not graphql-js's
 * "too many errors" one, and graphql-ws tags none of them: untagged, they read as a server fault
 * (INTERNAL, logged with a stack for every bad frame).
 */
function isVariablesError(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined || error.path !== undefined) return false;
  if (error.message === TOO_MANY_VARIABLE_ERRORS) return true;
  const node = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  if (node?.kind !== Kind.VARIABLE_DEFINITION) return false;
  const name = node.variable.name.value;
  return ['has invalid value', 'got invalid value ', 'of required type ', 'of non-null type '].some((text) => error.message.startsWith(`Variable "$${name}" ${text}`));
}

/**
 * The one GraphQL error mapping, for HTTP and graphql-ws alike: the code goes to
 * `extensions.code`, the message is the AppError's safe text. Stack traces and database messages
 * never leave; with `hideSuggestions` (production), neither do graphql's "Did you mean" hints.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown, hideSuggestions = false): GraphQLFormattedError {
  const variables = isVariablesError(error);
  const code = variables ? 'BAD_USER_INPUT' : formatted.extensions?.code;
  const original = unwrapResolverError(error) as { originalError?: unknown; name?: string } | undefined;
  // A variable's error carries the reason it was refused as its cause, not an error thrown by us.
  const hasCause = !variables && Boolean(original && typeof original === 'object' && original.name === 'GraphQLError' && original.originalError);
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code) && !hasCause && !formatted.path) {
    const cause = (error as { originalError?: unknown } | undefined)?.originalError;
    const safe = withoutInputValues(formatted.message, cause);
    const message = hideSuggestions ? withoutSuggestions(safe) : safe;
    return { message, locations: formatted.locations, extensions: { code } };
  }
  const appError = toAppError(hasCause ? original?.originalError : original, requestIdOf(error));
  return {
    message: appError.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: {
      code: appError.code,
      ...(appError.fields ? { fields: appError.fields } : {}),
      // When to try again, as REST's Retry-After header says it: a limit, or the database away.
      ...(appError instanceof RateLimitedError || appError instanceof ServiceUnavailableError ? { retryAfterSeconds: appError.retryAfterSeconds } : {}),
    },
  };
}
