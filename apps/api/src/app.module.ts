import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Context } from 'graphql-ws';
import { formatGraphqlError } from './common/errors/format-graphql-error';
import { buildGraphqlContext, type SocketExtra } from './common/graphql/graphql-context';
import { PubSubModule } from './common/pubsub/pubsub.module';
import { EnvelopeInterceptor } from './common/rest/envelope.interceptor';
import { createValidationPipe } from './common/validation.pipe';
import { APP_CONFIG, type AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source-options';
import { SystemModule } from './modules/system/system.module';

export const GRAPHQL_PATH = '/graphql';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config, databaseUrl), autoLoadEntities: true }),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [APP_CONFIG],
          useFactory: (appConfig: AppConfig): ApolloDriverConfig => ({
            path: GRAPHQL_PATH,
            autoSchemaFile: true,
            sortSchema: true,
            playground: false,
            graphiql: false,
            introspection: !appConfig.isProduction,
            csrfPrevention: true,
            includeStacktraceInErrorResponses: false,
            formatError: formatGraphqlError,
            context: buildGraphqlContext,
            subscriptions: {
              'graphql-ws': {
                path: GRAPHQL_PATH,
                onConnect: (context: Context<Record<string, unknown> | undefined, unknown>) => {
                  // The access cookie is read here (cookie parsing does not run on the upgrade);
                  // the accounts module decides who the socket belongs to.
                  (context.extra as SocketExtra).userId = null;
                  return true;
                },
              },
            },
          }),
        }),
        PubSubModule,
        SystemModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
      ],
    };
  }
}
