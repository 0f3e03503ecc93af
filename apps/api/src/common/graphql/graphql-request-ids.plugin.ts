import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { Injectable } from '@nestjs/common';
import { noteRequestOf } from '../errors/to-app-error';
import type { GraphqlContext } from './graphql-context';

/**
 * Apollo formats each error (formatError) without the request it arose in, so an unexpected
 * error's log line could not name the request id the client got in X-Request-Id. This plugin
 * notes the id on each error when Apollo meets it; the formatter reads it back.
 */
@Injectable()
@Plugin()
export class GraphqlRequestIds implements ApolloServerPlugin<GraphqlContext> {
  async requestDidStart(): Promise<GraphQLRequestListener<GraphqlContext>> {
    return {
      async didEncounterErrors({ contextValue, errors }) {
        const id = (contextValue.req as { id?: unknown }).id;
        if (typeof id !== 'string') return;
        for (const error of errors) noteRequestOf(error, id);
      },
    };
  }
}
