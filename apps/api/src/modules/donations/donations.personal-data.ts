import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { JOBS_SCHEMA } from '../../common/jobs/jobs.service';
import { PersonalData, type PersonalDataOwner, type PersonalDataSections } from '../../common/personal-data/personal-data';
import { DONATION_REMINDER_QUEUE } from './donations.service';

/** The donor's record of donations, and their reminders (which name them), waiting or sent. */
@PersonalData()
@Injectable()
export class DonationsPersonalData implements PersonalDataOwner {
  async export(userId: string, manager: EntityManager): Promise<PersonalDataSections> {
    const donations = (await manager.query(
      `SELECT "donated_on"::text AS "donatedOn", "component", "place", "venue", "kind", "request_id" AS "requestId", "campaign_id" AS "campaignId", "created_at" AS "createdAt"
         FROM "donations" WHERE "user_id" = $1 ORDER BY "donated_on", "created_at"`,
      [userId],
    )) as Record<string, unknown>[];
    return { donations };
  }

  async erase(userId: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM "donations" WHERE "user_id" = $1`, [userId]);
    // Locked first, as the push queue's are: a run settling meanwhile cannot put its job back.
    const condition = `"name" = $1 AND "singleton_key" = $2`;
    await manager.query(`SELECT "id" FROM "${JOBS_SCHEMA}"."job" WHERE ${condition} FOR UPDATE`, [DONATION_REMINDER_QUEUE, userId]);
    await manager.query(`DELETE FROM "${JOBS_SCHEMA}"."job" WHERE ${condition}`, [DONATION_REMINDER_QUEUE, userId]);
  }
}
