import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLError, type FormattedExecutionResult } from 'graphql';
import type { AppConfig } from '../../config/config';
import { formatGraphqlError } from '../errors/format-graphql-error';
import { cacheControlDirective } from './cache-control';
import { buildGraphqlContext } from './graphql-context';
import { GRAPHQL_PARSE_OPTIONS, graphqlValidationRules, variablesError } from './graphql-limits';
import { GRAPHQL_PATH } from './graphql-ws.server';

/**
 * Apollo over HTTP, configured through the driver and nothing else. Subscriptions are served by
 * GraphqlWsServer with the same parse limits and the same rule list (graphqlValidationRules).
 * Caching goes through Apollo's own extension points: cache hints on the schema
 * (`@cacheControl`, common/graphql/cache-control.ts) turned into each visitor answer's
 * Cache-Control header by Apollo's cache-control plugin, and public answers kept by the response cache
 * (common/graphql/response-cache.ts, a @Plugin() provider), whose shared answers are serialized once.
 */
export function graphqlOptions(config: AppConfig): ApolloDriverConfig {
  return {
    path: GRAPHQL_PATH,
    autoSchemaFile: true,
    sortSchema: true,
    buildSchemaOptions: { directives: [cacheControlDirective] },
    playground: false,
    graphiql: false,
    // Decided by the shared rule list instead, which both transports run: off in production.
    introspection: true,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // No client uses automatic persisted queries: any such extension is a client error (400).
    persistedQueries: false,
    includeStacktraceInErrorResponses: false,
    parseOptions: GRAPHQL_PARSE_OPTIONS,
    validationRules: [...graphqlValidationRules(config)],
    formatError: (formatted, error) => formatGraphqlError(formatted, error, config.isProduction),
    context: buildGraphqlContext,
    // The driver's config is typed with @apollo/server's ES-module declarations, this import with
    // its CommonJS ones: the same object, two declarations.
    // Apollo's cache-control plugin runs for visitors only (VisitorCacheControl, a @Plugin()
    // provider, in response-cache.ts): off here, so that Apollo does not add it for every request.
    plugins: [
      ApolloServerPluginCacheControlDisabled() as unknown as NonNullable<ApolloDriverConfig['plugins']>[number],
      subscriptionsNeedTheSocket,
      boundedVariables,
    ],
    stringifyResult,
  };
}

/** A subscription sent as an HTTP request: 400, saying where subscriptions are served (never executed over HTTP). */
const subscriptionsNeedTheSocket: NonNullable<ApolloDriverConfig['plugins']>[number] = {
  requestDidStart: async () => ({
    didResolveOperation: async ({ operation }: { operation?: { operation: string } | null }) => {
      if (operation?.operation === 'subscription') {
        throw new GraphQLError(`Subscriptions are served over the websocket (graphql-ws at ${GRAPHQL_PATH}), not HTTP`, {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
      }
    },
  }),
};

/** Variables past the JSON limits: 400 before they are coerced (variablesError). */
const boundedVariables: NonNullable<ApolloDriverConfig['plugins']>[number] = {
  requestDidStart: async () => ({
    didResolveOperation: async ({ request }: { request: { variables?: unknown } }) => {
      const error = variablesError(request.variables);
      if (error) throw error;
    },
  }),
};

/** Answers shared between requests (kept by the response cache) are frozen: their text is made once. */
const sharedResultText = new WeakMap<object, string>();

/** Apollo's own form (JSON and a newline, `stringifyResult`'s documented default), made once for a shared answer. */
function stringifyResult(result: FormattedExecutionResult): string {
  const data = result.data;
  const shared = data && !result.errors && !result.extensions && Object.isFrozen(data);
  if (!shared) return `${JSON.stringify(result)}\n`;
  let text = sharedResultText.get(data);
  if (text === undefined) sharedResultText.set(data, (text = `${JSON.stringify(result)}\n`));
  return text;
}
