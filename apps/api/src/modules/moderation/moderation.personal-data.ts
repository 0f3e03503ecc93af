import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PersonalData, type PersonalDataOwner, type PersonalDataSections } from '../../common/personal-data/personal-data';

/**
 * The audit log is kept when an account is deleted (what moderators did must stay accountable),
 * but its links to the person go: the moderator who acted and the user acted against become null
 * (the only change the table's trigger allows). The export gives a user the actions taken
 * against them, with the reason, but not which moderator took them.
 */
@PersonalData({ erase: 'references' })
@Injectable()
export class ModerationPersonalData implements PersonalDataOwner {
  async export(userId: string, manager: EntityManager): Promise<PersonalDataSections> {
    const actions = (await manager.query(
      `SELECT "action", "target_type" AS "targetType", "target_id" AS "targetId", "reason", "created_at" AS "createdAt"
         FROM "moderation_actions" WHERE "subject_user_id" = $1 ORDER BY "created_at"`,
      [userId],
    )) as Record<string, unknown>[];
    return { moderationActions: actions };
  }

  async erase(userId: string, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE "moderation_actions" SET "subject_user_id" = NULL WHERE "subject_user_id" = $1`, [userId]);
    await manager.query(`UPDATE "moderation_actions" SET "moderator_id" = NULL WHERE "moderator_id" = $1`, [userId]);
  }
}
