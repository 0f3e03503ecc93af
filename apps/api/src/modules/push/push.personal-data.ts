import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PersonalData, type PersonalDataOwner, type PersonalDataSections } from '../../common/personal-data/personal-data';

/**
 * Push subscriptions: the user's devices (their push service address and dates; the keys stay
 * out of the export, as session tokens do). Queued pushes hold ids only, and find nothing to send
 * once the subscription is gone.
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
  }
}
