import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PersonalData, type ErasureOutcome, type PersonalDataOwner, type PersonalDataSections } from '../../common/personal-data/personal-data';
import { jpegUrl, type StoredImage } from '../uploads';
import { recountCampaignReports } from './campaign-reports';
import { CampaignsService } from './campaigns.service';

/**
 * Campaigns: the user's own (with their leaflet's address) and the campaigns they reported. An
 * erasure deletes both; the campaigns' trigger releases their leaflets, whose files go after the
 * commit, and this instance's cached feed pages forget the camps at once (others within their TTL).
 */
@PersonalData()
@Injectable()
export class CampaignsPersonalData implements PersonalDataOwner {
  constructor(private readonly campaigns: CampaignsService) {}

  async export(userId: string, manager: EntityManager): Promise<PersonalDataSections> {
    const [campaigns, reports] = await Promise.all([
      manager.query(
        `SELECT c."id", c."title", c."category", c."address_line" AS "addressLine", c."district", c."state", c."pincode",
                c."contact_no" AS "contactNo", c."starts_at" AS "startsAt", c."description", c."registration_link" AS "registrationLink",
                c."leaflet", c."created_at" AS "createdAt"
           FROM "campaigns" c WHERE c."user_id" = $1 ORDER BY c."created_at"`,
        [userId],
      ) as Promise<(Record<string, unknown> & { leaflet: StoredImage })[]>,
      manager.query(`SELECT "campaign_id" AS "campaignId", "reason", "created_at" AS "reportedAt" FROM "campaign_reports" WHERE "reporter_id" = $1 ORDER BY "created_at"`, [
        userId,
      ]) as Promise<Record<string, unknown>[]>,
    ]);
    return {
      campaigns: campaigns.map(({ leaflet, ...campaign }) => ({ ...campaign, leaflet: jpegUrl(leaflet, 'detail') })),
      'reports.campaigns': reports,
    };
  }

  async erase(userId: string, manager: EntityManager): Promise<ErasureOutcome> {
    // Their reports stop weighing: the campaigns they reported are counted again without them.
    const [reported] = (await manager.query(`DELETE FROM "campaign_reports" WHERE "reporter_id" = $1 RETURNING "campaign_id"`, [userId])) as [
      { campaign_id: string }[],
      number,
    ];
    await recountCampaignReports(
      manager,
      reported.map((row) => row.campaign_id),
    );
    const [rows] = (await manager.query(`DELETE FROM "campaigns" WHERE "user_id" = $1 RETURNING "leaflet_key"`, [userId])) as [{ leaflet_key: string }[], number];
    const leaflets = rows.map((row) => row.leaflet_key);
    return { files: leaflets, afterCommit: leaflets.length > 0 || reported.length > 0 ? () => this.campaigns.forgetFeedPages() : undefined };
  }
}
