import type { EntityManager } from 'typeorm';

/** An item waiting for a moderator, with its reports' tally. */
export interface ModerationQueueEntry<T> {
  item: T;
  /** Distinct weighing reporters (one per address): the weighted count. */
  reporters: number;
  /** How many reports gave each reason (null: none given). */
  reasons: { reason: string | null; count: number }[];
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
