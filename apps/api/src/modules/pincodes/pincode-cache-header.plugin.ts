import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { PINCODE_CACHE_SECONDS } from './pincode-cache';

/** The root fields whose answer is the same for everyone and may be kept by browsers for a day. */
const PUBLIC_DAY_FIELDS = new Set(['pincode', '__typename']);

const CACHE_CONTROL = `max-age=${PINCODE_CACHE_SECONDS}, public`;

/** One listener for every request: it keeps no state of its own. */
const listener: GraphQLRequestListener<object> = {
  willSendResponse: async ({ operation, response }) => {
    if (operation?.operation !== 'query' || response.body.kind !== 'single' || response.body.singleResult.errors) return;
    const selections = operation.selectionSet.selections;
    const onlyPublic = selections.every((selection) => selection.kind === 'Field' && PUBLIC_DAY_FIELDS.has(selection.name.value));
    if (onlyPublic && selections.some((selection) => selection.kind === 'Field' && selection.name.value === 'pincode')) {
      response.http.headers.set('cache-control', CACHE_CONTROL);
    }
  },
};

/**
 * A query for pincodes alone is cacheable for a day (as the REST route is); any other answer keeps
 * `no-store` (set on every API answer), so nothing personal is ever marked public. This replaces
 * Apollo's cache-control plugin, whose per-field hook cost every operation more than the one
 * cacheable query is worth.
 */
@Plugin()
export class PincodeCacheHeader implements ApolloServerPlugin<object> {
  async requestDidStart(): Promise<GraphQLRequestListener<object>> {
    return listener;
  }
}
