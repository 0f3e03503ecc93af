import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PersonalData, type ErasureOutcome, type PersonalDataOwner, type PersonalDataSections } from '../../common/personal-data/personal-data';
import { MailService } from '../mail';
import { AccountLinksService } from './account-links.service';
import { AuthService } from './auth.service';

/**
 * Sessions and links sent by e-mail: their dates in the export (never a token); in an erasure the
 * links' queued e-mails are deleted and every live session ends,
 * and once that has committed every instance closes their sockets. The rows (and their refresh
 * tokens) go with the users row, by cascade.
 */
@PersonalData()
@Injectable()
export class AuthPersonalData implements PersonalDataOwner {
  constructor(
    private readonly auth: AuthService,
    private readonly links: AccountLinksService,
    private readonly mail: MailService,
  ) {}

  async export(userId: string, manager: EntityManager): Promise<PersonalDataSections> {
    const sessions = (await manager.query(
      `SELECT "created_at" AS "createdAt", "last_used_at" AS "lastUsedAt", "expires_at" AS "expiresAt", "revoked_at" AS "revokedAt"
         FROM "sessions" WHERE "user_id" = $1 ORDER BY "created_at"`,
      [userId],
    )) as Record<string, unknown>[];
    const accountLinks = (await manager.query(
      `SELECT "purpose", "created_at" AS "createdAt", "expires_at" AS "expiresAt", "used_at" AS "usedAt"
         FROM "account_tokens" WHERE "user_id" = $1 ORDER BY "created_at"`,
      [userId],
    )) as Record<string, unknown>[];
    return { sessions, accountLinks };
  }

  async erase(userId: string, manager: EntityManager): Promise<ErasureOutcome> {
    // The links' e-mails still queued (to a new address, or an old one) go; the rows go by cascade.
    await this.mail.forgetMessages(manager, await this.links.linkIdsOf(manager, userId));
    const ended = await this.auth.revokeSessionsOf(manager, userId, 'deleted');
    return { afterCommit: () => this.auth.announceEnded(ended) };
  }
}
