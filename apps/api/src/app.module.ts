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
import { ACCESS_COOKIE, AuthModule, AuthService, readCookie, SocketSessionsService, type ClosableSocket } from './modules/auth';
import { SystemModule } from './modules/system';
import { UsersModule } from './modules/users';

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
          imports: [AuthModule],
          inject: [APP_CONFIG, AuthService, SocketSessionsService],
          useFactory: (appConfig: AppConfig, auth: AuthService, sockets: SocketSessionsService): ApolloDriverConfig => ({
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
                // Only a valid access cookie opens a socket (cookie parsing does not run on the
                // upgrade, so the raw header is read). Returning false closes it with 4403.
                onConnect: async (context: Context<Record<string, unknown> | undefined, unknown>) => {
                  const extra = context.extra as SocketExtra;
                  const verified = await auth.verifyAccessToken(readCookie(extra.request, ACCESS_COOKIE));
                  if (!verified) return false;
                  extra.auth = { userId: verified.userId, sessionId: verified.sessionId };
                  sockets.track(verified.sessionId, extra.socket as ClosableSocket, verified.expiresAt);
                  return true;
                },
              },
            },
          }),
        }),
        PubSubModule,
        AuthModule,
        UsersModule,
        SystemModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
      ],
    };
  }
}
