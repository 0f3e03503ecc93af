import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DataSource, IsNull, Repository } from 'typeorm';
import type { AuthContext } from '../../common/auth/auth-context';
import { AppError } from '../../common/errors/app-error';
import { AttemptLimiter } from '../../common/rate-limit/attempt-limiter';
import { PUB_SUB } from '../../common/pubsub/pubsub.module';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { UsersService, type UserEntity } from '../users';
import type { IssuedTokens } from './auth-cookies';
import { SESSION_REVOKED, type SessionRevokedEvent } from './auth.events';
import type { LoginInput } from './dto/login.input';
import type { RegisterInput } from './dto/register.input';
import { RefreshTokenEntity } from './refresh-token.entity';
import { SessionEntity } from './session.entity';

interface AccessClaims {
  sub: string;
  sid: string;
  exp: number;
}

export interface VerifiedAccess extends AuthContext {
  expiresAt: Date;
}

/**
 * Sessions: a short-lived signed access token and a long-lived opaque refresh token, both in
 * httpOnly cookies. Refresh tokens are stored as HMACs and rotate on every refresh; replaying a
 * used one revokes the whole session (its family), since only a thief would hold an old one
 * (after a grace of a few seconds that absorbs concurrent refreshes from several tabs).
 */
@Injectable()
export class AuthService {
  /** Ten wrong passwords for one account within 15 minutes pause its logins (429). */
  private readonly loginFailures = new AttemptLimiter(10, 15 * 60_000);

  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly dataSource: DataSource,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  register(input: RegisterInput): Promise<UserEntity> {
    return this.users.create(input);
  }

  async login(input: LoginInput): Promise<{ user: UserEntity; tokens: IssuedTokens }> {
    const key = input.email.trim().toLowerCase();
    if (this.loginFailures.isBlocked(key)) throw new AppError('RATE_LIMITED');
    const user = await this.users.findByEmail(input.email);
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (!(await this.users.verifyPassword(user, input.password))) {
      this.loginFailures.fail(key);
      throw new AppError('INCORRECT_PASSWORD');
    }
    this.loginFailures.reset(key);
    const session = await this.sessions.save(
      this.sessions.create({ userId: user.id, expiresAt: this.refreshExpiry(), revokedAt: null, revokedReason: null }),
    );
    return { user, tokens: await this.issue(session, this.dataSource.getRepository(RefreshTokenEntity)) };
  }

  /** Verifies an access token and that its session is still live. Null when not signed in. */
  async verifyAccessToken(token: string | undefined): Promise<VerifiedAccess | null> {
    if (!token) return null;
    let claims: AccessClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessClaims>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    const live = await this.sessions.exists({ where: { id: claims.sid, userId: claims.sub, revokedAt: IsNull() } });
    return live ? { userId: claims.sub, sessionId: claims.sid, expiresAt: new Date(claims.exp * 1000) } : null;
  }

  async refresh(refreshToken: string | undefined): Promise<IssuedTokens> {
    if (!refreshToken) throw new AppError('UNAUTHENTICATED');
    const tokenHash = this.hash(refreshToken);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const tokens = manager.getRepository(RefreshTokenEntity);
      const stored = await tokens.findOne({ where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
      if (!stored) return { error: 'unknown' as const };
      const session = await manager.getRepository(SessionEntity).findOne({ where: { id: stored.sessionId }, lock: { mode: 'pessimistic_write' } });
      if (!session || session.revokedAt) return { error: 'revoked' as const };
      if (stored.usedAt) {
        // Two tabs refreshing at once, or a response lost while the page was left, replay a
        // token seconds after its use; a stolen token is replayed later. Only the latter revokes.
        const graceMs = this.config.auth.refreshReuseGraceSeconds * 1000;
        if (Date.now() - stored.usedAt.getTime() >= graceMs) {
          await manager.getRepository(SessionEntity).update(session.id, { revokedAt: new Date(), revokedReason: 'reuse' });
          return { error: 'reuse' as const, sessionId: session.id };
        }
      }
      if (stored.expiresAt.getTime() <= Date.now() || session.expiresAt.getTime() <= Date.now()) {
        return { error: 'expired' as const };
      }
      if (!stored.usedAt) await tokens.update(stored.id, { usedAt: new Date() });
      session.expiresAt = this.refreshExpiry();
      session.lastUsedAt = new Date();
      await manager.getRepository(SessionEntity).save(session);
      return { tokens: await this.issue(session, tokens) };
    });
    if ('sessionId' in outcome && outcome.sessionId) await this.announceRevoked(outcome.sessionId);
    if (!outcome.tokens) throw new AppError('UNAUTHENTICATED');
    return outcome.tokens;
  }

  async logout(sessionId: string): Promise<void> {
    const result = await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date(), revokedReason: 'logout' });
    if (result.affected) await this.announceRevoked(sessionId);
  }

  /** Ends the session a refresh token belongs to, if any (used when the client gives up). */
  async logoutByRefreshToken(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const stored = await this.dataSource.getRepository(RefreshTokenEntity).findOne({ where: { tokenHash: this.hash(refreshToken) } });
    if (stored) await this.logout(stored.sessionId);
  }

  private async issue(session: SessionEntity, tokens: Repository<RefreshTokenEntity>): Promise<IssuedTokens> {
    const { accessTokenTtlSeconds } = this.config.auth;
    const accessToken = await this.jwt.signAsync(
      { sub: session.userId, sid: session.id },
      { expiresIn: accessTokenTtlSeconds, algorithm: 'HS256' },
    );
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshExpiresAt = this.refreshExpiry();
    await tokens.insert({ sessionId: session.id, tokenHash: this.hash(refreshToken), expiresAt: refreshExpiresAt, usedAt: null });
    return { accessToken, accessExpiresAt: new Date(Date.now() + accessTokenTtlSeconds * 1000), refreshToken, refreshExpiresAt };
  }

  private refreshExpiry(): Date {
    return new Date(Date.now() + this.config.auth.refreshTokenTtlSeconds * 1000);
  }

  private hash(token: string): string {
    return createHmac('sha256', this.config.auth.refreshTokenSecret).update(token).digest('hex');
  }

  private async announceRevoked(sessionId: string): Promise<void> {
    const event: SessionRevokedEvent = { sessionId };
    await this.pubSub.publish(SESSION_REVOKED, event);
  }
}
