import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { Plugin } from '@nestjs/apollo';
import { Injectable } from '@nestjs/common';
import type { GraphqlContext } from '../graphql/graphql-context';
import { Metrics } from './metrics';

/** Each GraphQL operation over HTTP: its duration by name and type, and its errors by code. */
@Injectable()
@Plugin()
export class GraphqlMetrics implements ApolloServerPlugin<GraphqlContext> {
  constructor(private readonly metrics: Metrics) {}

  async requestDidStart(): Promise<GraphQLRequestListener<GraphqlContext>> {
    const started = process.hrtime.bigint();
    const metrics = this.metrics;
    return {
      async willSendResponse({ operationName, operation, response }) {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        metrics.graphqlDuration.observe({ operation: metrics.operationLabel(operationName), type: operation?.operation ?? 'none' }, seconds);
        if (response.body.kind !== 'single') return;
        for (const error of response.body.singleResult.errors ?? []) {
          const code = error.extensions?.code;
          metrics.errors.inc({ code: typeof code === 'string' ? code : 'INTERNAL', transport: 'graphql' });
        }
      },
    };
  }
}
