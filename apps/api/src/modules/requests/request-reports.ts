import type { EntityManager } from 'typeorm';

/**
 * Redoes the weighted report count of these requests from their reports: weighing reports (an
 * established account made before the request), one per address. Called in the transaction that
 * added or removed reports, so `report_count` never drifts from its rows.
 */
export async function recountRequestReports(manager: EntityManager, requestIds: readonly string[]): Promise<void> {
  if (requestIds.length === 0) return;
  await manager.query(
    `UPDATE "blood_requests" r SET "report_count" = (
       SELECT count(DISTINCT coalesce(x."reporter_address", x."reporter_id"::text)) FROM "request_reports" x WHERE x."request_id" = r."id" AND x."weighs")
      WHERE r."id" = ANY($1::uuid[])`,
    [[...new Set(requestIds)]],
  );
}

