import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MESSAGES, REPORTS_TO_HIDE, isUnderReview, moneyAskInAny, reportWeighs, startOfTodayInIndia, type CampaignFeedFilter, type ReportReason } from '@redhope/domain';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { DomainEventBus } from '../../common/events/domain-events';
import { idempotencyKeyReused, submissionFingerprint, violatesUnique } from '../../common/idempotency/idempotency-key';
import { decodeCursor, type Cursor } from '../../common/graphql/pagination';
import { GraphqlResponseCache } from '../../common/graphql/response-cache';
import { reportTallies, type ModerationQueueEntry } from '../../common/reports/report-tallies';
import type { ClientInfo } from '../../common/http/client-info';
import { RateLimitService, type RateLimit } from '../../common/rate-limit/rate-limit.service';
import { SecurityLog } from '../../common/security/security-log';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { PincodesService } from '../pincodes';
import { UploadsService } from '../uploads';
import { UsersService, toPublicUser, type PublicUser } from '../users';
import { recountCampaignReports } from './campaign-reports';
import { CampaignEntity } from './campaign.entity';
import { CampaignRemovedEvent } from './campaign-rsvps.events';
import { campaignRateLimits } from './campaigns.rate-limits';
import type { CreateCampaignInput } from './dto/create-campaign.input';
import { LEAFLET_IMAGE } from './leaflet';

/** A campaign as one viewer may see it. */
export interface ViewedCampaign {
  campaign: CampaignEntity;
  isOwner: boolean;
  hasReported: boolean;
}

export interface FeedQuery {
  filter: CampaignFeedFilter;
  /** With filter 'pincode': where to search; absent, the viewer's own pincode. */
  pincode?: string;
  viewerId: string | null;
  first: number;
  after?: string;
}

export interface FeedItem {
  campaign: CampaignEntity;
  /** Between pincode centres, for a location feed; null when the pincode has no known centre. */
  distanceKm: number | null;
}

export interface FeedPage {
  items: FeedItem[];
  /** The owners of the page's camps, by id: their names and avatars go with every card. */
  owners: ReadonlyMap<string, PublicUser>;
  hasNextPage: boolean;
  /** The area a location feed searched. */
  area: { pincode: string; radiusKm: number } | null;
  /** Why a location feed could not search. */
  notice: 'signedOut' | 'noPincode' | null;
}

/**
 * How long this instance reuses a feed page. The home page asks for the same page all the time;
 * this instance's own writes forget the pages at once, other instances' show within this time.
 */
export const FEED_PAGE_TTL_MS = 2000;

/**
 * How long a visitor's (signed-out) feed or campaign answer may be kept: by the GraphQL response
 * cache, browsers and a proxy in front (its cache hint). As long as the pages under it.
 */
export const FEED_ANSWER_SECONDS = FEED_PAGE_TTL_MS / 1000;
const FEED_PAGES_MAX = 500;

type FeedRows = Pick<FeedPage, 'items' | 'owners' | 'hasNextPage'>;

/**
 * Campaigns and their rules (docs/campaigns.md), for REST and GraphQL alike: the feed of upcoming
 * camps, ownership for removal, one report per user and hiding at REPORTS_TO_HIDE, and the
 * leaflet's life, which ends with its campaign.
 */
@Injectable()
export class CampaignsService {
  private readonly feedPages = new Map<string, { expires: number; rows: Promise<FeedRows> }>();
  private readonly createLimit: RateLimit;
  private readonly reportLimit: RateLimit;

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(CampaignEntity) private readonly campaigns: Repository<CampaignEntity>,
    private readonly uploads: UploadsService,
    private readonly pincodes: PincodesService,
    private readonly users: UsersService,
    private readonly responseCache: GraphqlResponseCache,
    private readonly securityLog: SecurityLog,
    private readonly events: DomainEventBus,
    rateLimits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    const policies = campaignRateLimits(config.campaigns);
    this.createLimit = rateLimits.limit(policies.create);
    this.reportLimit = rateLimits.limit(policies.report);
  }

  /**
   * Stores the leaflet, then the campaign. A refused image creates nothing; a failed insert
   * discards the stored leaflet (and the sweeper removes it should that fail too). With an
   * idempotency key, a retry of the same submission (the same fields and the same leaflet bytes)
   * returns the campaign the first attempt shared.
   */
  async create(ownerId: string, input: CreateCampaignInput, leaflet: Buffer, idempotencyKey?: string): Promise<CampaignEntity> {
    const submission = this.campaigns.create({
      userId: ownerId,
      title: input.title,
      category: input.category,
      addressLine: input.address.addressLine,
      district: input.address.district,
      state: input.address.state,
      pincode: input.pincode,
      contactNo: input.contactNo ?? null,
      startsAt: input.date,
      description: input.description,
      registrationLink: input.registrationLink ?? null,
    });
    // Asking for money (libs/domain moneyAskIn): kept out of the feed until a moderator restores it.
    const heldReason = moneyAskInAny([input.title, input.description, input.address.addressLine]);
    submission.heldAt = heldReason ? new Date() : null;
    submission.heldReason = heldReason;
    if (idempotencyKey !== undefined) {
      submission.idempotencyFingerprint = submissionFingerprint({ ...submission }, leaflet);
      submission.idempotencyKey = idempotencyKey;
      const earlier = await this.earlierSubmission(submission);
      if (earlier) return earlier;
    }
    // Counted before the image is decoded: a refused campaign costs no image work.
    await this.createLimit.consume(ownerId);
    const image = await this.uploads.store(leaflet, LEAFLET_IMAGE);
    try {
      const campaign = await this.dataSource.transaction(async (manager) => {
        // Never beside a ban of the owner: it finds this campaign and hides it, or refuses it.
        await this.users.lockNotBanned(manager, ownerId);
        return manager.save(Object.assign(submission, { leafletKey: image.key, leaflet: image }));
      });
      this.forgetFeedPages();
      return campaign;
    } catch (error) {
      await this.uploads.discard(image.key);
      // A retry that raced the first attempt: it waited for the first commit and lost.
      const earlier = violatesUnique(error, 'campaigns_idempotency_key') ? await this.earlierSubmission(submission) : null;
      if (earlier) return earlier;
      throw error;
    }
  }

  /** The campaign shared earlier with the submission's key; IDEMPOTENCY_KEY_REUSED when it said something else. */
  private async earlierSubmission(submission: CampaignEntity): Promise<CampaignEntity | null> {
    const earlier = await this.campaigns.findOne({ where: { userId: submission.userId, idempotencyKey: submission.idempotencyKey ?? '' } });
    if (!earlier) return null;
    if (earlier.idempotencyFingerprint !== submission.idempotencyFingerprint) throw idempotencyKeyReused();
    return earlier;
  }

  /**
   * Upcoming camps, from the start of today in India, soonest first; reported-away camps are left
   * out. "My location" means camps whose pincode centre lies within the configured radius of the
   * searched pincode's centre (geo_distance_km, the requests' distance); a pincode without a known
   * centre matches only itself. Without a pincode to search, it says why instead of failing.
   */
  async feed(query: FeedQuery): Promise<FeedPage> {
    let area: FeedPage['area'] = null;
    if (query.filter === 'pincode') {
      const pincode = query.pincode ?? (query.viewerId ? (await this.users.findById(query.viewerId))?.pincode : undefined);
      if (!pincode) return { items: [], owners: new Map(), hasNextPage: false, area: null, notice: query.viewerId ? 'noPincode' : 'signedOut' };
      area = { pincode, radiusKm: this.config.campaigns.radiusKm };
    }
    const after = query.after ? this.readCursor(query.after) : undefined;
    const from = startOfTodayInIndia();
    const key = JSON.stringify([from.getTime(), area?.pincode, area?.radiusKm, query.first, after?.at, after?.id]);
    const now = Date.now();
    let cached = this.feedPages.get(key);
    if (!cached || cached.expires <= now) {
      const rows = this.queryFeed(from, area, query.first, after);
      cached = { expires: now + FEED_PAGE_TTL_MS, rows };
      // Re-inserted, so the map's first key is always the oldest page.
      this.feedPages.delete(key);
      this.feedPages.set(key, cached);
      // A failed query is not kept; the oldest page goes when there are too many.
      rows.catch(() => this.feedPages.delete(key));
      if (this.feedPages.size > FEED_PAGES_MAX) this.feedPages.delete(this.feedPages.keys().next().value as string);
    }
    return { ...(await cached.rows), area, notice: null };
  }

  /**
   * Forgets the cached feed pages and the public answers built on them (after a write; tests that
   * write to the table directly call it too).
   */
  forgetFeedPages(): void {
    this.feedPages.clear();
    this.responseCache.forget();
  }

  private async queryFeed(from: Date, area: FeedPage['area'], first: number, after: Cursor | undefined): Promise<FeedRows> {
    let distances: Map<string, number | null> | null = null;
    if (area) {
      const near = await this.pincodes.pincodesWithin(area.pincode, area.radiusKm);
      distances = new Map(near ? near.map((p) => [p.pincode, p.distanceKm]) : [[area.pincode, null]]);
    }
    const builder = this.campaigns
      .createQueryBuilder('c')
      .where('c.starts_at >= :from', { from })
      .andWhere('c.report_count < :hide', { hide: REPORTS_TO_HIDE })
      .andWhere('c.held_at IS NULL')
      .andWhere('c.hidden_at IS NULL');
    if (distances) builder.andWhere('c.pincode = ANY(CAST(:pincodes AS char(6)[]))', { pincodes: [...distances.keys()] });
    if (after) builder.andWhere('(c.starts_at, c.id) > (CAST(:at AS timestamptz), CAST(:id AS uuid))', { at: after.at, id: after.id });
    const rows = await builder.orderBy('c.starts_at', 'ASC').addOrderBy('c.id', 'ASC').limit(first + 1).getMany();
    const items = rows.slice(0, first).map((campaign) => ({ campaign, distanceKm: distances?.get(campaign.pincode) ?? null }));
    const users = await this.users.findManyByIds([...new Set(items.map((item) => item.campaign.userId))]);
    const owners = new Map([...users.values()].map((user) => [user.id, toPublicUser(user)]));
    return { items, owners, hasNextPage: rows.length > first };
  }

  /** A campaign as `viewerId` (null: signed out) may see it; NOT_FOUND once reported away, except for its owner. */
  async view(campaignId: string, viewerId: string | null): Promise<ViewedCampaign> {
    const campaign = await this.load(campaignId);
    const isOwner = viewerId === campaign.userId;
    if (!isOwner && isUnderReview(campaign)) throw new AppError('NOT_FOUND', 'Campaign not found');
    const hasReported = viewerId !== null && !isOwner && (await this.reportedAmong(viewerId, [campaignId])).has(campaignId);
    return { campaign, isOwner, hasReported };
  }

  /** A campaign as a shared link previews it (modules/share): null when there is none or it was reported away. */
  async findForPreview(campaignId: string): Promise<CampaignEntity | null> {
    const campaign = await this.campaigns.findOne({ where: { id: campaignId } });
    return campaign && !isUnderReview(campaign) ? campaign : null;
  }

  /** The owner's campaigns: upcoming soonest first, then past ones, latest first. */
  async listOwn(ownerId: string): Promise<CampaignEntity[]> {
    const all = await this.campaigns.find({ where: { userId: ownerId }, order: { startsAt: 'DESC', id: 'DESC' }, take: 500 });
    const from = startOfTodayInIndia();
    const upcoming = all.filter((campaign) => campaign.startsAt >= from).reverse();
    return [...upcoming, ...all.filter((campaign) => campaign.startsAt < from)];
  }

  /**
   * Owner only, irreversible: the row, its reports and RSVPs go, and the leaflet's files with them
   * (released by the database trigger in the same statement, deleted here or by the sweeper).
   */
  async remove(campaignId: string, ownerId: string): Promise<void> {
    const rows = await this.dataSource.transaction(async (manager) => {
      const [deleted] = (await manager.query(`DELETE FROM "campaigns" WHERE "id" = $1 AND "user_id" = $2 RETURNING "leaflet_key"`, [campaignId, ownerId])) as [
        { leaflet_key: string }[],
        number,
      ];
      // Its RSVPs went with it (ON DELETE CASCADE); the reminders waiting for them are cancelled.
      if (deleted.length > 0) await this.events.record(manager, new CampaignRemovedEvent(campaignId));
      return deleted;
    });
    if (rows.length === 0) {
      await this.load(campaignId);
      throw new AppError('FORBIDDEN');
    }
    this.forgetFeedPages();
    await this.uploads.discard(rows[0].leaflet_key);
  }

  /**
   * One report per user, never on one's own campaign. It weighs towards hiding the campaign only
   * when its reporter's account is established and older than the campaign (libs/domain
   * reportWeighs); at REPORTS_TO_HIDE weighing reports from distinct addresses it leaves the feed
   * and its owner sees it under review.
   */
  async report(campaignId: string, reporterId: string, reason: ReportReason | null, client: ClientInfo): Promise<void> {
    const { isOwner, campaign } = await this.view(campaignId, reporterId);
    if (isOwner) throw new AppError('FORBIDDEN', 'You cannot report your own campaign');
    await this.reportLimit.consume(reporterId);
    const reporter = await this.users.getById(reporterId);
    const weighs = reportWeighs(reporter, campaign.createdAt, this.config.reports.minAccountAgeHours);
    const address = this.securityLog.pseudonym(`report-address:${client.ip}`);
    await this.dataSource.transaction(async (manager) => {
      // Never beside a ban of the reporter, which takes the weight off their reports (their row first, as the ban locks it).
      await this.users.lockNotBanned(manager, reporterId);
      await manager.query(`SELECT 1 FROM "campaigns" WHERE "id" = $1 FOR UPDATE`, [campaignId]);
      const inserted = (await manager.query(
        `INSERT INTO "campaign_reports" ("campaign_id", "reporter_id", "reason", "reporter_address", "weighs") VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING "reporter_id"`,
        [campaignId, reporterId, reason, address, weighs],
      )) as unknown[];
      if (inserted.length === 0) throw new AppError('ALREADY_REPORTED', MESSAGES.alreadyReportedCampaign);
      await recountCampaignReports(manager, [campaignId]);
    });
    this.forgetFeedPages();
  }

  // ---- Moderation (modules/moderation calls these in the transaction that writes its audit row; it calls forgetFeedPages after the commit) ----

  /** A moderator's "restore": back in the feed; reports sent before now stop weighing (they stay, for the record). */
  async restoreForModeration(manager: EntityManager, campaignId: string): Promise<CampaignEntity> {
    const campaign = await this.lockForModeration(manager, campaignId);
    Object.assign(campaign, { heldAt: null, heldReason: null, hiddenAt: null, reviewedAt: new Date(), reportCount: 0 });
    await manager.query(`UPDATE "campaign_reports" SET "weighs" = false WHERE "campaign_id" = $1 AND "weighs"`, [campaignId]);
    return manager.save(campaign);
  }

  /** A moderator's "hide": out of the feed for good (its owner sees it under review). */
  async hideForModeration(manager: EntityManager, campaignId: string): Promise<CampaignEntity> {
    const campaign = await this.lockForModeration(manager, campaignId);
    const now = new Date();
    Object.assign(campaign, { hiddenAt: now, heldAt: null, reviewedAt: now });
    return manager.save(campaign);
  }

  /** A ban takes the weight off its user's reports (in the ban's transaction), for good, as for requests. */
  async discountReportsOf(manager: EntityManager, reporterId: string): Promise<void> {
    const [rows] = (await manager.query(`UPDATE "campaign_reports" SET "weighs" = false WHERE "reporter_id" = $1 AND "weighs" RETURNING "campaign_id"`, [reporterId])) as [
      { campaign_id: string }[],
      number,
    ];
    await recountCampaignReports(
      manager,
      rows.map((row) => row.campaign_id),
    );
  }

  /** A ban hides its user's upcoming campaigns (in the ban's transaction); their ids. */
  async hideOpenOf(manager: EntityManager, ownerId: string): Promise<string[]> {
    const [rows] = (await manager.query(
      `UPDATE "campaigns" SET "hidden_at" = now(), "reviewed_at" = now(), "updated_at" = now()
        WHERE "user_id" = $1 AND "starts_at" >= $2 AND "hidden_at" IS NULL RETURNING "id"`,
      [ownerId, startOfTodayInIndia()],
    )) as [{ id: string }[], number];
    return rows.map((row) => row.id);
  }

  /** Upcoming campaigns a moderator should look at: held ones, and those with reports since the last review; oldest first, after `after` (by the millisecond of that order, then id). */
  async moderationQueue(limit: number, after?: Cursor): Promise<ModerationQueueEntry<CampaignEntity>[]> {
    const campaigns = await this.campaigns
      .createQueryBuilder('c')
      .where('c.hidden_at IS NULL')
      .andWhere('c.starts_at >= :from', { from: startOfTodayInIndia() })
      .andWhere(
        `(c.held_at IS NOT NULL OR EXISTS (SELECT 1 FROM "campaign_reports" x WHERE x."campaign_id" = c."id" AND x."created_at" > coalesce(c."reviewed_at", '-infinity')))`,
      )
      .andWhere(after ? `(date_trunc('milliseconds', coalesce(c.held_at, c.created_at)), c.id) > (:at::timestamptz, :id::uuid)` : 'true', after ?? {})
      .orderBy(`date_trunc('milliseconds', coalesce(c.held_at, c.created_at))`, 'ASC')
      .addOrderBy('c.id', 'ASC')
      .limit(limit)
      .getMany();
    const tallies = await reportTallies(this.dataSource.manager, 'campaign_reports', 'campaign_id', campaigns.map((campaign) => campaign.id));
    return campaigns.map((item) => ({ item, ...(tallies.get(item.id) ?? { reporters: 0, reasons: [] }) }));
  }

  /** How many campaigns each of these users shared. */
  async postsOf(userIds: readonly string[]): Promise<Map<string, number>> {
    const rows = (await this.dataSource.query(
      `SELECT "user_id" AS "id", count(*)::int AS "posts" FROM "campaigns" WHERE "user_id" = ANY($1::uuid[]) GROUP BY "user_id"`,
      [[...new Set(userIds)]],
    )) as { id: string; posts: number }[];
    return new Map(rows.map((row) => [row.id, row.posts]));
  }

  /** A campaign as the moderation page shows it (whatever its state), or null. */
  findForModeration(campaignId: string): Promise<CampaignEntity | null> {
    return this.campaigns.findOne({ where: { id: campaignId } });
  }

  private async lockForModeration(manager: EntityManager, campaignId: string): Promise<CampaignEntity> {
    const campaign = await manager.getRepository(CampaignEntity).findOne({ where: { id: campaignId }, lock: { mode: 'pessimistic_write' } });
    if (!campaign) throw new AppError('NOT_FOUND', 'Campaign not found');
    return campaign;
  }

  /** Which of these campaigns the viewer reported: one query for a whole page. */
  async reportedAmong(viewerId: string, campaignIds: string[]): Promise<Set<string>> {
    if (campaignIds.length === 0) return new Set();
    const rows = (await this.dataSource.query(`SELECT "campaign_id" FROM "campaign_reports" WHERE "reporter_id" = $1 AND "campaign_id" = ANY($2::uuid[])`, [
      viewerId,
      campaignIds,
    ])) as { campaign_id: string }[];
    return new Set(rows.map((row) => row.campaign_id));
  }

  private async load(campaignId: string): Promise<CampaignEntity> {
    const campaign = await this.campaigns.findOne({ where: { id: campaignId } });
    if (!campaign) throw new AppError('NOT_FOUND', 'Campaign not found');
    return campaign;
  }

  private readCursor(value: string): Cursor {
    return decodeCursor(value);
  }
}
