import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUnderReview, type ModerationAction, type ModerationTarget } from '@redhope/domain';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { decodeCursor, encodeCursor, type Cursor } from '../../common/graphql/pagination';
import { SecurityLog } from '../../common/security/security-log';
import { AuthService } from '../auth';
import { CampaignsService } from '../campaigns';
import { HelperHoldsService, RequestsService } from '../requests';
import { UsersService } from '../users';
import { ModerationActionEntity } from './moderation-action.entity';
import type { ModerationItemType } from './models/moderation.enums';
import type { ModerationAuthor, ModerationLogEntry, ModerationQueueItem } from './models/moderation.model';

/** A page of the queue or the log, and where the next one starts. */
export interface ModerationPage<T> {
  nodes: T[];
  endCursor: string | null;
  hasNextPage: boolean;
}

/**
 * What moderators do (docs/product-rules.md, "Moderation"). Every operation checks the caller's
 * role in the database here, whatever the guard found (a role revoked from the command line ends
 * at once), and every action writes its audit row in the transaction that makes the change.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(ModerationActionEntity) private readonly actions: Repository<ModerationActionEntity>,
    private readonly users: UsersService,
    private readonly requests: RequestsService,
    private readonly helperHolds: HelperHoldsService,
    private readonly campaigns: CampaignsService,
    private readonly auth: AuthService,
    private readonly securityLog: SecurityLog,
  ) {}

  /**
   * Held and reported requests and campaigns, and helpers under review, oldest first (by when an
   * item was held, else posted; a helper by when they were held or slowed), `first` after the
   * cursor `after` (a 4xx BAD_REQUEST when it is not one this gave); with the reports' tally and
   * the authors' history.
   */
  async queue(moderatorId: string, first: number, after?: string): Promise<ModerationPage<ModerationQueueItem>> {
    const cursor = after === undefined ? undefined : decodeCursor(after);
    await this.assertModerator(this.dataSource.manager, moderatorId);
    this.securityLog.event('moderation-read', { moderator: this.securityLog.pseudonym(moderatorId), what: 'queue' });
    // One more than asked from each kind: the merged page then knows whether more follow.
    const [requests, campaigns, helpers] = await Promise.all([
      this.requests.moderationQueue(first + 1, cursor),
      this.campaigns.moderationQueue(first + 1, cursor),
      this.helperHolds.moderationQueue(first + 1, cursor),
    ]);
    const merged: (Omit<ModerationQueueItem, 'author' | 'title' | 'district'> & { authorId: string; sortAt: Date; title: string | null; district: string | null })[] = [
      ...requests.map(({ item, reporters, reasons }) => ({
        type: 'REQUEST' as const,
        id: item.id,
        title: item.applicant,
        text: item.reason,
        helperFlag: null,
        district: item.district,
        createdAt: item.createdAt,
        heldAt: item.heldAt,
        heldReason: item.heldReason,
        underReview: isUnderReview(item),
        weighingReporters: reporters,
        reasons,
        authorId: item.requestedBy,
        sortAt: item.heldAt ?? item.createdAt,
      })),
      ...campaigns.map(({ item, reporters, reasons }) => ({
        type: 'CAMPAIGN' as const,
        id: item.id,
        title: item.title,
        text: item.description,
        helperFlag: null,
        district: item.district,
        createdAt: item.createdAt,
        heldAt: item.heldAt,
        heldReason: item.heldReason,
        underReview: isUnderReview(item),
        weighingReporters: reporters,
        reasons,
        authorId: item.userId,
        sortAt: item.heldAt ?? item.createdAt,
      })),
      ...helpers.map((helper) => ({
        type: 'HELPER' as const,
        id: helper.userId,
        title: null,
        text: '',
        helperFlag: helper.flag,
        district: null,
        createdAt: helper.flaggedAt,
        heldAt: helper.heldAt,
        heldReason: null,
        underReview: helper.heldAt !== null,
        weighingReporters: helper.moneyReporters,
        reasons: helper.reasons,
        authorId: helper.userId,
        sortAt: helper.flaggedAt,
      })),
    ];
    const sorted = merged.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
    const page = sorted.slice(0, first);
    const authors = await this.authors(page.map((item) => item.authorId));
    const last = page.at(-1);
    return {
      nodes: page.map(({ authorId, sortAt: _sortAt, title, district, ...item }) => {
        const author = authors.get(authorId) ?? null;
        return { ...item, title: title ?? author?.userName ?? '', district: district ?? author?.district ?? '', author: author && withoutDistrict(author) };
      }),
      endCursor: last ? encodeCursor(positionOf(last)) : null,
      hasNextPage: sorted.length > first,
    };
  }

  /** The audit log, newest first, `first` after the cursor `after`. */
  async log(moderatorId: string, first: number, after?: string): Promise<ModerationPage<ModerationLogEntry>> {
    const cursor = after === undefined ? undefined : decodeCursor(after);
    await this.assertModerator(this.dataSource.manager, moderatorId);
    this.securityLog.event('moderation-read', { moderator: this.securityLog.pseudonym(moderatorId), what: 'log' });
    const query = this.actions
      .createQueryBuilder('a')
      .orderBy(`date_trunc('milliseconds', a.created_at)`, 'DESC')
      .addOrderBy('a.id', 'DESC')
      .limit(first + 1);
    if (cursor) query.where(`(date_trunc('milliseconds', a.created_at), a.id) < (:at::timestamptz, :id::uuid)`, cursor);
    const found = await query.getMany();
    const rows = found.slice(0, first);
    const people = await this.users.findManyByIds([...new Set(rows.flatMap((row) => [row.moderatorId, row.subjectUserId]).filter((id): id is string => id !== null))]);
    const last = rows.at(-1);
    return {
      nodes: rows.map((row) => ({
        id: row.id,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        subjectUserId: row.subjectUserId,
        subjectUserName: row.subjectUserId ? (people.get(row.subjectUserId)?.userName ?? null) : null,
        moderatorName: row.moderatorId ? (people.get(row.moderatorId)?.userName ?? null) : null,
        reason: row.reason,
        createdAt: row.createdAt,
      })),
      endCursor: last ? encodeCursor({ at: last.createdAt.toISOString(), id: last.id }) : null,
      hasNextPage: found.length > first,
    };
  }

  /** Back in public view; a held request is released and alerts its donors once this commits. */
  async restore(moderatorId: string, type: ModerationItemType, id: string, reason: string): Promise<ModerationActionEntity> {
    return this.actOnItem(moderatorId, type, id, reason, 'RESTORE');
  }

  /** Out of public view for good. */
  async hide(moderatorId: string, type: ModerationItemType, id: string, reason: string): Promise<ModerationActionEntity> {
    return this.actOnItem(moderatorId, type, id, reason, 'HIDE');
  }

  /**
   * Bans a user, in one transaction with its audit row: their open requests and upcoming campaigns
   * are hidden, their reports stop weighing (for good), their sessions revoked (no refresh works), sign-in refused (ACCOUNT_BANNED) and
   * donor matching skips them. Once committed, every instance closes their sockets.
   */
  async ban(moderatorId: string, userId: string, reason: string): Promise<ModerationActionEntity> {
    if (userId === moderatorId) throw new AppError('FORBIDDEN', 'You cannot ban yourself');
    const { action, ended, lifted } = await this.dataSource.transaction(async (manager) => {
      await this.assertModerator(manager, moderatorId);
      await this.users.setBanned(manager, userId, true);
      await this.requests.hideOpenOf(manager, userId);
      await this.campaigns.hideOpenOf(manager, userId);
      // Reports from banned accounts do not count (issue 25): what they reported is counted again.
      const lifted = await this.requests.discountReportsOf(manager, userId);
      await this.campaigns.discountReportsOf(manager, userId);
      const ended = await this.auth.revokeSessionsOf(manager, userId, 'banned');
      return { action: await this.record(manager, moderatorId, 'BAN', 'USER', null, userId, reason), ended, lifted };
    });
    this.helperHolds.logLifted(lifted);
    this.campaigns.forgetFeedPages();
    await this.auth.announceEnded(ended);
    return action;
  }

  /** Lets a banned user sign in again; their hidden content stays hidden (a moderator restores it item by item). */
  async unban(moderatorId: string, userId: string, reason: string): Promise<ModerationActionEntity> {
    return this.dataSource.transaction(async (manager) => {
      await this.assertModerator(manager, moderatorId);
      await this.users.setBanned(manager, userId, false);
      return this.record(manager, moderatorId, 'UNBAN', 'USER', null, userId, reason);
    });
  }

  private async actOnItem(moderatorId: string, type: ModerationItemType, id: string, reason: string, action: 'RESTORE' | 'HIDE'): Promise<ModerationActionEntity> {
    const recorded = await this.dataSource.transaction(async (manager) => {
      await this.assertModerator(manager, moderatorId);
      if (type === 'HELPER') {
        // A helper is cleared (restore) or banned (banUser); there is nothing of theirs to hide.
        if (action === 'HIDE') throw new AppError('BAD_REQUEST', 'A helper is restored or banned, not hidden');
        await this.helperHolds.restoreForModeration(manager, id);
        return this.record(manager, moderatorId, 'RESTORE', 'USER', null, id, reason);
      }
      if (type === 'REQUEST') {
        const request = action === 'RESTORE' ? await this.requests.restoreForModeration(manager, id) : await this.requests.hideForModeration(manager, id);
        return this.record(manager, moderatorId, action, 'REQUEST', id, request.requestedBy, reason);
      }
      const campaign = action === 'RESTORE' ? await this.campaigns.restoreForModeration(manager, id) : await this.campaigns.hideForModeration(manager, id);
      return this.record(manager, moderatorId, action, 'CAMPAIGN', id, campaign.userId, reason);
    });
    if (type === 'CAMPAIGN') this.campaigns.forgetFeedPages();
    return recorded;
  }

  private record(
    manager: EntityManager,
    moderatorId: string,
    action: ModerationAction,
    targetType: ModerationTarget,
    targetId: string | null,
    subjectUserId: string | null,
    reason: string,
  ): Promise<ModerationActionEntity> {
    const trimmed = reason.trim();
    if (!trimmed) throw new AppError('VALIDATION_FAILED', 'A reason is required');
    return manager.save(manager.create(ModerationActionEntity, { moderatorId, action, targetType, targetId, subjectUserId, reason: trimmed }));
  }

  /** FORBIDDEN unless the caller is a moderator now (read in the caller's transaction). */
  private async assertModerator(manager: EntityManager, userId: string): Promise<void> {
    if (await this.users.isModerator(userId, manager)) return;
    this.securityLog.event('moderation-refused', { user: this.securityLog.pseudonym(userId) });
    throw new AppError('FORBIDDEN');
  }

  private async authors(ids: readonly string[]): Promise<Map<string, ModerationAuthor & { district: string }>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const [users, history, campaignPosts, earlier] = await Promise.all([
      this.users.findManyByIds(unique),
      this.requests.historyOf(unique),
      this.campaigns.postsOf(unique),
      this.dataSource.query(
        `SELECT "subject_user_id" AS "id", count(*)::int AS "count" FROM "moderation_actions" WHERE "subject_user_id" = ANY($1::uuid[]) GROUP BY "subject_user_id"`,
        [unique],
      ) as Promise<{ id: string; count: number }[]>,
    ]);
    const earlierById = new Map(earlier.map((row) => [row.id, row.count]));
    const authors = new Map<string, ModerationAuthor & { district: string }>();
    for (const user of users.values()) {
      const own = history.get(user.id) ?? { posts: 0, helps: 0 };
      authors.set(user.id, {
        district: user.district ?? '',
        id: user.id,
        userName: user.userName,
        accountCreatedAt: user.createdAt,
        posts: own.posts + (campaignPosts.get(user.id) ?? 0),
        helps: own.helps,
        earlierActions: earlierById.get(user.id) ?? 0,
        banned: user.bannedAt !== null,
      });
    }
    return authors;
  }
}

/** The queue's order: the millisecond an item was held or posted (a helper held or slowed), then its id. */
function positionOf(item: { sortAt: Date; id: string }): Cursor {
  return { at: item.sortAt.toISOString(), id: item.id };
}

function sortKey(item: { sortAt: Date; id: string }): string {
  return `${item.sortAt.toISOString()}|${item.id}`;
}

function withoutDistrict({ district: _district, ...author }: ModerationAuthor & { district: string }): ModerationAuthor {
  return author;
}
