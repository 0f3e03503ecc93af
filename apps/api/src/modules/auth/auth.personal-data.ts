import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PersonalData, type ErasureOutcome, type PersonalDataOwner, type PersonalDataSections } from '../../common/personal-data/personal-data';
import { AuthService } from './auth.service';

/**
 * Sessions: their dates in the export (never a token); in an erasure every live session ends,
 * and once that has committed every instance closes their sockets. The rows (and their refresh
 * tokens) go with the users row, by cascade.
 */
@PersonalData()
@Injectable()
export class AuthPersonalData implements PersonalDataOwner {
  constructor(private readonly auth: AuthService) {}

  async export(userId: string, manager: EntityManager): Promise<PersonalDataSections> {
    const sessions = (await manager.query(
      `SELECT "created_at" AS "createdAt", "last_used_at" AS "lastUsedAt", "expires_at" AS "expiresAt", "revoked_at" AS "revokedAt"
         FROM "sessions" WHERE "user_id" = $1 ORDER BY "created_at"`,
      [userId],
    )) as Record<string, unknown>[];
    return { sessions };
  }

  async erase(userId: string, manager: EntityManager): Promise<ErasureOutcome> {
    const ended = await this.auth.revokeSessionsOf(manager, userId, 'deleted');
    return { afterCommit: () => this.auth.announceEnded(ended) };
  }
}
