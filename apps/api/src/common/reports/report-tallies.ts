import type { EntityManager } from 'typeorm';

/** An item waiting for a moderator, with its reports' tally. */
export interface ModerationQueueEntry<T> {
  item: T;
  /** Distinct weighing reporters (one per address): the weighted count. */
  reporters: number;
  /** How many reports gave each reason (null: none given). */
  reasons: { reason: string | null; count: number }[];
}

/** Where a module keeps an item kind and its reports: the items' table, the reports' table, and its item id column. */
export interface ReportedItems {
  items: string;
  reports: string;
  column: string;
}

/**
 * Redoes the weighted report count (`report_count`) of these items from their reports: weighing
 * reports only (an established account made before the item), one per address. Called in the
 * transaction that added or removed reports, so the count never drifts from its rows.
 */
export async function recountReports(manager: EntityManager, { items, reports, column }: ReportedItems, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await manager.query(
    `UPDATE "${items}" i SET "report_count" = (
       SELECT count(DISTINCT coalesce(x."reporter_address", x."reporter_id"::text)) FROM "${reports}" x WHERE x."${column}" = i."id" AND x."weighs")
      WHERE i."id" = ANY($1::uuid[])`,
    [[...new Set(ids)]],
  );
}

/** The reports' tally of each item (`table`: the owning module's reports table, `column`: its item id column). */
export async function reportTallies(
  manager: EntityManager,
  table: string,
  column: string,
  ids: readonly string[],
): Promise<Map<string, { reporters: number; reasons: { reason: string | null; count: number }[] }>> {
  const tallies = new Map<string, { reporters: number; reasons: { reason: string | null; count: number }[] }>();
  if (ids.length === 0) return tallies;
  const weighing = (await manager.query(
    `SELECT "${column}" AS "id", count(DISTINCT coalesce("reporter_address", "reporter_id"::text)) FILTER (WHERE "weighs")::int AS "reporters"
       FROM "${table}" WHERE "${column}" = ANY($1::uuid[]) GROUP BY "${column}"`,
    [ids],
  )) as { id: string; reporters: number }[];
  const reasons = (await manager.query(
    `SELECT "${column}" AS "id", "reason", count(*)::int AS "count" FROM "${table}" WHERE "${column}" = ANY($1::uuid[])
      GROUP BY "${column}", "reason" ORDER BY count(*) DESC, "reason"`,
    [ids],
  )) as { id: string; reason: string | null; count: number }[];
  for (const row of weighing) tallies.set(row.id, { reporters: row.reporters, reasons: [] });
  for (const row of reasons) {
    const tally = tallies.get(row.id) ?? { reporters: 0, reasons: [] };
    tally.reasons.push({ reason: row.reason, count: row.count });
    tallies.set(row.id, tally);
  }
  return tallies;
}
