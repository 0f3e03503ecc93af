import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUnderReview, type ModerationAction, type ModerationTarget } from '@redhope/domain';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { SecurityLog } from '../../common/security/security-log';
import { AuthService } from '../auth';
import { CampaignsService } from '../campaigns';
import { RequestsService } from '../requests';
import { UsersService } from '../users';
import { ModerationActionEntity } from './moderation-action.entity';
import type { ModerationItemType } from './models/moderation.enums';
import type { ModerationAuthor, ModerationLogEntry, ModerationQueueItem } from './models/moderation.model';

/** At most this many items of each kind in the queue, and rows in one page of the log. */
const QUEUE_LIMIT = 100;
const LOG_LIMIT = 100;

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
    private readonly campaigns: CampaignsService,
    private readonly auth: AuthService,
    private readonly securityLog: SecurityLog,
  ) {}

  /** Held and reported requests and campaigns, oldest first, with their reports' tally and their authors' history. */
  async queue(moderatorId: string): Promise<ModerationQueueItem[]> {
    await this.assertModerator(this.dataSource.manager, moderatorId);
    this.securityLog.event('moderation-read', { moderator: this.securityLog.pseudonym(moderatorId), what: 'queue' });
    const [requests, campaigns] = await Promise.all([this.requests.moderationQueue(QUEUE_LIMIT), this.campaigns.moderationQueue(QUEUE_LIMIT)]);
    const items: (Omit<ModerationQueueItem, 'author'> & { authorId: string })[] = [
      ...requests.map(({ item, reporters, reasons }) => ({
        type: 'REQUEST' as const,
        id: item.id,
        title: item.applicant,
        text: item.reason,
        district: item.district,
        createdAt: item.createdAt,
        heldAt: item.heldAt,
        heldReason: item.heldReason,
        underReview: isUnderReview(item),
        weighingReporters: reporters,
        reasons,
        authorId: item.requestedBy,
      })),
      ...campaigns.map(({ item, reporters, reasons }) => ({
        type: 'CAMPAIGN' as const,
        id: item.id,
        title: item.title,
        text: item.description,
        district: item.district,
        createdAt: item.createdAt,
        heldAt: item.heldAt,
        heldReason: item.heldReason,
        underReview: isUnderReview(item),
        weighingReporters: reporters,
        reasons,
        authorId: item.userId,
      })),
    ];
    const authors = await this.authors(items.map((item) => item.authorId));
    return items
      .map(({ authorId, ...item }) => ({ ...item, author: authors.get(authorId) ?? null }))
      .sort((a, b) => (a.heldAt ?? a.createdAt).getTime() - (b.heldAt ?? b.createdAt).getTime());
  }

  /** The audit log, newest first. */
  async log(moderatorId: string): Promise<ModerationLogEntry[]> {
    await this.assertModerator(this.dataSource.manager, moderatorId);
    this.securityLog.event('moderation-read', { moderator: this.securityLog.pseudonym(moderatorId), what: 'log' });
    const rows = await this.actions.find({ order: { createdAt: 'DESC', id: 'DESC' }, take: LOG_LIMIT });
    const people = await this.users.findManyByIds([...new Set(rows.flatMap((row) => [row.moderatorId, row.subjectUserId]).filter((id): id is string => id !== null))]);
    return rows.map((row) => ({
      id: row.id,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      subjectUserId: row.subjectUserId,
      subjectUserName: row.subjectUserId ? (people.get(row.subjectUserId)?.userName ?? null) : null,
      moderatorName: row.moderatorId ? (people.get(row.moderatorId)?.userName ?? null) : null,
      reason: row.reason,
      createdAt: row.createdAt,
    }));
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
   * are hidden, their sessions revoked (no refresh works), sign-in refused (ACCOUNT_BANNED) and
   * donor matching skips them. Once committed, every instance closes their sockets.
   */
  async ban(moderatorId: string, userId: string, reason: string): Promise<ModerationActionEntity> {
    if (userId === moderatorId) throw new AppError('FORBIDDEN', 'You cannot ban yourself');
    const { action, ended } = await this.dataSource.transaction(async (manager) => {
      await this.assertModerator(manager, moderatorId);
      await this.users.setBanned(manager, userId, true);
      await this.requests.hideOpenOf(manager, userId);
      await this.campaigns.hideOpenOf(manager, userId);
      const ended = await this.auth.revokeSessionsOf(manager, userId, 'banned');
      return { action: await this.record(manager, moderatorId, 'BAN', 'USER', null, userId, reason), ended };
    });
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

  private async authors(ids: readonly string[]): Promise<Map<string, ModerationAuthor>> {
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
    const authors = new Map<string, ModerationAuthor>();
    for (const user of users.values()) {
      const own = history.get(user.id) ?? { posts: 0, helps: 0 };
      authors.set(user.id, {
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
