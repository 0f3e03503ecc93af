import { Inject, Injectable } from '@nestjs/common';
import { HELPER_REPORTS_TO_HOLD, MESSAGES, type HelperFlag, type ReportReason } from '@redhope/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import type { Cursor } from '../../common/graphql/pagination';
import { RateLimitedError } from '../../common/rate-limit/rate-limit.service';
import { SecurityLog } from '../../common/security/security-log';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { UsersService } from '../users';

/** A helper waiting for a moderator, with their reports' tally. */
export interface HelperQueueEntry {
  userId: string;
  /** Why they are in the queue: held (reported as asking for money) wins over harvesting. */
  flag: HelperFlag;
  /** When they were held, or first refused by the harvesting limit since their last review: the queue's order. */
  flaggedAt: Date;
  heldAt: Date | null;
  /** Distinct requesters who reported them as asking for money since their last review. */
  moneyReporters: number;
  /** Every report on them, by reason. */
  reasons: { reason: string | null; count: number }[];
}

/**
 * Helpers under review (docs/product-rules.md, "Helpers held from helping" and "Harvesting
 * slowed"): a request's owner reports one of its helpers; two distinct requesters reporting the
 * same helper as asking for money (SCAM) hold them from helping until a moderator restores them;
 * an account that offers help on many requests in 24 hours, none of which named it a donor, is
 * refused further helps (429) and surfaced in the queue. A moderator's restore is the review:
 * reports and helps before it stop counting.
 */
interface HelperQueueRow {
  userId: string;
  heldAt: Date | null;
  flaggedAt: Date;
  moneyReporters: number;
}

@Injectable()
export class HelperHoldsService {
  private readonly harvestHelpsPerDay: number;

  constructor(
    private readonly dataSource: DataSource,
    private readonly securityLog: SecurityLog,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.harvestHelpsPerDay = config.requestLimits.harvestHelpsPerDay;
  }

  /**
   * The owner of `requestId` (checked by the caller) reports one of its helpers, once per request
   * and helper. NOT_FOUND when that user did not offer help on it. A SCAM report may hold the
   * helper: the helper's hold row is locked while the distinct requesters are counted, so that two
   * reports sent at once both count.
   */
  async report(requestId: string, reporterId: string, helperId: string, reason: ReportReason): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Never beside a ban of the reporter, which takes the weight off their reports.
      await this.users.lockNotBanned(manager, reporterId);
      const inserted = (await manager.query(
        `INSERT INTO "helper_reports" ("request_id", "helper_id", "reporter_id", "reason")
         SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM "request_helpers" WHERE "request_id" = $1 AND "helper_id" = $2)
         ON CONFLICT DO NOTHING RETURNING "helper_id"`,
        [requestId, helperId, reporterId, reason],
      )) as unknown[];
      if (inserted.length === 0) {
        const [row] = (await manager.query(`SELECT EXISTS (SELECT 1 FROM "request_helpers" WHERE "request_id" = $1 AND "helper_id" = $2) AS "helper"`, [
          requestId,
          helperId,
        ])) as { helper: boolean }[];
        if (!row.helper) throw new AppError('NOT_FOUND', 'Helper not found');
        throw new AppError('ALREADY_REPORTED', MESSAGES.alreadyReportedHelper);
      }
      if (reason !== 'SCAM') return;
      const hold = await this.lock(manager, helperId);
      if (hold.held_at) return;
      if ((await this.scamReporters(manager, helperId, hold.reviewed_at)) < HELPER_REPORTS_TO_HOLD) return;
      await manager.query(`UPDATE "helper_holds" SET "held_at" = now() WHERE "user_id" = $1`, [helperId]);
      this.securityLog.event('helper-held', { user: this.securityLog.pseudonym(helperId) });
    });
  }

  /**
   * Before a help is recorded: HELPING_HELD while the helper is held; RATE_LIMITED (with how long to
   * wait) when they already offered help on `harvestHelpsPerDay` requests in the last 24 hours
   * (since their last review) and none of those named them a donor; that refusal puts them in the
   * moderation queue. With `manager`, counts inside the caller's transaction (which holds the
   * helper's offer lock, so the count is exact); the queue entry is saved outside it.
   */
  async assertMayHelp(helperId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const [row] = (await manager.query(
      `SELECT x."held_at" AS "heldAt", w."helps", w."named", w."retryAfter"
         FROM (SELECT 1) AS one
         LEFT JOIN "helper_holds" x ON x."user_id" = $1
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS "helps", coalesce(bool_or(h."donor_confirmed_at" IS NOT NULL), false) AS "named",
                  ceil(extract(epoch FROM min(h."created_at") + interval '24 hours' - now()))::int AS "retryAfter"
             FROM "request_helpers" h
            WHERE h."helper_id" = $1 AND h."created_at" > greatest(now() - interval '24 hours', coalesce(x."reviewed_at", '-infinity'))
         ) AS w`,
      [helperId],
    )) as { heldAt: Date | null; helps: number; named: boolean; retryAfter: number | null }[];
    if (row.heldAt) throw new AppError('HELPING_HELD');
    if (row.helps < this.harvestHelpsPerDay || row.named) return;
    // Outside the caller's transaction (which the refusal rolls back): the flag stays.
    const [flagged] = (await this.dataSource.query(
      `INSERT INTO "helper_holds" ("user_id", "harvest_flagged_at") VALUES ($1, now())
       ON CONFLICT ("user_id") DO UPDATE SET "harvest_flagged_at" = now()
        WHERE "helper_holds"."harvest_flagged_at" IS NULL OR "helper_holds"."harvest_flagged_at" <= coalesce("helper_holds"."reviewed_at", '-infinity')
       RETURNING "user_id"`,
      [helperId],
    )) as unknown[];
    if (flagged) this.securityLog.event('harvest-limited', { user: this.securityLog.pseudonym(helperId) });
    throw new RateLimitedError(Math.max(1, row.retryAfter ?? 1));
  }

  /**
   * A moderator's restore, in their transaction: the hold and the harvesting flag are cleared, and
   * reports and helps before now stop counting. NOT_FOUND when the user is not under review.
   */
  async restoreForModeration(manager: EntityManager, userId: string): Promise<void> {
    const [rows] = (await manager.query(
      `UPDATE "helper_holds" SET "held_at" = NULL, "reviewed_at" = now()
        WHERE "user_id" = $1 AND ("held_at" IS NOT NULL OR "harvest_flagged_at" > coalesce("reviewed_at", '-infinity'))
        RETURNING "user_id"`,
      [userId],
    )) as [unknown[], number];
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'This helper is not under review');
  }

  /**
   * Helpers a moderator should look at, oldest first, after `after`: held ones, and ones the
   * harvesting limit refused since their last review; banned accounts wait for an unban.
   */
  async moderationQueue(limit: number, after?: Cursor): Promise<HelperQueueEntry[]> {
    // Banned accounts are the users module's to know: pages of candidates are read until `limit`
    // helpers who are not banned are found, or none are left.
    const rows: HelperQueueRow[] = [];
    let cursor = after;
    for (;;) {
      const page = await this.queueCandidates(limit, cursor);
      const users = await this.users.findManyByIds(page.map((row) => row.userId));
      rows.push(...page.filter((row) => users.get(row.userId)?.bannedAt === null));
      if (page.length < limit || rows.length >= limit) break;
      const last = page[page.length - 1];
      cursor = { at: new Date(last.flaggedAt).toISOString(), id: last.userId };
    }
    rows.splice(limit);
    if (rows.length === 0) return [];
    const reasons = (await this.dataSource.query(
      `SELECT "helper_id" AS "id", "reason", count(*)::int AS "count" FROM "helper_reports" WHERE "helper_id" = ANY($1::uuid[])
        GROUP BY "helper_id", "reason" ORDER BY count(*) DESC, "reason"`,
      [rows.map((row) => row.userId)],
    )) as { id: string; reason: string; count: number }[];
    return rows.map((row) => ({
      userId: row.userId,
      flag: row.heldAt ? 'ASKS_FOR_MONEY' : 'HARVESTING',
      flaggedAt: row.flaggedAt,
      heldAt: row.heldAt,
      moneyReporters: row.moneyReporters,
      reasons: reasons.filter((entry) => entry.id === row.userId).map(({ reason, count }) => ({ reason, count })),
    }));
  }

  /** Held or harvest-flagged helpers, oldest first, after `after` (banned ones included). */
  private async queueCandidates(limit: number, after?: Cursor): Promise<HelperQueueRow[]> {
    const sortKey = `date_trunc('milliseconds', coalesce(x."held_at", x."harvest_flagged_at"))`;
    return (await this.dataSource.query(
      `SELECT x."user_id" AS "userId", x."held_at" AS "heldAt", ${sortKey} AS "flaggedAt",
              (SELECT count(DISTINCT r."reporter_id")::int FROM "helper_reports" r
                WHERE r."helper_id" = x."user_id" AND r."reason" = 'SCAM' AND r."weighs" AND r."created_at" > coalesce(x."reviewed_at", '-infinity')) AS "moneyReporters"
         FROM "helper_holds" x
        WHERE (x."held_at" IS NOT NULL OR x."harvest_flagged_at" > coalesce(x."reviewed_at", '-infinity'))
          ${after ? `AND (${sortKey}, x."user_id") > ($2::timestamptz, $3::uuid)` : ''}
        ORDER BY ${sortKey}, x."user_id"
        LIMIT $1`,
      after ? [limit, after.at, after.id] : [limit],
    )) as HelperQueueRow[];
  }

  /**
   * A ban, in its transaction: the banned user's reports on helpers stop counting, and a helper
   * held because of them (fewer than HELPER_REPORTS_TO_HOLD weighing requesters left since their
   * last review) may help again. The helpers whose hold lifted, to be logged once the ban
   * commits (`logLifted`).
   */
  async discountReportsOf(manager: EntityManager, reporterId: string): Promise<string[]> {
    const [rows] = (await manager.query(`UPDATE "helper_reports" SET "weighs" = false WHERE "reporter_id" = $1 AND "weighs" RETURNING "helper_id", "reason"`, [
      reporterId,
    ])) as [{ helper_id: string; reason: ReportReason }[], number];
    const helpers = [...new Set(rows.filter((row) => row.reason === 'SCAM').map((row) => row.helper_id))].sort();
    const lifted: string[] = [];
    for (const helperId of helpers) {
      const hold = await this.lock(manager, helperId);
      if (!hold.held_at || (await this.scamReporters(manager, helperId, hold.reviewed_at)) >= HELPER_REPORTS_TO_HOLD) continue;
      await manager.query(`UPDATE "helper_holds" SET "held_at" = NULL WHERE "user_id" = $1`, [helperId]);
      lifted.push(helperId);
    }
    return lifted;
  }

  /** Security events for holds a ban lifted (`discountReportsOf`), once it has committed: a ban rolled back lifted nothing. */
  logLifted(helperIds: readonly string[]): void {
    for (const helperId of helperIds) this.securityLog.event('helper-hold-lifted', { user: this.securityLog.pseudonym(helperId) });
  }

  /** Distinct requesters whose weighing SCAM reports on this helper came after their last review. */
  private async scamReporters(manager: EntityManager, helperId: string, reviewedAt: Date | null): Promise<number> {
    const [{ count }] = (await manager.query(
      `SELECT count(DISTINCT "reporter_id")::int AS "count" FROM "helper_reports"
        WHERE "helper_id" = $1 AND "reason" = 'SCAM' AND "weighs" AND "created_at" > coalesce($2::timestamptz, '-infinity')`,
      [helperId, reviewedAt],
    )) as { count: number }[];
    return count;
  }

  /** The hold row of a helper, made if missing, locked for the caller's transaction. */
  private async lock(manager: EntityManager, helperId: string): Promise<{ held_at: Date | null; reviewed_at: Date | null }> {
    await manager.query(`INSERT INTO "helper_holds" ("user_id") VALUES ($1) ON CONFLICT DO NOTHING`, [helperId]);
    const [row] = (await manager.query(`SELECT "held_at", "reviewed_at" FROM "helper_holds" WHERE "user_id" = $1 FOR UPDATE`, [helperId])) as {
      held_at: Date | null;
      reviewed_at: Date | null;
    }[];
    return row;
  }
}
