import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { ExecutionResult, GraphQLError } from 'graphql';
import type { Context } from 'graphql-ws';
import { formatGraphqlError, formatSocketError } from './common/errors/format-graphql-error';
import { DomainEventsModule } from './common/events/domain-events';
import { buildGraphqlContext, type SocketExtra } from './common/graphql/graphql-context';
import { PubSubModule } from './common/pubsub/pubsub.module';
import { EnvelopeInterceptor } from './common/rest/envelope.interceptor';
import { AppValidationPipe } from './common/validation.pipe';
import { APP_CONFIG, type AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source-options';
import { AssistantModule } from './modules/assistant/assistant.module';
import { ACCESS_COOKIE, readCookie } from './modules/auth/auth-cookies';
import { AuthModule } from './modules/auth/auth.module';
import { AuthService } from './modules/auth/auth.service';
import { SocketSessionsService, type ClosableSocket } from './modules/auth/socket-sessions.service';
import { NotificationsModule } from './modules/notifications';
import { RequestsModule } from './modules/requests';
import { PincodesModule } from './modules/pincodes';
import { SystemModule } from './modules/system/system.module';
import { UsersModule } from './modules/users/users.module';

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
                // Apollo's formatError does not run on the socket: map errors the same way here,
                // so a subscriber gets codes and safe texts, never a database message. Nest passes
                // every graphql-ws option through, though its type lists only some of them.
                ...({ onError: (_context: unknown, _id: string, _payload: unknown, errors: readonly GraphQLError[]) => errors.map(formatSocketError) } as object),
                onNext: (_context: unknown, _id: string, _payload: unknown, _args: unknown, result: ExecutionResult) =>
                  result.errors ? { ...result, errors: result.errors.map(formatSocketError) } : undefined,
              },
            },
          }),
        }),
        PubSubModule,
        DomainEventsModule,
        AuthModule,
        UsersModule,
        RequestsModule,
        NotificationsModule,
        SystemModule,
        PincodesModule,
        AssistantModule,
      ],
      providers: [
        { provide: APP_PIPE, useClass: AppValidationPipe },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
      ],
    };
  }
}
