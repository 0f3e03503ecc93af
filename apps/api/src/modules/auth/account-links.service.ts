import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ACCOUNT_LINK_TTL_SECONDS, ACCOUNT_MESSAGES, normaliseEmail, userLanguageOf, type AccountLinkPurpose } from '@redhope/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import type { ClientInfo } from '../../common/http/client-info';
import { RateLimitService, type RateLimit } from '../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { MailService } from '../mail';
import { PushService } from '../push';
import { UsersService, type UserEntity } from '../users';
import { ACCOUNT_LINK_PATHS, accountLinkMail } from './account-mail';
import { AuthService } from './auth.service';
import { CONFIRMATION_PER_USER, EMAIL_CHANGE_PER_USER, RESET_PER_ACCOUNT, RESET_PER_IP } from './auth.rate-limits';

interface UsedToken {
  id: string;
  user_id: string;
  purpose: AccountLinkPurpose;
  email: string;
}

/**
 * Links sent by e-mail that act on an account without a session: confirming an address (after
 * sign-up, or a new one: a change takes effect only then, and the old address is told, with a
 * link to undo it for 7 days), and resetting a forgotten password (30 minutes, once; every
 * session ends). A link is 32 random bytes, stored as an HMAC; it is used once, within its time,
 * and only while the account still has the address it was sent to. Mail goes through the queue,
 * in the transaction that issues the link.
 */
@Injectable()
export class AccountLinksService {
  private readonly logger = new Logger('AccountLinks');
  private readonly resetPerIp: RateLimit;
  private readonly resetPerAccount: RateLimit;
  private readonly emailChangePerUser: RateLimit;
  private readonly confirmationPerUser: RateLimit;

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly push: PushService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    rateLimits: RateLimitService,
  ) {
    this.resetPerIp = rateLimits.limit(RESET_PER_IP);
    this.resetPerAccount = rateLimits.limit(RESET_PER_ACCOUNT);
    this.emailChangePerUser = rateLimits.limit(EMAIL_CHANGE_PER_USER);
    this.confirmationPerUser = rateLimits.limit(CONFIRMATION_PER_USER);
  }

  /** After sign-up, in its transaction: the link that confirms the address. */
  async sendConfirmation(manager: EntityManager, user: Pick<UserEntity, 'id' | 'email' | 'language'>): Promise<void> {
    await this.send(manager, user, 'confirm-email', user.email);
  }

  /** A new confirmation link for the signed-in user's address (the last one may be lost). */
  async resendConfirmation(userId: string): Promise<void> {
    const user = await this.users.getById(userId);
    if (user.emailConfirmedAt) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.alreadyConfirmed);
    await this.confirmationPerUser.consume(userId);
    await this.dataSource.transaction(async (manager) => {
      await this.invalidate(manager, userId, ['confirm-email']);
      await this.sendConfirmation(manager, user);
    });
  }

  /**
   * The user (locked in the caller's transaction) asked to sign in with `email` from now on: it
   * waits, and a link goes to it. EMAIL_IN_USE when another account has it. Asking again for the
   * address that already waits sends nothing; asking for the current one cancels what waited.
   */
  async requestEmailChange(manager: EntityManager, user: UserEntity, email: string): Promise<void> {
    const wanted = normaliseEmail(email);
    if (wanted === user.email) {
      if (user.pendingEmail !== null) {
        await this.invalidate(manager, user.id, ['change-email']);
        await this.users.setPendingEmail(manager, user.id, null);
      }
      return;
    }
    if (wanted === user.pendingEmail) return;
    if (await this.users.emailTaken(manager, wanted, user.id)) throw new AppError('EMAIL_IN_USE');
    await this.emailChangePerUser.consume(user.id);
    await this.invalidate(manager, user.id, ['change-email']);
    await this.users.setPendingEmail(manager, user.id, wanted);
    await this.send(manager, user, 'change-email', wanted);
  }

  /**
   * A confirmation link: after sign-up, the address is confirmed; for a change, the new address
   * replaces the old one, and the old one gets the undo link.
   */
  async confirmEmail(token: string): Promise<void> {
    const userId = await this.dataSource.transaction(async (manager) => {
      const used = await this.use(manager, token, ['confirm-email', 'change-email']);
      const user = await this.users.lockForUpdate(manager, used.user_id);
      if (used.purpose === 'confirm-email') {
        if (!user || user.email !== used.email) throw invalidLink();
        await this.users.markEmailConfirmed(manager, user.id);
        return user.id;
      }
      if (!user || user.pendingEmail !== used.email) throw invalidLink();
      const previous = user.email;
      await this.users.replaceEmail(manager, user.id, used.email);
      await this.send(manager, user, 'undo-email', previous);
      return user.id;
    });
    this.users.forgetSignedIn(userId);
  }

  /**
   * The undo link sent to the old address: it signs in again, confirmed, every session ends (the
   * change may have been a thief's) and every device stops receiving pushes (a thief's device may
   * have subscribed), and nothing waits any more.
   */
  async undoEmailChange(token: string): Promise<void> {
    const { userId, ended } = await this.dataSource.transaction(async (manager) => {
      const used = await this.use(manager, token, ['undo-email']);
      const user = await this.users.lockForUpdate(manager, used.user_id);
      if (!user) throw invalidLink();
      if (user.email !== used.email) await this.users.replaceEmail(manager, user.id, used.email);
      else await this.users.setPendingEmail(manager, user.id, null);
      await this.invalidate(manager, user.id, ['change-email', 'undo-email']);
      await this.push.unregisterAll(manager, user.id);
      return { userId: user.id, ended: await this.auth.revokeSessionsOf(manager, user.id, 'password') };
    });
    this.users.forgetSignedIn(userId);
    await this.auth.announceEnded(ended);
  }

  /**
   * "Forgot password": a link to the account's address, if an account has it. The answer is the
   * same either way, and so are the limits (per address asked for, and per client address).
   */
  async requestPasswordReset(email: string, client: ClientInfo): Promise<void> {
    const address = normaliseEmail(email);
    await this.resetPerIp.consume(client.ip);
    await this.resetPerAccount.consume(address);
    const user = await this.users.findByEmail(address);
    if (!user) return;
    await this.dataSource.transaction((manager) => this.send(manager, user, 'reset-password', user.email));
  }

  /**
   * A reset link and a new password: the password changes, the address counts as confirmed, every
   * session ends and every device stops receiving pushes, as when the password is changed signed in
   * (whoever took the account may have subscribed theirs; the owner's browser subscribes again).
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const { userId, ended } = await this.dataSource.transaction(async (manager) => {
      const used = await this.use(manager, token, ['reset-password']);
      const user = await this.users.lockForUpdate(manager, used.user_id);
      if (!user || user.email !== used.email) throw invalidLink();
      await this.users.setPassword(manager, user.id, password);
      await this.users.markEmailConfirmed(manager, user.id);
      await this.invalidate(manager, user.id, ['reset-password']);
      await this.push.unregisterAll(manager, user.id);
      return { userId: user.id, ended: await this.auth.revokeSessionsOf(manager, user.id, 'password') };
    });
    this.users.forgetSignedIn(userId);
    await this.auth.announceEnded(ended);
  }

  /** The ids of the user's links (their queued e-mails are erased with the account). */
  async linkIdsOf(manager: EntityManager, userId: string): Promise<string[]> {
    const rows = (await manager.query(`SELECT "id" FROM "account_tokens" WHERE "user_id" = $1`, [userId])) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /** Marks the link used if it is live (unused, in time, of one of these purposes); else the link is refused. */
  private async use(manager: EntityManager, token: string, purposes: AccountLinkPurpose[]): Promise<UsedToken> {
    const [rows] = (await manager.query(
      `UPDATE "account_tokens" SET "used_at" = now()
        WHERE "token_hash" = $1 AND "purpose" = ANY($2::varchar[]) AND "used_at" IS NULL AND "expires_at" > now()
        RETURNING "id", "user_id", "purpose", "email"`,
      [this.hash(token), purposes],
    )) as [UsedToken[], number];
    if (rows.length === 0) throw invalidLink();
    return rows[0];
  }

  /** The user's live links of these purposes stop working. */
  private async invalidate(manager: EntityManager, userId: string, purposes: AccountLinkPurpose[]): Promise<void> {
    await manager.query(`UPDATE "account_tokens" SET "used_at" = now() WHERE "user_id" = $1 AND "purpose" = ANY($2::varchar[]) AND "used_at" IS NULL`, [userId, purposes]);
  }

  /** Issues a link and queues its e-mail in the account's language, in the caller's transaction. */
  private async send(manager: EntityManager, user: Pick<UserEntity, 'id' | 'language'>, purpose: AccountLinkPurpose, to: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const [row] = (await manager.query(
      `INSERT INTO "account_tokens" ("user_id", "purpose", "token_hash", "email", "expires_at")
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING "id"`,
      [user.id, purpose, this.hash(token), to, ACCOUNT_LINK_TTL_SECONDS[purpose]],
    )) as { id: string }[];
    if (!this.mail.enabled) {
      this.logger.warn(`SMTP_URL is not set: a ${purpose} link was not sent`);
      return;
    }
    const link = new URL(ACCOUNT_LINK_PATHS[purpose], this.config.publicUrl ?? `http://localhost:${this.config.port}`);
    link.hash = `token=${token}`;
    await this.mail.queue(manager, [accountLinkMail(purpose, row.id, to, link.toString(), userLanguageOf(user.language))]);
  }

  private hash(token: string): string {
    return createHmac('sha256', this.config.auth.refreshTokenSecret).update(`account-link:${token}`).digest('hex');
  }
}

function invalidLink(): AppError {
  return new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.linkInvalid, { token: ACCOUNT_MESSAGES.linkInvalid });
}
