import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JOBS_SCHEMA } from '../../common/jobs/jobs.service';
import { PersonalData, type PersonalDataOwner, type PersonalDataSections } from '../../common/personal-data/personal-data';
import { PUSH_QUEUE } from './push.service';

/**
 * Push subscriptions: the user's devices (their push service address and dates; the keys stay
 * out of the export, as session tokens do). Queued pushes hold ids only, and find nothing to send
 * once the subscription is gone; the erasure deletes them too (sent or not), so no job names the
 * user afterwards.
 */
@PersonalData()
@Injectable()
export class PushPersonalData implements PersonalDataOwner {
  async export(userId: string, manager: EntityManager): Promise<PersonalDataSections> {
    const pushSubscriptions = (await manager.query(
      `SELECT "endpoint", "created_at" AS "createdAt", "last_success_at" AS "lastSuccessAt" FROM "push_subscriptions" WHERE "user_id" = $1 ORDER BY "created_at"`,
      [userId],
    )) as Record<string, unknown>[];
    return { pushSubscriptions };
  }

  async erase(userId: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM "push_subscriptions" WHERE "user_id" = $1`, [userId]);
    const [queue] = (await manager.query(`SELECT to_regclass($1) AS "table"`, [`${JOBS_SCHEMA}.job`])) as { table: string | null }[];
    if (!queue?.table) return;
    // Locked first, as the mail queue's are: a run settling meanwhile cannot put its job back.
    const condition = `"name" = $1 AND "data"->>'recipientId' = $2`;
    await manager.query(`SELECT "id" FROM ${JOBS_SCHEMA}."job" WHERE ${condition} FOR UPDATE`, [PUSH_QUEUE, userId]);
    await manager.query(`DELETE FROM ${JOBS_SCHEMA}."job" WHERE ${condition}`, [PUSH_QUEUE, userId]);
  }
}
