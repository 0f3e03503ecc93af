import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_REQUEST_COMPONENT, DEFAULT_REQUEST_UNITS, DONATION_MESSAGES, MESSAGES, REPORTS_TO_HIDE, isUnderReview, moneyAskInAny, reportWeighs, todayInIndia, type ReportReason } from '@redhope/domain';
import type { PubSubEngine } from 'graphql-subscriptions';
import DataLoader from 'dataloader';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { DomainEventBus } from '../../common/events/domain-events';
import { idempotencyKeyReused, submissionFingerprint, violatesUnique } from '../../common/idempotency/idempotency-key';
import type { ClientInfo } from '../../common/http/client-info';
import { PUB_SUB } from '../../common/pubsub/pubsub.module';
import { SecurityLog } from '../../common/security/security-log';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { RateLimitService, type RateLimit } from '../../common/rate-limit/rate-limit.service';
import { UsersService, type UserEntity } from '../users';
import { BloodRequestEntity } from './blood-request.entity';
import { DonorMatcher } from './donor-matcher';
import { RequestStateForViewer } from './models/request-needs.enums';
import type { CreateBloodRequestInput } from './dto/create-blood-request.input';
import { HelperHoldsService } from './helper-holds.service';
import { RequestHelperEntity } from './request-helper.entity';
import { reportTallies, type ModerationQueueEntry } from '../../common/reports/report-tallies';
import type { Cursor } from '../../common/graphql/pagination';
import { recountRequestReports } from './request-reports';
import { DonorsConfirmedEvent, HelpOfferedEvent, RequestCancelledEvent, RequestCreatedEvent, RequestFulfilledEvent, requestFacts } from './requests.events';
import { requestRateLimits } from './requests.rate-limits';

/** Live counters of one request, fanned out to its open pages. */
export const REQUEST_COUNTS = 'requests.counts';

export interface RequestCountsPayload {
  requestId: string;
  reachedTo: number;
  approvedBy: number;
  /** Open pages learn at once that the request closed (fulfilled, cancelled). */
  isActive: boolean;
  isFulfilled: boolean;
}

/** A request as one viewer may see it. */
export interface ViewedRequest {
  request: BloodRequestEntity;
  isOwner: boolean;
  hasHelped: boolean;
  hasReported: boolean;
  /** The owner and the users who offered help see the applicant's phone and e-mail unmasked. */
  contactVisible: boolean;
}

/**
 * Whether a viewer sees a request's phone and e-mail unmasked: its owner always; someone who
 * offered help while it is open, unless its owner removed them (they keep "has helped", so they
 * cannot offer again, but lose the contact).
 */
export function requestContactVisible(viewer: { isOwner: boolean; hasHelped: boolean; removed: boolean; isActive: boolean }): boolean {
  return viewer.isOwner || (viewer.hasHelped && !viewer.removed && viewer.isActive);
}

export interface HelperEntry {
  helper: UserEntity;
  offeredAt: Date;
  /** When the owner said this helper donated; null until then. */
  donorConfirmedAt: Date | null;
  /** When the owner took this helper off the request; null while they help. */
  removedAt: Date | null;
  /** Whether the owner blocked this helper from helping on their requests. */
  blocked: boolean;
  /** Whether the owner reported this helper on this request (once per request and helper). */
  reported: boolean;
}

/** A user a requester blocked from helping on their requests. */
export interface BlockedHelper {
  user: UserEntity;
  blockedAt: Date;
}

/**
 * Blood requests and their rules (docs/product-rules.md, "Requests"). Every rule is enforced here,
 * for REST and GraphQL alike: ownership, the active state, one help and one report per user, and
 * who may see a request and its contacts.
 */
/**
 * A request still open to help, in SQL: active, its date not passed, not held, hidden or reported
 * away. `$day` and `$reports` are the placeholders of India's today and REPORTS_TO_HIDE.
 */
function openRequestSql(alias: '' | 'r.', day: number, reports: number): string {
  const column = (name: string) => `${alias}"${name}"`;
  return `(${column('is_active')} AND ${column('required_by')} >= $${day}::date AND ${column('report_count')} < $${reports} AND ${column('held_at')} IS NULL AND ${column('hidden_at')} IS NULL)`;
}

@Injectable()
export class RequestsService {
  private readonly logger = new Logger(RequestsService.name);
  private readonly stateLoaders = new WeakMap<object, Map<string, DataLoader<string, RequestStateForViewer>>>();
  private readonly createLimit: RateLimit;
  private readonly helpLimit: RateLimit;
  private readonly reportLimit: RateLimit;
  private readonly reporterMinAgeHours: number;

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(BloodRequestEntity) private readonly requests: Repository<BloodRequestEntity>,
    private readonly users: UsersService,
    private readonly matcher: DonorMatcher,
    private readonly events: DomainEventBus,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    private readonly securityLog: SecurityLog,
    private readonly helperHolds: HelperHoldsService,
    rateLimits: RateLimitService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.reporterMinAgeHours = config.reports.minAccountAgeHours;
    const policies = requestRateLimits(config.requestLimits);
    this.createLimit = rateLimits.limit(policies.create);
    this.helpLimit = rateLimits.limit(policies.help);
    this.reportLimit = rateLimits.limit(policies.report);
  }

  /**
   * Posts a request and alerts its donors: the donors are chosen first, so the request is written
   * once, with its reach, and RequestCreatedEvent is recorded in the same transaction: the alerts
   * are delivered if and only if the request exists, whatever fails or crashes after the commit.
   * With an idempotency key, a retry of the same submission (even one racing the first) returns
   * the request the first attempt posted, and alerts nobody again. A request whose text asks for
   * money (libs/domain moneyAskIn) is stored held: no donors are chosen and no event is recorded
   * until a moderator releases it (`release`).
   */
  async create(ownerId: string, input: CreateBloodRequestInput, idempotencyKey?: string): Promise<BloodRequestEntity> {
    const request = this.requests.create({
      requestedBy: ownerId,
      applicant: input.applicant,
      email: input.email,
      phoneNo: input.phoneNo,
      addressLine: input.address.addressLine,
      district: input.address.district,
      state: input.address.state,
      pincode: input.pincode,
      bloodGroup: input.bloodGroup,
      reason: input.reason,
      requiredBy: input.date,
      component: input.component ?? DEFAULT_REQUEST_COMPONENT,
      units: input.units ?? DEFAULT_REQUEST_UNITS,
      hospitalName: input.hospitalName ?? null,
      urgency: input.urgency ?? null,
    });
    if (idempotencyKey !== undefined) {
      request.idempotencyFingerprint = submissionFingerprint({ ...request });
      request.idempotencyKey = idempotencyKey;
      const earlier = await this.earlierSubmission(ownerId, request);
      if (earlier) return earlier;
    }
    await this.createLimit.consume(ownerId);
    const heldReason = moneyAskInAny([input.reason, input.applicant, input.hospitalName, input.address.addressLine]);
    request.heldAt = heldReason ? new Date() : null;
    request.heldReason = heldReason;
    const donors = heldReason ? [] : await this.matcher.find(this.dataSource.manager, request, new Date());
    request.reachedTo = donors.length;
    try {
      await this.dataSource.transaction(async (manager) => {
        // Never beside a ban of the owner: it finds this request and hides it, or refuses it.
        await this.users.lockNotBanned(manager, ownerId);
        await manager.save(request);
        if (heldReason) return;
        await this.events.record(
          manager,
          new RequestCreatedEvent(
            requestFacts(request),
            donors.map((donor) => ({ userId: donor.userId, distanceKm: donor.distanceKm })),
          ),
        );
      });
    } catch (error) {
      // A retry that raced the first attempt: it waited for the first commit and lost.
      const earlier = violatesUnique(error, 'blood_requests_idempotency_key') ? await this.earlierSubmission(ownerId, request) : null;
      if (earlier) return earlier;
      throw error;
    }
    return request;
  }

  /** The request posted earlier with the submission's key; IDEMPOTENCY_KEY_REUSED when it said something else. */
  private async earlierSubmission(ownerId: string, submission: BloodRequestEntity): Promise<BloodRequestEntity | null> {
    const earlier = await this.requests.findOne({ where: { requestedBy: ownerId, idempotencyKey: submission.idempotencyKey ?? '' } });
    if (!earlier) return null;
    if (earlier.idempotencyFingerprint !== submission.idempotencyFingerprint) throw idempotencyKeyReused();
    return this.load(earlier.id);
  }

  /**
   * A request as `viewerId` (null: signed out) may see it; NOT_FOUND when they may not. With
   * `closed`, a fulfilled, cancelled or expired request is also seen by those who offered help on
   * it and were not removed (a helper's open page, their old notification: the page says what
   * happened), without contact details; to anyone else but its owner it is not found, as in the
   * REST API (docs/product-rules.md: its details are no longer public).
   */
  async view(requestId: string, viewerId: string | null, options: { closed?: boolean } = {}): Promise<ViewedRequest> {
    const request = await this.load(requestId);
    const isOwner = viewerId === request.requestedBy;
    let hasHelped = false;
    let hasReported = false;
    let removed = false;
    if (viewerId && !isOwner) {
      const [row] = (await this.dataSource.query(
        `SELECT EXISTS (SELECT 1 FROM "request_helpers" WHERE "request_id" = $1 AND "helper_id" = $2) AS "helped",
                EXISTS (SELECT 1 FROM "request_helpers" WHERE "request_id" = $1 AND "helper_id" = $2 AND "removed_at" IS NOT NULL) AS "removed",
                EXISTS (SELECT 1 FROM "request_reports" WHERE "request_id" = $1 AND "reporter_id" = $2) AS "reported"`,
        [requestId, viewerId],
      )) as { helped: boolean; removed: boolean; reported: boolean }[];
      hasHelped = row.helped;
      removed = row.removed;
      hasReported = row.reported;
    }
    const seenClosed = options.closed === true && !request.isActive && !isUnderReview(request) && hasHelped && !removed;
    if (!isOwner && !this.isPublic(request) && !seenClosed) throw new AppError('NOT_FOUND', 'Request not found');
    return { request, isOwner, hasHelped, hasReported, contactVisible: requestContactVisible({ isOwner, hasHelped, removed, isActive: request.isActive }) };
  }

  /**
   * A request as a shared link previews it (modules/share): open or closed, so that a forward of a
   * closed one can say it is no longer needed; null when there is none or it was reported away.
   */
  async findForPreview(requestId: string): Promise<BloodRequestEntity | null> {
    try {
      const request = await this.load(requestId);
      return isUnderReview(request) ? null : request;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /** Whether `viewerId` may see the request at all (used by live subscriptions). */
  async canView(requestId: string, viewerId: string): Promise<boolean> {
    try {
      await this.view(requestId, viewerId);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
      throw error;
    }
  }

  /** The owner's requests: active first, then newest. */
  async listOwn(ownerId: string): Promise<BloodRequestEntity[]> {
    await this.expireOverdue(ownerId);
    return this.requests.find({ where: { requestedBy: ownerId }, order: { isActive: 'DESC', createdAt: 'DESC' }, take: 500 });
  }

  /** `donorIds`: the helpers who donated, when the owner says (each must be a helper of the request). */
  fulfil(requestId: string, ownerId: string, donorIds: readonly string[] = []): Promise<BloodRequestEntity> {
    return this.close(requestId, ownerId, true, donorIds);
  }

  cancel(requestId: string, ownerId: string): Promise<BloodRequestEntity> {
    return this.close(requestId, ownerId, false);
  }

  /**
   * The owner of a fulfilled request names helpers who donated, after fulfilling it: each gets
   * their thanks and the donation in their record (on the day it was fulfilled, in India). Helpers
   * named before stay named; naming one again changes nothing.
   */
  async confirmDonors(requestId: string, ownerId: string, donorIds: readonly string[]): Promise<BloodRequestEntity> {
    const request = await this.load(requestId);
    if (request.requestedBy !== ownerId) {
      if (!this.isPublic(request)) throw new AppError('NOT_FOUND', 'Request not found');
      throw new AppError('FORBIDDEN');
    }
    if (!request.isFulfilled) throw new AppError('CONFLICT', 'Only a fulfilled request can name its donors');
    const donatedOn = todayInIndia(request.closedAt ?? new Date());
    await this.dataSource.transaction(async (manager) => {
      const named = await this.nameDonors(manager, requestId, donorIds);
      if (named.length > 0) await this.events.record(manager, new DonorsConfirmedEvent(requestFacts(request), named, donatedOn));
    });
    return request;
  }

  /**
   * Marks these helpers of the request as donors (in the caller's transaction) and returns those
   * newly marked; VALIDATION_FAILED, before anything changes, when one is not a helper of it.
   */
  private async nameDonors(manager: EntityManager, requestId: string, donorIds: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(donorIds.map((id) => id.toLowerCase()))];
    if (wanted.length === 0) return [];
    const helpers = (await manager.query(
      `SELECT "helper_id" FROM "request_helpers" WHERE "request_id" = $1 AND "helper_id" = ANY($2::uuid[]) AND "removed_at" IS NULL`,
      [requestId, wanted],
    )) as {
      helper_id: string;
    }[];
    if (helpers.length !== wanted.length) {
      throw new AppError('VALIDATION_FAILED', DONATION_MESSAGES.donorsNotHelpers, { donorHelperIds: DONATION_MESSAGES.donorsNotHelpers });
    }
    const [marked] = (await manager.query(
      `UPDATE "request_helpers" SET "donor_confirmed_at" = now() WHERE "request_id" = $1 AND "helper_id" = ANY($2::uuid[]) AND "donor_confirmed_at" IS NULL RETURNING "helper_id"`,
      [requestId, wanted],
    )) as [{ helper_id: string }[], number];
    return marked.map((row) => row.helper_id);
  }

  /**
   * Owner only, while active, once: one conditional UPDATE decides, so of any number of parallel
   * calls exactly one changes the state.
   */
  private async close(requestId: string, ownerId: string, fulfilled: boolean, donorIds: readonly string[] = []): Promise<BloodRequestEntity> {
    const closed = await this.dataSource.transaction(async (manager): Promise<BloodRequestEntity | null> => {
      const [rows] = (await manager.query(
        `UPDATE "blood_requests" SET "is_active" = false, "is_fulfilled" = $3, "closed_at" = now(), "updated_at" = now()
          WHERE "id" = $1 AND "requested_by" = $2 AND "is_active" AND "required_by" >= $4::date
          RETURNING "id"`,
        [requestId, ownerId, fulfilled, todayInIndia()],
      )) as [{ id: string }[], number];
      if (rows.length === 0) return null;
      const request = await manager.findOneByOrFail(BloodRequestEntity, { id: requestId });
      // Helpers the owner removed are not told (they learn nothing more about the request).
      const helpers = (await manager.query(`SELECT "helper_id" FROM "request_helpers" WHERE "request_id" = $1 AND "removed_at" IS NULL`, [requestId])) as {
        helper_id: string;
      }[];
      if (!fulfilled) await this.events.record(manager, new RequestCancelledEvent(requestFacts(request), helpers.map((row) => row.helper_id)));
      if (fulfilled) {
        // A donor who is not a helper fails the whole fulfilment: the request stays active.
        const donors = await this.nameDonors(manager, requestId, donorIds);
        await this.events.record(manager, new RequestFulfilledEvent(requestFacts(request), helpers.map((row) => row.helper_id), donors, todayInIndia()));
      }
      return request;
    });
    if (!closed) {
      const request = await this.load(requestId);
      // Someone else's: forbidden while they can see it; once it is closed or hidden it is not
      // found for them, as everywhere else (the answer does not tell that it exists).
      if (request.requestedBy !== ownerId) throw this.isPublic(request) ? new AppError('FORBIDDEN') : new AppError('NOT_FOUND', 'Request not found');
      throw new AppError('CONFLICT', 'This request is no longer active');
    }
    // Committed: the answer is the row as the transaction left it (no read after the commit that
    // could fail and answer an error for a close that happened). Pages open on it (a helper on the
    // way) show the closed state without a reload.
    await this.publishCountsQuietly(closed);
    return closed;
  }

  /**
   * Offers the caller's help: their contact then reaches the owner. Not on one's own request,
   * only while active, only with a complete profile, once per user; approvedBy counts distinct
   * helpers in the same transaction as the helper row. With an idempotency key, a retry of an
   * offer that went through answers as the first did (not "already helped"), and the owner is
   * told once; once the request is closed, it is not found, as for any helper.
   */
  async offerHelp(requestId: string, helperId: string, idempotencyKey?: string): Promise<BloodRequestEntity> {
    const { request } = await this.view(requestId, helperId);
    if (request.requestedBy === helperId) throw new AppError('FORBIDDEN', 'You cannot help on your own request');
    if (idempotencyKey !== undefined && (await this.helpedWithKey(requestId, helperId, idempotencyKey))) return request;
    if (!request.isActive) throw new AppError('NOT_FOUND', 'Request not found');
    await this.refuseRemovedOrBlocked(this.dataSource.manager, request, helperId);
    await this.helpLimit.consume(helperId);
    // A quick refusal before any work; checked again, exactly, inside the transaction.
    await this.helperHolds.assertMayHelp(helperId);
    const helper = await this.users.getById(helperId);
    if (!helper.isBloodGroupAdded || !helper.isContactInfoFilled) throw new AppError('PROFILE_INCOMPLETE', MESSAGES.completeProfileToHelp);

    let updated: { approved_by: number; reached_to: number } | 'replayed';
    try {
      updated = await this.dataSource.transaction(async (manager) => {
        // This helper's offers one at a time, and never beside a block of them being saved: two
        // offers sent at once both saw one help short of the harvesting limit, and an offer beside
        // a block saw no block while the block saw no help to take off.
        await lockOffersOf(manager, helperId);
        await this.helperHolds.assertMayHelp(helperId, manager);
        // Never past a block the owner made meanwhile.
        const inserted = (await manager.query(
          `INSERT INTO "request_helpers" ("request_id", "helper_id", "idempotency_key")
             SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM "request_help_blocks" WHERE "blocker_id" = $4 AND "blocked_id" = $2)
             ON CONFLICT ("request_id", "helper_id") DO NOTHING RETURNING "helper_id"`,
          [requestId, helperId, idempotencyKey ?? null, request.requestedBy],
        )) as unknown[];
        if (inserted.length === 0) {
          // A retry that raced the first attempt with the same key finds the help it made.
          if (idempotencyKey !== undefined && (await this.helpedWithKey(requestId, helperId, idempotencyKey, manager))) return 'replayed' as const;
          await this.refuseRemovedOrBlocked(manager, request, helperId);
          throw new AppError('ALREADY_HELPED', MESSAGES.alreadyHelped);
        }
        const [rows] = (await manager.query(
          `UPDATE "blood_requests" SET "approved_by" = "approved_by" + 1, "updated_at" = now()
            WHERE "id" = $1 AND "is_active" RETURNING "approved_by", "reached_to"`,
          [requestId],
        )) as [{ approved_by: number; reached_to: number }[], number];
        // Closed between the check and now: nothing to help with any more.
        if (rows.length === 0) throw new AppError('NOT_FOUND', 'Request not found');
        await this.events.record(manager, new HelpOfferedEvent(requestFacts(request), { id: helper.id, userName: helper.userName }));
        return rows[0];
      });
    } catch (error) {
      // The key already made a help on another request.
      if (violatesUnique(error, 'request_helpers_idempotency_key')) throw idempotencyKeyReused();
      throw error;
    }
    if (updated === 'replayed') return this.load(requestId);
    request.approvedBy = updated.approved_by;
    request.reachedTo = updated.reached_to;
    // The help is committed: a failed live update of open pages must not turn the answer into an error.
    await this.publishCountsQuietly(request);
    return request;
  }

  /** HELP_BLOCKED when the request's owner blocked this user; HELP_REMOVED when they took them off this request. */
  private async refuseRemovedOrBlocked(manager: EntityManager, request: BloodRequestEntity, helperId: string): Promise<void> {
    const [row] = (await manager.query(
      `SELECT EXISTS (SELECT 1 FROM "request_help_blocks" WHERE "blocker_id" = $1 AND "blocked_id" = $2) AS "blocked",
              EXISTS (SELECT 1 FROM "request_helpers" WHERE "request_id" = $3 AND "helper_id" = $2 AND "removed_at" IS NOT NULL) AS "removed"`,
      [request.requestedBy, helperId, request.id],
    )) as { blocked: boolean; removed: boolean }[];
    if (row.blocked) throw new AppError('HELP_BLOCKED', MESSAGES.helpBlocked);
    if (row.removed) throw new AppError('HELP_REMOVED', MESSAGES.helpRemoved);
  }

  // ---- The requester protects themselves (docs/product-rules.md, "Removing and blocking a helper") ----

  /**
   * The owner takes a helper off their request: the helper's contact stays in the owner's list
   * (marked removed), the owner's contact is no longer shown to the helper, the helper cannot offer
   * again on it, and they stop counting in `approvedBy`. The helper is not notified. Removing a
   * removed helper changes nothing. NOT_FOUND when this user never offered help on the request.
   */
  async removeHelper(requestId: string, ownerId: string, helperId: string): Promise<void> {
    const request = await this.ownedForHelpers(requestId, ownerId);
    const changed = await this.dataSource.transaction(async (manager) => {
      await this.helperOf(manager, requestId, helperId);
      return this.removeFrom(manager, ownerId, helperId, [requestId]);
    });
    await this.publishChanged(changed, request);
  }

  /**
   * The owner blocks a helper of one of their requests from helping on any of their requests,
   * present and future: the helper is taken off every active request of the owner they offered
   * help on (as `removeHelper`) and this request too, and offerHelp answers HELP_BLOCKED to them
   * on the owner's requests until the owner unblocks them; matching no longer alerts them for the
   * owner's requests. Blocking again changes nothing. Only a helper of the request can be blocked
   * (NOT_FOUND otherwise): an owner cannot block users by guessing ids.
   */
  async blockHelper(requestId: string, ownerId: string, helperId: string): Promise<void> {
    const request = await this.ownedForHelpers(requestId, ownerId);
    const changed = await this.dataSource.transaction(async (manager) => {
      await this.helperOf(manager, requestId, helperId);
      // An offer of theirs being saved now is either seen below (and taken off) or sees the block.
      await lockOffersOf(manager, helperId);
      await manager.query(`INSERT INTO "request_help_blocks" ("blocker_id", "blocked_id") VALUES ($1, $2) ON CONFLICT DO NOTHING`, [ownerId, helperId]);
      const helped = (await manager.query(
        `SELECT h."request_id" FROM "request_helpers" h JOIN "blood_requests" r ON r."id" = h."request_id"
          WHERE h."helper_id" = $1 AND r."requested_by" = $2 AND (r."is_active" OR r."id" = $3) AND h."removed_at" IS NULL`,
        [helperId, ownerId, requestId],
      )) as { request_id: string }[];
      return this.removeFrom(
        manager,
        ownerId,
        helperId,
        helped.map((row) => row.request_id),
      );
    });
    await this.publishChanged(changed, request);
  }

  /** The owner lifts their block: the user may offer help on their requests again (not on one they were removed from). */
  async unblockUser(ownerId: string, userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM "request_help_blocks" WHERE "blocker_id" = $1 AND "blocked_id" = $2`, [ownerId, userId]);
  }

  /** The users this requester blocked, newest first. */
  async blockedBy(ownerId: string): Promise<BlockedHelper[]> {
    const rows = (await this.dataSource.query(
      `SELECT "blocked_id", "created_at" FROM "request_help_blocks" WHERE "blocker_id" = $1 ORDER BY "created_at" DESC LIMIT 500`,
      [ownerId],
    )) as { blocked_id: string; created_at: Date }[];
    const users = await this.users.findManyByIds(rows.map((row) => row.blocked_id));
    return rows.flatMap((row) => {
      const user = users.get(row.blocked_id);
      return user ? [{ user, blockedAt: row.created_at }] : [];
    });
  }

  /** The request, when `ownerId` owns it; NOT_FOUND for someone who cannot see it, FORBIDDEN for anyone else. */
  private async ownedForHelpers(requestId: string, ownerId: string): Promise<BloodRequestEntity> {
    const request = await this.load(requestId);
    if (request.requestedBy !== ownerId) {
      if (!this.isPublic(request)) throw new AppError('NOT_FOUND', 'Request not found');
      throw new AppError('FORBIDDEN');
    }
    return request;
  }

  /** NOT_FOUND unless `helperId` offered help on the request. */
  private async helperOf(manager: EntityManager, requestId: string, helperId: string): Promise<void> {
    const rows = (await manager.query(`SELECT 1 FROM "request_helpers" WHERE "request_id" = $1 AND "helper_id" = $2`, [requestId, helperId])) as unknown[];
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'Helper not found');
  }

  /** Marks the helper removed on these requests of the owner; each request that changed, with its new counts. */
  private async removeFrom(manager: EntityManager, ownerId: string, helperId: string, requestIds: readonly string[]): Promise<RequestCountsPayload[]> {
    if (requestIds.length === 0) return [];
    // The requests' rows before the helpers' rows, as a fulfilment (close) takes them: a fulfilment
    // naming this helper and their removal then run one after the other (in the other order they
    // deadlocked, and Postgres failed one of them after a second).
    await manager.query(`SELECT 1 FROM "blood_requests" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`, [[...requestIds]]);
    const [rows] = (await manager.query(
      `WITH "removed" AS (
         UPDATE "request_helpers" h SET "removed_at" = now()
           FROM "blood_requests" r
          WHERE h."request_id" = r."id" AND r."requested_by" = $1 AND h."helper_id" = $2 AND h."request_id" = ANY($3::uuid[]) AND h."removed_at" IS NULL
          RETURNING h."request_id")
       UPDATE "blood_requests" SET "approved_by" = greatest("approved_by" - 1, 0), "updated_at" = now()
        WHERE "id" IN (SELECT "request_id" FROM "removed") RETURNING "id", "approved_by", "reached_to", "is_active", "is_fulfilled"`,
      [ownerId, helperId, [...requestIds]],
    )) as [{ id: string; approved_by: number; reached_to: number; is_active: boolean; is_fulfilled: boolean }[], number];
    return rows.map((row) => ({ requestId: row.id, approvedBy: row.approved_by, reachedTo: row.reached_to, isActive: row.is_active, isFulfilled: row.is_fulfilled }));
  }

  private async publishChanged(changed: readonly RequestCountsPayload[], request: BloodRequestEntity): Promise<void> {
    for (const payload of changed) {
      if (payload.requestId === request.id) {
        request.approvedBy = payload.approvedBy;
        request.reachedTo = payload.reachedTo;
      }
      await this.pubSub.publish(REQUEST_COUNTS, payload).catch((error: unknown) => this.countsNotPublished(error));
    }
  }

  /**
   * Whether this key made the caller's help on this request. IDEMPOTENCY_KEY_REUSED when it made
   * one on another request: a help's submission is the request it is for.
   */
  private async helpedWithKey(requestId: string, helperId: string, key: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const rows = (await manager.query(`SELECT "request_id" FROM "request_helpers" WHERE "helper_id" = $1 AND "idempotency_key" = $2`, [helperId, key])) as {
      request_id: string;
    }[];
    if (rows.length === 0) return false;
    if (rows[0].request_id !== requestId) throw idempotencyKeyReused();
    return true;
  }

  /**
   * Whether the request is open (active, its date not passed, not held, hidden or reported away),
   * holding its row against a close until the caller's transaction ends: what is written about an
   * open request in that transaction (its alerts) exists before anything that reacts to its close
   * reads it ("no longer needed" goes to the donors it alerted).
   */
  lockIfOpen(manager: EntityManager, requestId: string): Promise<boolean> {
    return this.openNow(manager, requestId, 'FOR SHARE');
  }

  /** Whether the request is open now (as lockIfOpen, holding nothing): an alert about it is still worth sending. */
  isOpen(requestId: string): Promise<boolean> {
    return this.openNow(this.dataSource.manager, requestId, '');
  }

  private async openNow(manager: EntityManager, requestId: string, lock: 'FOR SHARE' | ''): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM "blood_requests"
        WHERE "id" = $1 AND ${openRequestSql('', 2, 3)}
        ${lock}`,
      [requestId, todayInIndia(), REPORTS_TO_HIDE],
    )) as unknown[];
    return rows.length > 0;
  }

  /**
   * Where each request stands for a viewer, batched per GraphQL request (notifications show it
   * instead of offering help on a request that no longer needs it). Unknown ids and requests
   * reported away are CLOSED.
   */
  stateLoader(context: object, viewerId: string): DataLoader<string, RequestStateForViewer> {
    const key = `${viewerId}`;
    let byViewer = this.stateLoaders.get(context);
    if (!byViewer) this.stateLoaders.set(context, (byViewer = new Map()));
    let loader = byViewer.get(key);
    if (!loader) {
      loader = new DataLoader<string, RequestStateForViewer>(async (ids) => {
        const rows = (await this.dataSource.query(
          `SELECT r."id", ${openRequestSql('r.', 3, 4)} AS "open", r."is_fulfilled" AS "fulfilled",
                  EXISTS (SELECT 1 FROM "request_helpers" h WHERE h."request_id" = r."id" AND h."helper_id" = $2) AS "helped"
             FROM "blood_requests" r WHERE r."id" = ANY($1::uuid[])`,
          [[...ids], viewerId, todayInIndia(), REPORTS_TO_HIDE],
        )) as { id: string; open: boolean; fulfilled: boolean; helped: boolean }[];
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((id) => {
          const row = byId.get(id);
          if (!row) return RequestStateForViewer.CLOSED;
          if (row.fulfilled) return RequestStateForViewer.FULFILLED;
          if (!row.open) return RequestStateForViewer.CLOSED;
          return row.helped ? RequestStateForViewer.HELPED : RequestStateForViewer.OPEN;
        });
      });
      byViewer.set(key, loader);
    }
    return loader;
  }

  /**
   * One report per user (never on one's own request). It weighs towards hiding the request only when
   * its reporter's account is established and older than the request (libs/domain reportWeighs); at
   * REPORTS_TO_HIDE weighing reports from distinct addresses the request leaves public view and its
   * owner sees it under review. The request's row is locked while its count is redone, so that
   * reports sent at once all count.
   */
  async report(requestId: string, reporterId: string, reason: ReportReason | null, client: ClientInfo): Promise<void> {
    const { request } = await this.view(requestId, reporterId);
    if (request.requestedBy === reporterId) throw new AppError('FORBIDDEN', 'You cannot report your own request');
    await this.reportLimit.consume(reporterId);
    const reporter = await this.users.getById(reporterId);
    const weighs = reportWeighs(reporter, request.createdAt, this.reporterMinAgeHours);
    const address = this.securityLog.pseudonym(`report-address:${client.ip}`);
    await this.dataSource.transaction(async (manager) => {
      // Never beside a ban of the reporter, which takes the weight off their reports (their row first, as the ban locks it).
      await this.users.lockNotBanned(manager, reporterId);
      await manager.query(`SELECT 1 FROM "blood_requests" WHERE "id" = $1 FOR UPDATE`, [requestId]);
      const inserted = (await manager.query(
        `INSERT INTO "request_reports" ("request_id", "reporter_id", "reason", "reporter_address", "weighs") VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING "reporter_id"`,
        [requestId, reporterId, reason, address, weighs],
      )) as unknown[];
      if (inserted.length === 0) throw new AppError('ALREADY_REPORTED', MESSAGES.alreadyReportedRequest);
      await recountRequestReports(manager, [requestId]);
    });
  }

  /**
   * The request's owner reports one of its helpers (open or closed request: a helper may ask for
   * money after the blood was given), once per helper and request; a SCAM report may hold the
   * helper from helping (HelperHoldsService). Someone else learns nothing about the request's helpers.
   */
  async reportHelper(requestId: string, ownerId: string, helperId: string, reason: ReportReason): Promise<void> {
    const request = await this.load(requestId);
    if (request.requestedBy !== ownerId) {
      if (!this.isPublic(request)) throw new AppError('NOT_FOUND', 'Request not found');
      throw new AppError('FORBIDDEN');
    }
    await this.reportLimit.consume(ownerId);
    await this.helperHolds.report(requestId, ownerId, helperId, reason);
  }

  // ---- Moderation (modules/moderation calls these in the transaction that writes its audit row) ----

  /**
   * A moderator's "restore", in their transaction: the request is back in public view, reports
   * sent before now stop weighing (they stay, for the record). A held request is released: its
   * donors are chosen now and RequestCreatedEvent is recorded in this transaction, so the alerts
   * go out exactly when the release commits. NOT_FOUND when there is no such request.
   */
  async restoreForModeration(manager: EntityManager, requestId: string): Promise<BloodRequestEntity> {
    const request = await this.lockForModeration(manager, requestId);
    const wasHeld = request.heldAt !== null;
    request.heldAt = null;
    request.heldReason = null;
    request.hiddenAt = null;
    request.reviewedAt = new Date();
    await manager.query(`UPDATE "request_reports" SET "weighs" = false WHERE "request_id" = $1 AND "weighs"`, [requestId]);
    request.reportCount = 0;
    const release = wasHeld && request.isActive && request.requiredBy >= todayInIndia();
    const donors = release ? await this.matcher.find(manager, request, new Date()) : [];
    if (release) request.reachedTo = donors.length;
    await manager.save(request);
    if (release) {
      await this.events.record(manager, new RequestCreatedEvent(requestFacts(request), donors.map((donor) => ({ userId: donor.userId, distanceKm: donor.distanceKm }))));
    }
    return request;
  }

  /** A moderator's "hide", in their transaction: out of public view for good (its owner sees it under review). */
  async hideForModeration(manager: EntityManager, requestId: string): Promise<BloodRequestEntity> {
    const request = await this.lockForModeration(manager, requestId);
    request.hiddenAt = new Date();
    request.heldAt = null;
    request.reviewedAt = request.hiddenAt;
    await manager.save(request);
    return request;
  }

  /**
   * A ban takes the weight off its user's reports (in the ban's transaction): the requests they
   * reported are counted again without them, and so are the helpers they reported (a hold their
   * report made may lift; their ids, for HelperHoldsService.logLifted once the ban commits). For
   * good: an unban does not give it back.
   */
  async discountReportsOf(manager: EntityManager, reporterId: string): Promise<string[]> {
    const [rows] = (await manager.query(`UPDATE "request_reports" SET "weighs" = false WHERE "reporter_id" = $1 AND "weighs" RETURNING "request_id"`, [reporterId])) as [
      { request_id: string }[],
      number,
    ];
    await recountRequestReports(
      manager,
      rows.map((row) => row.request_id),
    );
    return this.helperHolds.discountReportsOf(manager, reporterId);
  }

  /** A ban hides its user's open requests (in the ban's transaction); their ids. */
  async hideOpenOf(manager: EntityManager, ownerId: string): Promise<string[]> {
    const [rows] = (await manager.query(
      `UPDATE "blood_requests" SET "hidden_at" = now(), "reviewed_at" = now(), "updated_at" = now()
        WHERE "requested_by" = $1 AND "is_active" AND "hidden_at" IS NULL RETURNING "id"`,
      [ownerId],
    )) as [{ id: string }[], number];
    return rows.map((row) => row.id);
  }

  /**
   * The requests a moderator should look at, oldest first: held ones, and open ones with reports
   * sent since the last review, after `after` (by the millisecond of that order, then id). Each
   * with its reports' tally: weighing reporters (one per address), and the count of each reason.
   */
  async moderationQueue(limit: number, after?: Cursor): Promise<ModerationQueueEntry<BloodRequestEntity>[]> {
    const requests = await this.requests
      .createQueryBuilder('r')
      .where('r.hidden_at IS NULL')
      .andWhere('r.is_active')
      .andWhere(
        `(r.held_at IS NOT NULL OR EXISTS (SELECT 1 FROM "request_reports" x WHERE x."request_id" = r."id" AND x."created_at" > coalesce(r."reviewed_at", '-infinity')))`,
      )
      .andWhere(after ? `(date_trunc('milliseconds', coalesce(r.held_at, r.created_at)), r.id) > (:at::timestamptz, :id::uuid)` : 'true', after ?? {})
      .orderBy(`date_trunc('milliseconds', coalesce(r.held_at, r.created_at))`, 'ASC')
      .addOrderBy('r.id', 'ASC')
      .limit(limit)
      .getMany();
    const tallies = await reportTallies(this.dataSource.manager, 'request_reports', 'request_id', requests.map((request) => request.id));
    return requests.map((item) => ({ item, ...(tallies.get(item.id) ?? { reporters: 0, reasons: [] }) }));
  }

  /** How many requests each of these users posted, and how many times each offered help. */
  async historyOf(userIds: readonly string[]): Promise<Map<string, { posts: number; helps: number }>> {
    const rows = (await this.dataSource.query(
      `SELECT u."id", (SELECT count(*) FROM "blood_requests" r WHERE r."requested_by" = u."id")::int AS "posts",
              (SELECT count(*) FROM "request_helpers" h WHERE h."helper_id" = u."id")::int AS "helps"
         FROM unnest($1::uuid[]) AS u("id")`,
      [[...new Set(userIds)]],
    )) as { id: string; posts: number; helps: number }[];
    return new Map(rows.map((row) => [row.id, { posts: row.posts, helps: row.helps }]));
  }

  /** A request as the moderation page shows it (whatever its state), or null. */
  findForModeration(requestId: string): Promise<BloodRequestEntity | null> {
    return this.requests.findOne({ where: { id: requestId } });
  }

  private async lockForModeration(manager: EntityManager, requestId: string): Promise<BloodRequestEntity> {
    const request = await manager.getRepository(BloodRequestEntity).findOne({ where: { id: requestId }, lock: { mode: 'pessimistic_write' } });
    if (!request) throw new AppError('NOT_FOUND', 'Request not found');
    return request;
  }

  /** The helpers and their contact details: for the request's owner only. */
  async helpers(requestId: string, viewerId: string): Promise<HelperEntry[]> {
    // Someone who cannot even see the request learns nothing about it.
    await this.ownedForHelpers(requestId, viewerId);
    const rows = await this.dataSource.getRepository(RequestHelperEntity).find({ where: { requestId }, order: { createdAt: 'ASC' } });
    const helperIds = rows.map((row) => row.helperId);
    const [users, blockedRows, reportedRows] = await Promise.all([
      this.users.findManyByIds(helperIds),
      this.dataSource.query(`SELECT "blocked_id" AS "id" FROM "request_help_blocks" WHERE "blocker_id" = $1 AND "blocked_id" = ANY($2::uuid[])`, [viewerId, helperIds]) as Promise<
        { id: string }[]
      >,
      this.dataSource.query(`SELECT "helper_id" AS "id" FROM "helper_reports" WHERE "request_id" = $1`, [requestId]) as Promise<{ id: string }[]>,
    ]);
    const blocked = new Set(blockedRows.map((row) => row.id));
    const reported = new Set(reportedRows.map((row) => row.id));
    return rows.flatMap((row) => {
      const helper = users.get(row.helperId);
      return helper
        ? [{ helper, offeredAt: row.createdAt, donorConfirmedAt: row.donorConfirmedAt, removedAt: row.removedAt, blocked: blocked.has(row.helperId), reported: reported.has(row.helperId) }]
        : [];
    });
  }

  /** Closes every active request whose date has passed (the scheduled job; reads also check). */
  async expireOverdue(ownerId?: string): Promise<number> {
    const params: unknown[] = [todayInIndia()];
    if (ownerId) params.push(ownerId);
    const [, affected] = (await this.dataSource.query(
      `UPDATE "blood_requests" SET "is_active" = false, "closed_at" = now(), "updated_at" = now()
        WHERE "is_active" AND "required_by" < $1::date ${ownerId ? 'AND "requested_by" = $2' : ''}`,
      params,
    )) as [unknown, number];
    return affected;
  }

  async publishCounts(request: BloodRequestEntity): Promise<void> {
    const payload: RequestCountsPayload = { requestId: request.id, reachedTo: request.reachedTo, approvedBy: request.approvedBy, isActive: request.isActive, isFulfilled: request.isFulfilled };
    await this.pubSub.publish(REQUEST_COUNTS, payload);
  }

  /** After a commit: the change stands whether or not open pages hear of it (they read it on their next load). */
  private async publishCountsQuietly(request: BloodRequestEntity): Promise<void> {
    await this.publishCounts(request).catch((error: unknown) => this.countsNotPublished(error));
  }

  private countsNotPublished(error: unknown): void {
    this.logger.warn(`Live counts not published: ${(error as Error)?.name ?? 'error'}`);
  }

  countsUpdates(): AsyncIterableIterator<unknown> {
    return this.pubSub.asyncIterableIterator(REQUEST_COUNTS);
  }

  /** Loads a request, closing it first when its date has passed (expiry checked on read). */
  private async load(requestId: string): Promise<BloodRequestEntity> {
    const request = await this.requests.findOne({ where: { id: requestId } });
    if (!request) throw new AppError('NOT_FOUND', 'Request not found');
    if (request.isActive && request.requiredBy < todayInIndia()) {
      await this.requests.update({ id: requestId, isActive: true }, { isActive: false, closedAt: new Date() });
      request.isActive = false;
    }
    return request;
  }

  /** Anyone may see an active request that has not been reported away. */
  private isPublic(request: BloodRequestEntity): boolean {
    return request.isActive && !isUnderReview(request);
  }
}

/**
 * Serialises, until the transaction ends, everything that decides whether this user's offer of
 * help may be saved: their other offers (the harvesting limit counts them) and a block of them.
 */
async function lockOffersOf(manager: EntityManager, helperId: string): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`help-offers:${helperId}`]);
}
