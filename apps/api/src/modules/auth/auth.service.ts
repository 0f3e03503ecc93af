import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DataSource, IsNull, Repository, type EntityManager } from 'typeorm';
import type { AuthContext } from '../../common/auth/auth-context';
import { AppError } from '../../common/errors/app-error';
import type { ClientInfo } from '../../common/http/client-info';
import { JobsService } from '../../common/jobs/jobs.service';
import { PUB_SUB } from '../../common/pubsub/pubsub.module';
import { RateLimitService, type BackoffLimit, type RateLimit } from '../../common/rate-limit/rate-limit.service';
import { SecurityLog } from '../../common/security/security-log';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { PreparedStatement } from '../../database/prepared';
import { PushService } from '../push';
import { SignedInCache, UsersService, type UserEntity } from '../users';
import type { IssuedTokens } from './auth-cookies';
import { SESSION_REVOKED, type SessionRevokedEvent } from './auth.events';
import { LOGINS_PER_ACCOUNT_AND_IP, LOGIN_PER_ACCOUNT_AND_IP, LOGIN_PER_IP, REFRESH_PER_IP, registerPerIp } from './auth.rate-limits';
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
  /** The user's row as the session check read it (UsersService.getSignedIn turns it into the user). */
  userRow: Record<string, unknown>;
}

/** The pg-boss queue (and hourly schedule) that deletes what can no longer be used. */
export const SESSION_CLEANUP_JOB = 'auth.session-cleanup';

/**
 * The session is live (not revoked, not expired, the token's user's), and that user's row with it
 * (the users module's join: every column but the password hash): the pages that show the signed-in
 * user (current-user, me) then need no second round trip.
 */
function liveSessionSql(user: { select: string; join: string }): string {
  return (
    `SELECT s."expires_at" AS "session_expires_at", ${user.select} FROM "sessions" s ${user.join} ` +
    'WHERE s."id" = $1 AND s."user_id" = $2 AND s."revoked_at" IS NULL AND s."expires_at" > $3'
  );
}

/** Verified access tokens remembered (each is checked once, then looked up until it expires). */
const VERIFIED_TOKENS_MAX = 10_000;

/** Rows deleted per statement, so the clean-up never holds long locks on a big backlog. */
const CLEANUP_BATCH = 5_000;

type RefreshOutcome = { tokens: IssuedTokens } | { error: 'unknown' | 'revoked' | 'expired' } | { error: 'reuse'; sessionId: string };

/**
 * Sessions: a short-lived signed access token and a long-lived opaque refresh token, both in
 * httpOnly cookies. Refresh tokens are stored as HMACs and rotate on every refresh, so a session
 * is one chain of tokens with exactly one live link. Replaying a used token revokes the session,
 * since only a thief would hold an old one; the exception is a replay within a grace of seconds
 * (a response lost as a page closed), which gets a fresh access token once and no refresh
 * token, so it can never start a second chain. A session also ends at a fixed age after its
 * login, however often it is refreshed.
 */
@Injectable()
export class AuthService implements OnModuleInit {
  private readonly loginPerAccountAndIp: BackoffLimit;
  private readonly loginPerIp: BackoffLimit;
  private readonly loginsPerAccountAndIp: RateLimit;
  private readonly registerPerIp: RateLimit;
  private readonly refreshPerIp: RateLimit;
  private readonly liveSession: PreparedStatement;
  /** Access tokens whose signature was checked, by the token itself: a token's claims never change. */
  private readonly verifiedTokens = new Map<string, AccessClaims>();

  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly dataSource: DataSource,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    private readonly securityLog: SecurityLog,
    private readonly jobs: JobsService,
    private readonly signedIn: SignedInCache,
    private readonly push: PushService,
    rateLimits: RateLimitService,
  ) {
    this.loginPerAccountAndIp = rateLimits.backoff(LOGIN_PER_ACCOUNT_AND_IP);
    this.loginPerIp = rateLimits.backoff(LOGIN_PER_IP);
    this.loginsPerAccountAndIp = rateLimits.limit(LOGINS_PER_ACCOUNT_AND_IP);
    this.registerPerIp = rateLimits.limit(registerPerIp(config.auth.signupsPerAddress));
    this.refreshPerIp = rateLimits.limit(REFRESH_PER_IP);
    this.liveSession = new PreparedStatement(dataSource, 'auth.live-session', liveSessionSql(users.signedInJoin('s."user_id"')));
  }

  onModuleInit(): void {
    this.jobs.register({ name: SESSION_CLEANUP_JOB, handler: () => this.deleteExpired().then(() => undefined) });
    this.jobs.schedule(SESSION_CLEANUP_JOB, '17 * * * *');
  }

  /** A new account; `created` runs in its transaction (the confirmation link is queued there). */
  async register(input: RegisterInput, client: ClientInfo, created: (manager: EntityManager, user: UserEntity) => Promise<void>): Promise<UserEntity> {
    await this.registerPerIp.consume(client.ip);
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.create(input, manager);
      await created(manager, user);
      return user;
    });
  }

  async login(input: LoginInput, client: ClientInfo): Promise<{ user: UserEntity; tokens: IssuedTokens }> {
    const accountKey = `${input.email.trim().toLowerCase()}|${client.ip}`;
    // Refused while waiting out a delay, before any password is hashed.
    await this.loginPerIp.check(client.ip);
    await this.loginPerAccountAndIp.check(accountKey);
    await this.loginsPerAccountAndIp.consume(accountKey);
    const user = await this.users.findByEmail(input.email);
    const valid = user !== null && (await this.users.verifyPassword(user, input.password));
    if (!user || !valid) {
      await Promise.all([this.loginPerIp.fail(client.ip), this.loginPerAccountAndIp.fail(accountKey)]);
      throw new AppError(user ? 'INCORRECT_PASSWORD' : 'USER_NOT_FOUND');
    }
    await this.loginPerAccountAndIp.reset(accountKey);
    // Said only to someone who knows the password: the ban is no secret from its holder.
    if (user.bannedAt) throw new AppError('ACCOUNT_BANNED');
    const tokens = await this.dataSource.transaction(async (manager) => {
      // The row as it is now, share-locked until the session is in: a ban or a password change that
      // committed while the password was being checked is seen here, and one that commits later
      // waits for this session and revokes it with the others (one created after its revocation
      // would stay live: a banned user signed in, or the old password kept working).
      const now = await this.users.lockForSignIn(manager, user.id);
      if (!now) throw new AppError('USER_NOT_FOUND');
      if (now.passwordHash !== user.passwordHash) throw new AppError('INCORRECT_PASSWORD');
      if (now.bannedAt) throw new AppError('ACCOUNT_BANNED');
      const sessions = manager.getRepository(SessionEntity);
      const at = Date.now();
      const session = await sessions.save(sessions.create({ userId: user.id, expiresAt: this.sessionExpiry(at, at), revokedAt: null, revokedReason: null }));
      return { issued: await this.issue(session, manager), ended: await this.endSessionsPastLimit(manager, user.id) };
    });
    // Their sockets close on every instance, now that the revocation is committed.
    await this.announceEnded(tokens.ended);
    return { user, tokens: tokens.issued };
  }

  /** Verifies an access token and that its session is still live. Null when not signed in. */
  async verifyAccessToken(token: string | undefined): Promise<VerifiedAccess | null> {
    if (!token) return null;
    const claims = await this.verifiedClaims(token);
    if (!claims) return null;
    const verified = { userId: claims.sub, sessionId: claims.sid, expiresAt: new Date(claims.exp * 1000) };
    const kept = this.signedIn.find(claims.sid, claims.sub);
    if (kept) return { ...verified, userRow: kept };
    // Else a prepared statement on the primary key.
    const mark = this.signedIn.mark();
    const [row] = await this.liveSession.rows([claims.sid, claims.sub, new Date()]);
    if (!row) return null;
    const { session_expires_at: sessionExpiresAt, ...userRow } = row;
    this.signedIn.keep(mark, claims.sid, claims.sub, sessionExpiresAt as Date, userRow);
    return { ...verified, userRow };
  }

  /** The token's claims if its signature holds and it has not expired. */
  private async verifiedClaims(token: string): Promise<AccessClaims | null> {
    const known = this.verifiedTokens.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      this.verifiedTokens.delete(token);
      return null;
    }
    let claims: AccessClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessClaims>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    if (this.verifiedTokens.size >= VERIFIED_TOKENS_MAX) this.verifiedTokens.delete(this.verifiedTokens.keys().next().value as string);
    this.verifiedTokens.set(token, Object.freeze({ sub: claims.sub, sid: claims.sid, exp: claims.exp }));
    return claims;
  }

  async refresh(refreshToken: string | undefined, client: ClientInfo): Promise<IssuedTokens> {
    await this.refreshPerIp.consume(client.ip);
    if (!refreshToken) throw new AppError('UNAUTHENTICATED');
    const tokenHash = this.hash(refreshToken);
    const outcome = await this.dataSource.transaction((manager) => this.rotate(manager, tokenHash));
    if ('tokens' in outcome) return outcome.tokens;
    if (outcome.error === 'reuse') {
      this.securityLog.event('refresh-reuse', { session: outcome.sessionId });
      await this.announceRevoked(outcome.sessionId);
    }
    throw new AppError('UNAUTHENTICATED');
  }

  /** Ends the session; `device.pushEndpoint`, the push subscription of the device signing out, is removed with it. */
  async logout(sessionId: string, device?: { userId: string; pushEndpoint?: string }): Promise<void> {
    if (device?.pushEndpoint) await this.push.unregister(device.userId, device.pushEndpoint);
    const result = await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date(), revokedReason: 'logout' });
    if (result.affected) await this.announceRevoked(sessionId);
  }

  /**
   * Revokes a user's live sessions, all of them or all but `except` (the caller's own after a
   * password change), inside the caller's transaction; returns their ids. Once that transaction
   * has committed, pass them to `announceEnded` so every instance closes their sockets.
   */
  async revokeSessionsOf(manager: EntityManager, userId: string, reason: 'password' | 'deleted' | 'banned', except?: string): Promise<string[]> {
    const [rows] = (await manager.query(
      `UPDATE "sessions" SET "revoked_at" = now(), "revoked_reason" = $2
        WHERE "user_id" = $1 AND "revoked_at" IS NULL AND ($3::uuid IS NULL OR "id" <> $3::uuid)
        RETURNING "id"`,
      [userId, reason, except ?? null],
    )) as [{ id: string }[], number];
    return rows.map((row) => row.id);
  }

  /**
   * Ends the user's live sessions past the most recently used `sessionsPerUserMax` (each session
   * may hold sockets, and every login made one without bound); returns their ids. In the sign-in's
   * transaction, after its new session.
   */
  private async endSessionsPastLimit(manager: EntityManager, userId: string): Promise<string[]> {
    const [rows] = (await manager.query(
      `UPDATE "sessions" SET "revoked_at" = now(), "revoked_reason" = 'limit'
        WHERE "id" IN (
          SELECT "id" FROM "sessions" WHERE "user_id" = $1 AND "revoked_at" IS NULL AND "expires_at" > now()
          ORDER BY "last_used_at" DESC, "created_at" DESC OFFSET $2)
        RETURNING "id"`,
      [userId, this.config.auth.sessionsPerUserMax],
    )) as [{ id: string }[], number];
    return rows.map((row) => row.id);
  }

  /** Tells every instance that these sessions ended: their graphql-ws sockets close. */
  async announceEnded(sessionIds: readonly string[]): Promise<void> {
    await Promise.all(sessionIds.map((sessionId) => this.announceRevoked(sessionId)));
  }

  /** Ends the session a refresh token belongs to, if any (used when the client gives up). */
  async logoutByRefreshToken(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const stored = await this.dataSource.getRepository(RefreshTokenEntity).findOne({ where: { tokenHash: this.hash(refreshToken) } });
    if (stored) await this.logout(stored.sessionId);
  }

  /**
   * Deletes sessions that can no longer be used (expired, or revoked: a replay of their tokens is
   * refused either way) with their tokens, expired tokens of live sessions, and expired links. Used tokens stay
   * until they expire: a replay of one is how a stolen token is detected.
   */
  async deleteExpired(): Promise<{ sessions: number; tokens: number; links: number }> {
    const sessions = await this.deleteInBatches(
      `DELETE FROM "sessions" WHERE "id" IN (
         SELECT "id" FROM "sessions" WHERE "expires_at" <= now() OR "revoked_at" IS NOT NULL LIMIT ${CLEANUP_BATCH})`,
    );
    const tokens = await this.deleteInBatches(
      `DELETE FROM "refresh_tokens" WHERE "id" IN (
         SELECT "id" FROM "refresh_tokens" WHERE "expires_at" <= now() LIMIT ${CLEANUP_BATCH})`,
    );
    const links = await this.deleteInBatches(
      `DELETE FROM "account_tokens" WHERE "id" IN (
         SELECT "id" FROM "account_tokens" WHERE "expires_at" <= now() LIMIT ${CLEANUP_BATCH})`,
    );
    return { sessions, tokens, links };
  }

  private async rotate(manager: EntityManager, tokenHash: string): Promise<RefreshOutcome> {
    const tokens = manager.getRepository(RefreshTokenEntity);
    const sessions = manager.getRepository(SessionEntity);
    const stored = await tokens.findOne({ where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
    if (!stored) return { error: 'unknown' };
    const session = await sessions.findOne({ where: { id: stored.sessionId }, lock: { mode: 'pessimistic_write' } });
    if (!session || session.revokedAt) return { error: 'revoked' };
    const now = Date.now();
    if (stored.expiresAt.getTime() <= now || session.expiresAt.getTime() <= now) return { error: 'expired' };

    if (stored.usedAt) {
      const graceMs = this.config.auth.refreshReuseGraceSeconds * 1000;
      if (now - stored.usedAt.getTime() >= graceMs || stored.graceUsedAt) {
        await sessions.update(session.id, { revokedAt: new Date(now), revokedReason: 'reuse' });
        return { error: 'reuse', sessionId: session.id };
      }
      // Within the grace, once: an access token for the same chain, no new refresh token.
      await tokens.update(stored.id, { graceUsedAt: new Date(now) });
      return { tokens: await this.signAccess(session) };
    }

    const expiresAt = this.sessionExpiry(session.createdAt.getTime(), now);
    if (expiresAt.getTime() <= now) return { error: 'expired' };
    await tokens.update(stored.id, { usedAt: new Date(now) });
    session.expiresAt = expiresAt;
    session.lastUsedAt = new Date(now);
    await sessions.save(session);
    return { tokens: await this.issue(session, manager) };
  }

  private async issue(session: SessionEntity, manager: EntityManager): Promise<IssuedTokens> {
    const refreshToken = randomBytes(32).toString('base64url');
    await manager.getRepository(RefreshTokenEntity).insert({
      sessionId: session.id,
      tokenHash: this.hash(refreshToken),
      expiresAt: session.expiresAt,
      usedAt: null,
      graceUsedAt: null,
    });
    return { ...(await this.signAccess(session)), refresh: { token: refreshToken, expiresAt: session.expiresAt } };
  }

  private async signAccess(session: SessionEntity): Promise<IssuedTokens> {
    const { accessTokenTtlSeconds } = this.config.auth;
    const accessToken = await this.jwt.signAsync(
      { sub: session.userId, sid: session.id },
      { expiresIn: accessTokenTtlSeconds, algorithm: 'HS256' },
    );
    return { accessToken, accessExpiresAt: new Date(Date.now() + accessTokenTtlSeconds * 1000) };
  }

  /** Sliding (the refresh lifetime from now), but never past the absolute age from the login. */
  private sessionExpiry(createdAtMs: number, nowMs: number): Date {
    const { refreshTokenTtlSeconds, sessionMaxAgeSeconds } = this.config.auth;
    return new Date(Math.min(nowMs + refreshTokenTtlSeconds * 1000, createdAtMs + sessionMaxAgeSeconds * 1000));
  }

  private hash(token: string): string {
    return createHmac('sha256', this.config.auth.refreshTokenSecret).update(token).digest('hex');
  }

  private async deleteInBatches(sql: string): Promise<number> {
    let total = 0;
    for (;;) {
      const [, affected] = (await this.dataSource.query(sql)) as [unknown, number];
      total += affected;
      if (affected < CLEANUP_BATCH) return total;
    }
  }

  private async announceRevoked(sessionId: string): Promise<void> {
    this.signedIn.forgetSession(sessionId);
    const event: SessionRevokedEvent = { sessionId };
    await this.pubSub.publish(SESSION_REVOKED, event);
  }
}
