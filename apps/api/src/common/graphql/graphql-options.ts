import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { AppConfig } from '../../config/config';
import { formatGraphqlError } from '../errors/format-graphql-error';
import { cacheControlDirective } from './cache-control';
import { buildGraphqlContext } from './graphql-context';
import { GRAPHQL_PARSE_OPTIONS, graphqlValidationRules } from './graphql-limits';
import { GRAPHQL_PATH } from './graphql-ws.server';

/**
 * Apollo over HTTP, configured through the driver and nothing else. Subscriptions are served by
 * GraphqlWsServer with the same parse limits and the same rule list (graphqlValidationRules).
 * Caching goes through Apollo's own extension points: cache hints on the schema
 * (`@cacheControl`, common/graphql/cache-control.ts) turned into each answer's Cache-Control
 * header by the cache-control plugin, and public answers kept by the response cache
 * (common/graphql/response-cache.ts, a @Plugin() provider).
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
    includeStacktraceInErrorResponses: false,
    parseOptions: GRAPHQL_PARSE_OPTIONS,
    validationRules: [...graphqlValidationRules(config)],
    formatError: (formatted, error) => formatGraphqlError(formatted, error, config.isProduction),
    context: buildGraphqlContext,
    // The driver's config is typed with @apollo/server's ES-module declarations, this import with
    // its CommonJS ones: the same object, two declarations.
    plugins: [
      ApolloServerPluginCacheControl({ defaultMaxAge: 0, calculateHttpHeaders: true }) as unknown as NonNullable<ApolloDriverConfig['plugins']>[number],
    ],
  };
}
