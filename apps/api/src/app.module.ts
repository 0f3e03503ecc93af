import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DomainEventsModule } from './common/events/domain-events';
import { graphqlOptions } from './common/graphql/graphql-options';
import { GraphqlResponseCacheModule } from './common/graphql/response-cache';
import { GraphqlRequestIds } from './common/graphql/graphql-request-ids.plugin';
import { GraphqlWsServer } from './common/graphql/graphql-ws.server';
import { JobsModule } from './common/jobs/jobs.module';
import { LifecycleModule } from './common/lifecycle/lifecycle';
import { MetricsModule } from './common/metrics/metrics.module';
import { PubSubModule } from './common/pubsub/pubsub.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { SecurityModule } from './common/security/security.module';
import { AppValidationPipe } from './common/validation.pipe';
import { APP_CONFIG, type AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source-options';
import { DatabaseOutageWatcher } from './database/outage-watcher';
import { AssistantModule } from './modules/assistant';
import { AuthCookies, AuthModule } from './modules/auth';
import { CalendarModule } from './modules/calendar';
import { CampaignsModule } from './modules/campaigns';
import { ModerationModule } from './modules/moderation';
import { DonationsModule } from './modules/donations';
import { NotificationsModule } from './modules/notifications';
import { PushModule } from './modules/push';
import { PincodesModule } from './modules/pincodes';
import { ProfileModule } from './modules/profile';
import { RequestsModule } from './modules/requests';
import { ShareModule } from './modules/share';
import { SystemModule } from './modules/system';
import { UploadsModule } from './modules/uploads';
import { UsersModule } from './modules/users';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LifecycleModule,
        MetricsModule,
        TypeOrmModule.forRoot({ ...dataSourceOptions(config, databaseUrl), autoLoadEntities: true }),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({ driver: ApolloDriver, inject: [APP_CONFIG], useFactory: graphqlOptions }),
        // Public answers are kept only for requests without a session: the auth feature knows its cookie.
        GraphqlResponseCacheModule.forRootAsync({
          imports: [AuthModule],
          inject: [AuthCookies],
          useFactory: (cookies: AuthCookies) => ({ hasSession: (request) => cookies.readAccess(request) !== undefined }),
        }),
        // Before the features: its cross-site guard runs before their guards.
        SecurityModule,
        RateLimitModule,
        JobsModule,
        PubSubModule,
        DomainEventsModule,
        AuthModule,
        UsersModule,
        RequestsModule,
        NotificationsModule,
        PushModule,
        SystemModule,
        PincodesModule,
        AssistantModule,
        UploadsModule,
        CampaignsModule,
        CalendarModule,
        DonationsModule,
        ProfileModule,
        ShareModule,
        ModerationModule,
      ],
      providers: [
        { provide: APP_PIPE, useClass: AppValidationPipe },
        GraphqlWsServer,
        GraphqlRequestIds,
        DatabaseOutageWatcher,
      ],
    };
  }
}
