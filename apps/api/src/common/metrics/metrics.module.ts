import { Global, Module } from '@nestjs/common';
import { GraphqlMetrics } from './graphql-metrics.plugin';
import { Metrics } from './metrics';

/** The app's metrics for every module to record into, and the GraphQL plugin that records operations. */
@Global()
@Module({ providers: [Metrics, GraphqlMetrics], exports: [Metrics] })
export class MetricsModule {}
