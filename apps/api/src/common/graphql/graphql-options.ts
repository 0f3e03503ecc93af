import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { FormattedExecutionResult } from 'graphql';
import type { AppConfig } from '../../config/config';
import { formatGraphqlError } from '../errors/format-graphql-error';
import { buildGraphqlContext } from './graphql-context';
import { GRAPHQL_PARSE_OPTIONS, GRAPHQL_VALIDATION_RULES } from './graphql-limits';
import { GRAPHQL_PATH } from './graphql-ws.server';

/**
 * Apollo over HTTP. Subscriptions are served by GraphqlWsServer, with the same limits. Tuned for
 * speed by what it leaves at Apollo's defaults: its document store (documents cached parsed and
 * validated, by hash) stays on, and with `graphiql` and `playground` off the Nest driver installs
 * the disabled landing page, so a request does no landing-page work. Apollo's cache-control
 * plugin is off (its hook ran for every field of every operation); the one cacheable query sets
 * its header itself (modules/pincodes, PincodeCacheHeader).
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
    // The driver's config is typed with @apollo/server's ES-module declarations, this import with
    // its CommonJS ones: the same object, two declarations.
    plugins: [ApolloServerPluginCacheControlDisabled() as unknown as NonNullable<ApolloDriverConfig['plugins']>[number]],
    stringifyResult,
  };
}

/** Results shared between requests (a cached feed page) are frozen: their text is made once. */
const sharedResultText = new WeakMap<object, string>();

/** Apollo's own form (JSON and a newline), made once for a shared, frozen result. */
function stringifyResult(result: FormattedExecutionResult): string {
  const data = result.data;
  const shared = data && !result.errors && !result.extensions && Object.isFrozen(data);
  if (!shared) return `${JSON.stringify(result)}\n`;
  let text = sharedResultText.get(data);
  if (text === undefined) sharedResultText.set(data, (text = `${JSON.stringify(result)}\n`));
  return text;
}
