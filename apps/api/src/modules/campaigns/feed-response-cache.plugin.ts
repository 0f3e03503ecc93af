import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext, type GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import type { FormattedExecutionResult } from 'graphql';
import type { GraphqlContext } from '../../common/graphql/graphql-context';
import { AuthCookies } from '../auth';
import { CampaignsService, FEED_PAGE_TTL_MS } from './campaigns.service';

const NO_LISTENER: GraphQLRequestListener<GraphqlContext> = {};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Distinct feed queries kept (query text and variables); each result is a page of at most 100 camps. */
const RESULTS_MAX = 200;

/**
 * Whether the operation is a query for the feed alone, from a visitor without a session: its
 * result is then the same for every such visitor (no viewer flags set), so it can be shared.
 */
function isSignedOutFeedQuery(context: GraphQLRequestContext<GraphqlContext>, cookies: AuthCookies): boolean {
  const operation = context.operation;
  if (operation?.operation !== 'query') return false;
  const onlyFeed = operation.selectionSet.selections.every(
    (selection) => selection.kind === 'Field' && (selection.name.value === 'campaignFeed' || selection.name.value === '__typename'),
  );
  return onlyFeed && !cookies.readAccess(context.contextValue.req as Parameters<AuthCookies['readAccess']>[0]);
}

/**
 * Signed-out visitors' feed queries answered from a result computed moments ago, without running
 * the query again: the home page is the most requested page, and resolving a page of camps field
 * by field costs far more than serving it. Results live as long as the service's feed pages and
 * are forgotten with them on this instance's writes.
 */
@Plugin()
export class FeedResponseCache implements ApolloServerPlugin<GraphqlContext> {
  private readonly results = new Map<string, { expires: number; generation: number; result: FormattedExecutionResult }>();

  constructor(
    private readonly campaigns: CampaignsService,
    private readonly cookies: AuthCookies,
  ) {}

  async requestDidStart({ request }: GraphQLRequestContext<GraphqlContext>): Promise<GraphQLRequestListener<GraphqlContext>> {
    // Most operations are not the feed: they get no listener at all.
    if (!request.query?.includes('campaignFeed')) return NO_LISTENER;
    let key: string | undefined;
    let generation = 0;
    let served = false;
    return {
      responseForOperation: async (context) => {
        if (!isSignedOutFeedQuery(context, this.cookies)) return null;
        key = `${context.queryHash}:${context.operationName ?? ''}:${JSON.stringify(context.request.variables ?? {})}`;
        // Taken before the query runs: a write meanwhile makes what it computes stale already.
        generation = this.campaigns.feedGeneration;
        const hit = this.results.get(key);
        if (!hit || hit.expires <= Date.now() || hit.generation !== generation) return null;
        served = true;
        return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: hit.result } };
      },
      willSendResponse: async (context) => {
        const body = context.response.body;
        if (!key || served || body.kind !== 'single' || body.singleResult.errors) return;
        this.results.delete(key);
        // Frozen: shared by every visitor from now on (and its JSON text made once, graphql-options.ts).
        this.results.set(key, { expires: Date.now() + FEED_PAGE_TTL_MS, generation, result: deepFreeze(body.singleResult) });
        if (this.results.size > RESULTS_MAX) this.results.delete(this.results.keys().next().value as string);
      },
    };
  }
}
