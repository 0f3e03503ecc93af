import type { EntityManager } from 'typeorm';

/**
 * Redoes the weighted report count of these campaigns from their reports: weighing reports (an
 * established account made before the campaign), one per address. Called in the transaction that
 * added or removed reports, so `report_count` never drifts from its rows.
 */
export async function recountCampaignReports(manager: EntityManager, campaignIds: readonly string[]): Promise<void> {
  if (campaignIds.length === 0) return;
  await manager.query(
    `UPDATE "campaigns" c SET "report_count" = (
       SELECT count(DISTINCT coalesce(x."reporter_address", x."reporter_id"::text)) FROM "campaign_reports" x WHERE x."campaign_id" = c."id" AND x."weighs")
      WHERE c."id" = ANY($1::uuid[])`,
    [[...new Set(campaignIds)]],
  );
}
