import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PersonalData, type ErasureOutcome, type PersonalDataOwner, type PersonalDataSections } from '../../common/personal-data/personal-data';
import { JobsService } from '../../common/jobs/jobs.service';
import { CAMP_REMINDER_QUEUE, CampaignRsvpsService, reminderKey } from './campaign-rsvps.service';
import { CampaignsService } from './campaigns.service';

/**
 * The user's answers to camps ("I'll come", "Not going", and whether they shared their contact).
 * An erasure deletes them, counts again the camps they were coming to (live to open pages after
 * the commit), and cancels their waiting reminders. Answers on the user's own camps go with those
 * camps (CampaignsPersonalData).
 */
@PersonalData()
@Injectable()
export class CampaignRsvpsPersonalData implements PersonalDataOwner {
  private readonly logger = new Logger('CampaignRsvps');

  constructor(
    private readonly rsvps: CampaignRsvpsService,
    private readonly campaigns: CampaignsService,
    private readonly jobs: JobsService,
  ) {}

  async export(userId: string, manager: EntityManager): Promise<PersonalDataSections> {
    const rsvps = (await manager.query(
      `SELECT r."campaign_id" AS "campaignId", c."title" AS "campaignTitle", c."starts_at" AS "campaignDate", r."status",
              r."share_contact" AS "shareContact", r."created_at" AS "createdAt", r."updated_at" AS "updatedAt"
         FROM "campaign_rsvps" r JOIN "campaigns" c ON c."id" = r."campaign_id"
        WHERE r."user_id" = $1 ORDER BY r."created_at"`,
      [userId],
    )) as Record<string, unknown>[];
    return { campRsvps: rsvps };
  }

  async erase(userId: string, manager: EntityManager): Promise<ErasureOutcome> {
    const [rows] = (await manager.query(`DELETE FROM "campaign_rsvps" WHERE "user_id" = $1 RETURNING "campaign_id", "status"`, [userId])) as [
      { campaign_id: string; status: string }[],
      number,
    ];
    const going = rows.filter((row) => row.status === 'going').map((row) => row.campaign_id);
    const [counts] =
      going.length > 0
        ? ((await manager.query(
            `UPDATE "campaigns" c SET "going_count" = (SELECT count(*) FROM "campaign_rsvps" r WHERE r."campaign_id" = c."id" AND r."status" = 'going')
              WHERE c."id" = ANY($1::uuid[]) RETURNING c."id", c."going_count"`,
            [going],
          )) as [{ id: string; going_count: number }[], number])
        : [[]];
    if (rows.length === 0) return {};
    const keys = rows.map((row) => reminderKey(row.campaign_id, userId));
    return {
      afterCommit: async () => {
        this.campaigns.forgetFeedPages();
        await Promise.all(counts.map((row) => this.rsvps.publishCount(row.id, row.going_count)));
        await this.jobs.cancelWaiting(CAMP_REMINDER_QUEUE, { keys }).catch((error: unknown) => {
          // The reminders check again when due: with the answers gone they send nothing.
          this.logger.warn(`Reminders not cancelled: ${(error as Error)?.name ?? 'error'}`);
        });
      },
    };
  }
}
