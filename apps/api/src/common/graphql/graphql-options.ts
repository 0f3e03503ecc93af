import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { AppConfig } from '../../config/config';
import { formatGraphqlError } from '../errors/format-graphql-error';
import { buildGraphqlContext } from './graphql-context';
import { GRAPHQL_PARSE_OPTIONS, GRAPHQL_VALIDATION_RULES } from './graphql-limits';
import { GRAPHQL_PATH } from './graphql-ws.server';

/**
 * Apollo over HTTP. Subscriptions are served by GraphqlWsServer, with the same limits. Tuned for
 * speed by what it leaves at Apollo's defaults: its document store (documents cached parsed and
 * validated, by hash) stays on, and with `graphiql` and `playground` off the Nest driver installs
 * the disabled landing page, so a request does no landing-page work.
 */
export function graphqlOptions(config: AppConfig): ApolloDriverConfig {
  return {
    path: GRAPHQL_PATH,
    autoSchemaFile: true,
    sortSchema: true,
    playground: false,
    graphiql: false,
    introspection: !config.isProduction,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    parseOptions: GRAPHQL_PARSE_OPTIONS,
    validationRules: [...GRAPHQL_VALIDATION_RULES],
    formatError: (formatted, error) => formatGraphqlError(formatted, error, config.isProduction),
    context: buildGraphqlContext,
  };
}
