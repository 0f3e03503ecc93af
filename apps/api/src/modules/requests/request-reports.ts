import type { EntityManager } from 'typeorm';
import { recountReports } from '../../common/reports/report-tallies';

/** Redoes the weighted report count of these requests from their reports (common/reports recountReports). */
export function recountRequestReports(manager: EntityManager, requestIds: readonly string[]): Promise<void> {
  return recountReports(manager, { items: 'blood_requests', reports: 'request_reports', column: 'request_id' }, requestIds);
}
