import { Inject, Injectable, Logger } from '@nestjs/common';
import DataLoader from 'dataloader';
import { MESSAGES, campHasEnded, campReminderAt, isUnderReview, takesRsvps, timeInIndia, calendarDateInIndia, type RsvpStatus } from '@redhope/domain';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { DomainEventBus } from '../../common/events/domain-events';
import { JobsService } from '../../common/jobs/jobs.service';
import { PUB_SUB } from '../../common/pubsub/pubsub.module';
import { UsersService } from '../users';
import type { CampaignEntity } from './campaign.entity';
import { CampaignRsvpEntity } from './campaign-rsvp.entity';
import { CampaignRsvpChangedEvent, CampReminderDueEvent } from './campaign-rsvps.events';
import { CampaignsService } from './campaigns.service';

/** Live "people coming" counts of camps, fanned out to their open pages. */
export const CAMPAIGN_GOING_COUNT = 'campaigns.going-count';

export interface GoingCountPayload {
  campaignId: string;
  goingCount: number;
}

/** The reminders, one waiting job per person and camp (singletonKey `campaignId:userId`). */
export const CAMP_REMINDER_QUEUE = 'campaigns.camp-reminder';

export interface CampReminderJob {
  campaignId: string;
  userId: string;
}

export const reminderKey = (campaignId: string, userId: string) => `${campaignId}:${userId}`;

/** Someone coming to a camp, as its organiser sees them: contact details only when they chose to share them. */
export interface Attendee {
  userId: string;
  userName: string;
  bloodGroup: string | null;
  sharesContact: boolean;
  phoneNo: string | null;
  email: string | null;
  respondedAt: Date;
}

/** The most attendees a list shows (a camp of more is a very large camp). */
const ATTENDEES_MAX = 1000;

/**
 * Camp RSVPs (docs/campaigns.md, "Camp RSVP"): "I'll come" or "Not going" on an upcoming
 * blood-donation camp that is not under review, the number coming kept on the camp and sent live
 * to its open pages, the organiser's list of those coming, and the reminder the day before
 * (scheduled and cancelled by the handlers of CampaignRsvpChangedEvent, checked again when due).
 */
@Injectable()
export class CampaignRsvpsService {
  private readonly logger = new Logger('CampaignRsvps');
  private readonly loaders = new WeakMap<object, DataLoader<string, CampaignRsvpEntity | null>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly campaigns: CampaignsService,
    private readonly users: UsersService,
    private readonly events: DomainEventBus,
    private readonly jobs: JobsService,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  /**
   * Records the caller's answer. NOT_FOUND for a camp they cannot see (removed, or reported
   * away); BAD_REQUEST for a camp of another category; CAMP_CLOSED once the camp's day is over.
   * The same answer again changes nothing (and schedules nothing twice).
   */
  async rsvp(campaignId: string, userId: string, going: boolean, shareContact: boolean): Promise<{ campaign: CampaignEntity; rsvp: CampaignRsvpEntity; hasReported: boolean }> {
    const { campaign, hasReported } = await this.campaigns.view(campaignId, userId);
    if (!takesRsvps(campaign.category)) throw new AppError('BAD_REQUEST', MESSAGES.campTakesNoRsvps);
    if (campHasEnded(campaign.startsAt)) throw new AppError('CAMP_CLOSED');
    const status: RsvpStatus = going ? 'going' : 'not_going';
    const { rsvp, goingCount, changed } = await this.dataSource.transaction(async (manager) => {
      // The camp's row is locked: answers sent at once all count, and a removal waits or wins.
      const [locked] = (await manager.query(`SELECT "going_count" FROM "campaigns" WHERE "id" = $1 FOR UPDATE`, [campaignId])) as { going_count: number }[];
      if (!locked) throw new AppError('NOT_FOUND', 'Campaign not found');
      const [previous] = (await manager.query(`SELECT "status" FROM "campaign_rsvps" WHERE "campaign_id" = $1 AND "user_id" = $2`, [campaignId, userId])) as {
        status: RsvpStatus;
      }[];
      const [row] = (await manager.query(
        `INSERT INTO "campaign_rsvps" ("campaign_id", "user_id", "status", "share_contact") VALUES ($1, $2, $3, $4)
           ON CONFLICT ("campaign_id", "user_id") DO UPDATE SET "status" = EXCLUDED."status", "share_contact" = EXCLUDED."share_contact", "updated_at" = now()
           RETURNING "campaign_id" AS "campaignId", "user_id" AS "userId", "status", "share_contact" AS "shareContact", "created_at" AS "createdAt", "updated_at" AS "updatedAt"`,
        [campaignId, userId, status, shareContact],
      )) as CampaignRsvpEntity[];
      const delta = (going ? 1 : 0) - (previous?.status === 'going' ? 1 : 0);
      let count = locked.going_count;
      if (delta !== 0) {
        const [[updated]] = (await manager.query(`UPDATE "campaigns" SET "going_count" = "going_count" + $2 WHERE "id" = $1 RETURNING "going_count"`, [
          campaignId,
          delta,
        ])) as [{ going_count: number }[], number];
        count = updated.going_count;
      }
      if (previous?.status !== status) await this.events.record(manager, new CampaignRsvpChangedEvent(campaignId, userId, going));
      return { rsvp: row, goingCount: count, changed: delta !== 0 };
    });
    campaign.goingCount = goingCount;
    if (changed) {
      this.campaigns.forgetFeedPages();
      // The answer is committed: a failed live update of open pages must not turn it into an error.
      await this.publishCount(campaignId, goingCount).catch((error: unknown) => this.logger.warn(`Live count not published: ${(error as Error)?.name ?? 'error'}`));
    }
    return { campaign, rsvp, hasReported };
  }

  /** The viewer's answer on a camp, if any. */
  async findRsvp(campaignId: string, userId: string): Promise<CampaignRsvpEntity | null> {
    const [row] = (await this.dataSource.query(
      `SELECT "campaign_id" AS "campaignId", "user_id" AS "userId", "status", "share_contact" AS "shareContact", "created_at" AS "createdAt", "updated_at" AS "updatedAt"
         FROM "campaign_rsvps" WHERE "campaign_id" = $1 AND "user_id" = $2`,
      [campaignId, userId],
    )) as CampaignRsvpEntity[];
    return row ?? null;
  }

  /** The viewer's answers on the camps of one GraphQL operation, in one query (a feed page asks for each card). */
  loader(context: object, userId: string): DataLoader<string, CampaignRsvpEntity | null> {
    let loader = this.loaders.get(context);
    if (!loader) {
      loader = new DataLoader<string, CampaignRsvpEntity | null>(async (campaignIds) => {
        const rows = (await this.dataSource.query(
          `SELECT "campaign_id" AS "campaignId", "user_id" AS "userId", "status", "share_contact" AS "shareContact", "created_at" AS "createdAt", "updated_at" AS "updatedAt"
             FROM "campaign_rsvps" WHERE "user_id" = $1 AND "campaign_id" = ANY($2::uuid[])`,
          [userId, [...campaignIds]],
        )) as CampaignRsvpEntity[];
        const byId = new Map(rows.map((row) => [row.campaignId, row]));
        return campaignIds.map((id) => byId.get(id) ?? null);
      });
      this.loaders.set(context, loader);
    }
    return loader;
  }

  /** Those coming, first answers first: the camp's organiser only (FORBIDDEN for anyone else). */
  async attendees(campaignId: string, requesterId: string): Promise<Attendee[]> {
    const { isOwner } = await this.campaigns.view(campaignId, requesterId);
    if (!isOwner) throw new AppError('FORBIDDEN');
    const rows = (await this.dataSource.query(
      `SELECT "user_id" AS "userId", "share_contact" AS "shareContact", "updated_at" AS "respondedAt"
         FROM "campaign_rsvps" WHERE "campaign_id" = $1 AND "status" = 'going' ORDER BY "updated_at", "user_id" LIMIT $2`,
      [campaignId, ATTENDEES_MAX],
    )) as { userId: string; shareContact: boolean; respondedAt: Date }[];
    const users = await this.users.findManyByIds(rows.map((row) => row.userId));
    return rows.flatMap((row) => {
      const user = users.get(row.userId);
      if (!user) return [];
      return [
        {
          userId: row.userId,
          userName: user.userName,
          bloodGroup: user.bloodGroup,
          sharesContact: row.shareContact,
          phoneNo: row.shareContact ? user.phoneNo : null,
          email: row.shareContact ? user.email : null,
          respondedAt: row.respondedAt,
        },
      ];
    });
  }

  /** Whether the user may follow a camp's live count: they can see the camp. */
  async canView(campaignId: string, userId: string): Promise<boolean> {
    return this.campaigns.view(campaignId, userId).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
        throw error;
      },
    );
  }

  async publishCount(campaignId: string, goingCount: number): Promise<void> {
    await this.pubSub.publish(CAMPAIGN_GOING_COUNT, { campaignId, goingCount } satisfies GoingCountPayload);
  }

  countUpdates(): AsyncIterableIterator<unknown> {
    return this.pubSub.asyncIterableIterator(CAMPAIGN_GOING_COUNT);
  }

  /**
   * Brings one person's reminder for a camp in line with their answer as it is now (handlers may
   * see events late or twice): coming to an upcoming camp, one reminder waits for the day before;
   * otherwise none. A reminder whose time has already passed is not sent (they answered on the
   * day before, or on the day).
   */
  async syncReminder(campaignId: string, userId: string, now: Date = new Date()): Promise<void> {
    const rsvp = await this.findRsvp(campaignId, userId);
    const campaign = rsvp?.status === 'going' ? await this.campaigns.findForPreview(campaignId) : null;
    const key = reminderKey(campaignId, userId);
    await this.jobs.cancelWaiting(CAMP_REMINDER_QUEUE, { keys: [key] });
    if (!campaign || !takesRsvps(campaign.category) || campHasEnded(campaign.startsAt, now)) return;
    const at = campReminderAt(campaign.startsAt);
    if (at.getTime() <= now.getTime()) return;
    await this.jobs.send<CampReminderJob>(CAMP_REMINDER_QUEUE, { campaignId, userId }, { startAfter: at, singletonKey: key });
  }

  /**
   * Schedules the reminder of everyone coming to a camp still ahead who has none waiting (pg-boss's
   * jobs are not in a backup: the answers are the truth); syncReminder decides each one.
   * Resolves with how many were scheduled.
   */
  async reconcileReminders(now: Date = new Date()): Promise<number> {
    const waiting = await this.jobs.pendingKeys(CAMP_REMINDER_QUEUE);
    const coming = (await this.dataSource.query(
      `SELECT r."campaign_id" AS "campaignId", r."user_id" AS "userId" FROM "campaign_rsvps" r JOIN "campaigns" c ON c."id" = r."campaign_id"
        WHERE r."status" = 'going' AND c."starts_at" > $1`,
      [now],
    )) as { campaignId: string; userId: string }[];
    let scheduled = 0;
    for (const { campaignId, userId } of coming) {
      if (waiting.has(reminderKey(campaignId, userId))) continue;
      await this.syncReminder(campaignId, userId, now);
      scheduled++;
    }
    if (scheduled > 0) this.logger.log(`Checked ${scheduled} camp reminders that had no job waiting`);
    return scheduled;
  }

  /** Cancels every waiting reminder of a removed camp. */
  async cancelReminders(campaignId: string): Promise<void> {
    await this.jobs.cancelWaiting(CAMP_REMINDER_QUEUE, { keyPrefix: `${campaignId}:` });
  }

  /**
   * A reminder came due: checked again (still coming, the camp still there, visible and not
   * over), then CampReminderDueEvent, whose handler writes the notification (once: its dedupe
   * key is the camp).
   */
  async remind({ campaignId, userId }: CampReminderJob, now: Date = new Date()): Promise<boolean> {
    const rsvp = await this.findRsvp(campaignId, userId);
    if (rsvp?.status !== 'going') return false;
    const campaign = await this.campaigns.findForPreview(campaignId);
    if (!campaign || isUnderReview(campaign) || campHasEnded(campaign.startsAt, now)) return false;
    const facts = {
      id: campaign.id,
      title: campaign.title,
      district: campaign.district,
      ownerId: campaign.userId,
      campDate: calendarDateInIndia(campaign.startsAt),
      campTime: timeInIndia(campaign.startsAt),
    };
    await this.dataSource.transaction((manager: EntityManager) => this.events.record(manager, new CampReminderDueEvent(facts, userId)));
    return true;
  }
}
