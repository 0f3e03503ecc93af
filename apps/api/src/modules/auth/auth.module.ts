import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SOCKET_GATEKEEPER } from '../../common/graphql/graphql-ws.server';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { MailModule } from '../mail';
import { PushModule } from '../push';
import { UsersModule } from '../users';
import { AccountLinksController } from './account-links.controller';
import { AccountLinksResolver } from './account-links.resolver';
import { AccountLinksService } from './account-links.service';
import { AccountTokenEntity } from './account-token.entity';
import { AuthCookies } from './auth-cookies';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthPersonalData } from './auth.personal-data';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity } from './session.entity';
import { SessionSocketGatekeeper } from './socket-gatekeeper';
import { SocketSessionsService } from './socket-sessions.service';

@Module({
  imports: [
    UsersModule,
    MailModule,
    PushModule,
    TypeOrmModule.forFeature([SessionEntity, RefreshTokenEntity, AccountTokenEntity]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      // The key as a KeyObject, made once: given a string, the JWT library first tries it as a
      // public key (createPublicKey, which throws) on every sign and verify before taking it as
      // an HMAC secret, and that alone was a fifth of the CPU of a signed-in request.
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.auth.accessTokenSecret)),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController, AccountLinksController],
  providers: [
    AuthService,
    AccountLinksService,
    AccountLinksResolver,
    AuthPersonalData,
    AuthResolver,
    AuthCookies,
    SocketSessionsService,
    { provide: SOCKET_GATEKEEPER, useClass: SessionSocketGatekeeper },
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [AuthService, AccountLinksService, AuthCookies, SocketSessionsService, SOCKET_GATEKEEPER],
})
export class AuthModule {}
