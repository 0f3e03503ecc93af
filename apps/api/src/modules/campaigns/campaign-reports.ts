import type { EntityManager } from 'typeorm';
import { recountReports } from '../../common/reports/report-tallies';

/** Redoes the weighted report count of these campaigns from their reports (common/reports recountReports). */
export function recountCampaignReports(manager: EntityManager, campaignIds: readonly string[]): Promise<void> {
  return recountReports(manager, { items: 'campaigns', reports: 'campaign_reports', column: 'campaign_id' }, campaignIds);
}
