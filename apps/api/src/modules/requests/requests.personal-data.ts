import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UsersService } from '../users';
import { recountRequestReports } from './request-reports';
import { PersonalData, type ErasureOutcome, type PersonalDataOwner, type PersonalDataSections } from '../../common/personal-data/personal-data';

/**
 * Requests: the user's own (with the number of helpers), the requests they offered to help (what
 * they were shown), the requests they reported and the users they blocked from helping them. An erasure deletes the user's requests (their
 * helpers, reports and notifications go by cascade) and their helps and reports; a request they
 * had offered to help loses them from its count too (unless its owner had removed them), one they
 * reported loses their report's weight, and their blocks, either way, go. Reports on helpers they
 * sent, and their own review state as a helper, are exported; both go, with the reports on them as
 * a helper, on erasure.
 */
@PersonalData()
@Injectable()
export class RequestsPersonalData implements PersonalDataOwner {
  constructor(private readonly users: UsersService) {}

  async export(userId: string, manager: EntityManager): Promise<PersonalDataSections> {
    const [requests, helpsGiven, reports, helperReports, helperHold, blocks] = await Promise.all([
      manager.query(
        `SELECT r."id", r."applicant", r."email", r."phone_no" AS "phoneNo", r."address_line" AS "addressLine", r."district", r."state",
                r."pincode", r."blood_group" AS "bloodGroup", r."reason", to_char(r."required_by", 'YYYY-MM-DD') AS "requiredBy",
                r."component", r."units", r."hospital_name" AS "hospitalName", r."urgency",
                r."is_active" AS "isActive", r."is_fulfilled" AS "isFulfilled", r."reached_to" AS "reachedTo", r."approved_by" AS "approvedBy",
                r."created_at" AS "createdAt", r."closed_at" AS "closedAt"
           FROM "blood_requests" r WHERE r."requested_by" = $1 ORDER BY r."created_at"`,
        [userId],
      ) as Promise<Record<string, unknown>[]>,
      manager.query(
        `SELECT h."request_id" AS "requestId", h."created_at" AS "helpedAt", r."applicant", r."blood_group" AS "bloodGroup",
                r."district", r."state", to_char(r."required_by", 'YYYY-MM-DD') AS "requiredBy"
           FROM "request_helpers" h JOIN "blood_requests" r ON r."id" = h."request_id" WHERE h."helper_id" = $1 ORDER BY h."created_at"`,
        [userId],
      ) as Promise<Record<string, unknown>[]>,
      manager.query(`SELECT "request_id" AS "requestId", "reason", "created_at" AS "reportedAt" FROM "request_reports" WHERE "reporter_id" = $1 ORDER BY "created_at"`, [
        userId,
      ]) as Promise<Record<string, unknown>[]>,
      manager.query(
        `SELECT "request_id" AS "requestId", "helper_id" AS "helperId", "reason", "created_at" AS "reportedAt" FROM "helper_reports" WHERE "reporter_id" = $1 ORDER BY "created_at"`,
        [userId],
      ) as Promise<Record<string, unknown>[]>,
      manager.query(`SELECT "held_at" AS "heldAt", "harvest_flagged_at" AS "harvestFlaggedAt", "reviewed_at" AS "reviewedAt" FROM "helper_holds" WHERE "user_id" = $1`, [
        userId,
      ]) as Promise<Record<string, unknown>[]>,
      // Whom they blocked from helping on their requests, by public name only; who blocked them is not theirs to learn.
      manager.query(`SELECT "blocked_id" AS "blockedId", "created_at" AS "blockedAt" FROM "request_help_blocks" WHERE "blocker_id" = $1 ORDER BY "created_at"`, [
        userId,
      ]) as Promise<{ blockedId: string; blockedAt: Date }[]>,
    ]);
    const blocked = await this.users.findManyByIds(blocks.map((block) => block.blockedId));
    const helpBlocks = blocks.flatMap(({ blockedId, blockedAt }) => {
      const user = blocked.get(blockedId);
      return user ? [{ userName: user.userName, blockedAt }] : [];
    });
    return { requests, helpsGiven, 'reports.requests': reports, 'reports.helpers': helperReports, helperReview: helperHold[0] ?? null, helpBlocks };
  }

  async erase(userId: string, manager: EntityManager): Promise<ErasureOutcome | void> {
    await manager.query(
      `WITH "gone" AS (DELETE FROM "request_helpers" WHERE "helper_id" = $1 RETURNING "request_id", "removed_at")
       UPDATE "blood_requests" SET "approved_by" = greatest("approved_by" - 1, 0), "updated_at" = now()
        WHERE "id" IN (SELECT "request_id" FROM "gone" WHERE "removed_at" IS NULL)`,
      [userId],
    );
    // Blocks they made and blocks made against them (their account goes, so neither means anything).
    await manager.query(`DELETE FROM "request_help_blocks" WHERE "blocker_id" = $1 OR "blocked_id" = $1`, [userId]);
    // Their reports stop weighing: the requests they reported are counted again without them.
    const [reported] = (await manager.query(`DELETE FROM "request_reports" WHERE "reporter_id" = $1 RETURNING "request_id"`, [userId])) as [
      { request_id: string }[],
      number,
    ];
    await recountRequestReports(
      manager,
      reported.map((row) => row.request_id),
    );
    await manager.query(`DELETE FROM "helper_reports" WHERE "reporter_id" = $1 OR "helper_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "helper_holds" WHERE "user_id" = $1`, [userId]);
    await manager.query(`DELETE FROM "blood_requests" WHERE "requested_by" = $1`, [userId]);
  }
}
