import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DONATION_MESSAGES,
  MESSAGES,
  addDays,
  apheresisLimitsFrom,
  calendarDateInIndia,
  campDonationOpen,
  donationDateProblem,
  donationReminderAt,
  isApheresisDonation,
  lastDonationFacts,
  nextEligibleDateFor,
  nextEligibleDates,
  nextWholeBloodDateOf,
  takesRsvps,
  todayInIndia,
  type DonationComponent,
  type DonationFact,
  type DonationKind,
  type DonationVenue,
} from '@redhope/domain';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { JobsService } from '../../common/jobs/jobs.service';
import { CampaignRsvpsService, CampaignsService } from '../campaigns';
import { NotificationsService } from '../notifications';
import { UsersService, type UserEntity } from '../users';
import { DonationEntity } from './donation.entity';

/** The queue of reminders: one waiting job per donor (singleton key: their id), for the day they may give again. */
export const DONATION_REMINDER_QUEUE = 'donations.reminder';

/**
 * Brings the waiting reminders in line with the donors' rows: at start-up (a restored backup holds
 * no jobs) and once a day. One run across instances; idempotent (singleton keys).
 */
export const DONATION_REMINDERS_RECONCILE_QUEUE = 'donations.reconcile-reminders';

export interface DonationReminderJob {
  userId: string;
  /** yyyy-mm-dd: the day the reminder was scheduled for; a run for another day is stale. */
  eligibleOn: string;
}

/** A donation to record (recordDonation): what other modules know of it. */
export interface NewDonation {
  userId: string;
  /** yyyy-mm-dd, a day in India. */
  donatedOn: string;
  component: DonationComponent;
  place: string;
  kind: DonationKind;
  venue?: DonationVenue | null;
  requestId?: string | null;
  campaignId?: string | null;
}

export interface DonationRecord {
  donations: DonationEntity[];
  total: number;
  lastYear: number;
  nextEligibleDate: string | null;
  nextEligibleByComponent: Record<DonationComponent, string | null>;
  available: boolean;
}

/** At most this many donations are listed (a lifetime of donating every 90 days is about 200). */
const LIST_LIMIT = 500;

/**
 * The donor's record of donations and the reminder of the day they may give again. A confirmed
 * donation moves the donor's last-donation date forward (the users module stores it) and
 * reschedules their reminder in the same transaction. The next eligible day comes from libs/domain
 * (by component; the sex is not recorded, so the longer whole-blood gap applies).
 */
@Injectable()
export class DonationsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Donations');

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(DonationEntity) private readonly donations: Repository<DonationEntity>,
    private readonly users: UsersService,
    private readonly jobs: JobsService,
    private readonly notifications: NotificationsService,
    private readonly campaigns: CampaignsService,
    private readonly rsvps: CampaignRsvpsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register<DonationReminderJob>({
      name: DONATION_REMINDER_QUEUE,
      handler: (job) => this.remind(job),
      retry: { limit: 10, delaySeconds: 60, backoff: true, maxDelaySeconds: 3600 },
      // At most one waiting reminder per donor: a new schedule replaces the old (syncReminder).
      policy: 'short',
      keepCompletedSeconds: 24 * 3600,
    });
    this.jobs.register({
      name: DONATION_REMINDERS_RECONCILE_QUEUE,
      handler: async () => void (await this.reconcileReminders()),
      policy: 'short',
      retry: { limit: 5, delaySeconds: 60, backoff: true },
    });
    this.jobs.schedule(DONATION_REMINDERS_RECONCILE_QUEUE, '41 3 * * *');
  }

  /** A reconciliation when the app starts: reminders lost with the job queue (a restore) come back. */
  async onApplicationBootstrap(): Promise<void> {
    // Not worth failing the start over: the daily run catches up.
    await this.jobs.send(DONATION_REMINDERS_RECONCILE_QUEUE, {}, { singletonKey: 'start-up' }).catch((error: Error) => this.logger.warn(`Reminders not reconciled at start-up: ${error.message}`));
  }

  /**
   * Schedules the reminder of every available donor whose next eligible day is still ahead and
   * who has no reminder waiting (pg-boss's jobs are not in a backup: the rows are the truth).
   * Resolves with how many were scheduled.
   */
  async reconcileReminders(): Promise<number> {
    const today = todayInIndia();
    const waiting = await this.jobs.pendingKeys(DONATION_REMINDER_QUEUE);
    // No gap between donations is longer than a year: anyone who gave earlier may give today.
    const donors = await this.users.recentDonorsAvailable(addDays(today, -366));
    let scheduled = 0;
    for (const donor of donors) {
      if (waiting.has(donor.id) || nextWholeBloodDateOf(donor, today) === null) continue;
      await this.dataSource.transaction((manager) => this.syncReminder(manager, donor.id));
      scheduled++;
    }
    if (scheduled > 0) this.logger.log(`Scheduled ${scheduled} donation reminders that had no job waiting`);
    return scheduled;
  }

  /**
   * Records a donation in the donor's record (in the caller's transaction when given one) and
   * brings their last-donation date and reminder up to date. Null when the donor is gone, or the
   * donation is recorded already (one per donor and request, and per donor and camp).
   */
  async recordDonation(donation: NewDonation, manager?: EntityManager): Promise<DonationEntity | null> {
    if (!manager) {
      const recorded = await this.dataSource.transaction((tx) => this.recordDonation(donation, tx));
      // The donor's row changed (last donation, next date): forgotten here at once, as the
      // commit's announcement may reach this instance after the donor's next request.
      this.users.forgetSignedIn(donation.userId);
      return recorded;
    }
    const user = await this.users.lockForUpdate(manager, donation.userId);
    if (!user) return null;
    // Nobody gives the same component twice in a day (48 hours between two apheresis, 90 days
    // between whole-blood donations): one added again by hand, twice at once (the donor's row is
    // locked) or retried after a lost answer, is the one recorded already, and counts once in the
    // record, its totals and the apheresis limits.
    if (donation.kind === 'manual' && (await this.recordedOn(manager, donation))) return null;
    const [row] = (await manager.query(
      `INSERT INTO "donations" ("user_id", "donated_on", "component", "place", "venue", "kind", "request_id", "campaign_id")
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
        ON CONFLICT DO NOTHING
        RETURNING "id"`,
      [
        donation.userId,
        donation.donatedOn,
        donation.component,
        donation.place.slice(0, 150),
        donation.venue ?? null,
        donation.kind,
        donation.requestId ?? null,
        donation.campaignId ?? null,
      ],
    )) as { id: string }[];
    if (!row) return null;
    await this.users.noteDonation(manager, donation.userId, donation.component, donation.donatedOn);
    if (isApheresisDonation(donation.component)) await this.syncApheresisLimits(manager, donation.userId);
    await this.syncReminder(manager, donation.userId);
    return manager.findOneByOrFail(DonationEntity, { id: row.id });
  }

  /** Whether the donor's record has a donation of this component on this day. */
  private async recordedOn(manager: EntityManager, donation: NewDonation): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM "donations" WHERE "user_id" = $1 AND "donated_on" = $2::date AND "component" = $3 LIMIT 1`, [
      donation.userId,
      donation.donatedOn,
      donation.component,
    ])) as unknown[];
    return rows.length > 0;
  }

  /** The donor's record: newest first, with totals and the next eligible days. */
  async record(userId: string): Promise<DonationRecord> {
    const [user, donations] = await Promise.all([
      this.users.getById(userId),
      this.donations.find({ where: { userId }, order: { donatedOn: 'DESC', createdAt: 'DESC' }, take: LIST_LIMIT }),
    ]);
    const today = todayInIndia();
    const yearAgo = addDays(today, -365);
    const [{ total }] = (await this.dataSource.query(`SELECT count(*)::int AS "total" FROM "donations" WHERE "user_id" = $1`, [userId])) as { total: number }[];
    const nextByComponent = this.nextDates(user, donations, today);
    return {
      donations,
      total,
      lastYear: donations.filter((donation) => donation.donatedOn > yearAgo).length,
      nextEligibleDate: nextByComponent.WHOLE_BLOOD,
      nextEligibleByComponent: nextByComponent,
      available: user.availableToDonate,
    };
  }

  /** A donation the donor enters by hand: a day from their birth to today (India), a place, what and where. */
  async add(userId: string, input: { donatedOn: string; component: DonationComponent; place: string; venue: DonationVenue }): Promise<DonationRecord> {
    const user = await this.users.getById(userId);
    const problem = donationDateProblem(input.donatedOn, user.dateOfBirth);
    if (problem) throw new AppError('VALIDATION_FAILED', DONATION_MESSAGES[problem], { donatedOn: DONATION_MESSAGES[problem] });
    await this.recordDonation({ userId, donatedOn: input.donatedOn, component: input.component, place: input.place, venue: input.venue, kind: 'manual' });
    return this.record(userId);
  }

  /**
   * "I donated here": one who answered "I'll come" to a blood-donation camp says they gave there,
   * from the camp's day in India on. The donation is the camp's day, at the camp, `component`
   * (whole blood unless they say). Once per camp: a second call answers the donation already
   * recorded (removeDonation undoes it). NOT_FOUND for a camp they cannot see (removed, reported
   * away), BAD_REQUEST for another category, CAMP_NOT_YET before its day, CAMP_NOT_GOING when
   * their answer is not "I'll come".
   */
  async confirmAtCamp(userId: string, campaignId: string, component: DonationComponent = 'WHOLE_BLOOD'): Promise<DonationEntity> {
    const { campaign } = await this.campaigns.view(campaignId, userId);
    if (!takesRsvps(campaign.category)) throw new AppError('BAD_REQUEST', MESSAGES.campTakesNoRsvps);
    if (!campDonationOpen(campaign.startsAt)) throw new AppError('CAMP_NOT_YET');
    const rsvp = await this.rsvps.findRsvp(campaign.id, userId);
    if (rsvp?.status !== 'going') throw new AppError('CAMP_NOT_GOING');
    const recorded = await this.recordDonation({
      userId,
      donatedOn: calendarDateInIndia(campaign.startsAt),
      component,
      place: `${campaign.title}, ${campaign.district}`,
      venue: 'CAMP',
      kind: 'camp',
      campaignId: campaign.id,
    });
    const donation = recorded ?? (await this.atCamp(userId, campaign.id));
    if (!donation) throw new AppError('NOT_FOUND', 'Donation not found');
    return donation;
  }

  /** The donor's donation at a camp, if they confirmed one. */
  async atCamp(userId: string, campaignId: string): Promise<DonationEntity | null> {
    return this.donations.findOne({ where: { userId, campaignId } });
  }

  /**
   * Removes one of the donor's own donations (another's is NOT_FOUND, as if it did not exist).
   * A whole-blood donation that had set the last-donation date gives way to the latest one left.
   */
  async remove(userId: string, donationId: string): Promise<DonationRecord> {
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockForUpdate(manager, userId);
      if (!user) throw new AppError('NOT_FOUND', 'Donation not found');
      const [gone] = (await manager.query(`DELETE FROM "donations" WHERE "id" = $1 AND "user_id" = $2 RETURNING "donated_on"::text AS "donatedOn", "component"`, [
        donationId,
        userId,
      ])) as [{ donatedOn: string; component: DonationComponent }[], number];
      const removed = gone[0];
      if (!removed) throw new AppError('NOT_FOUND', 'Donation not found');
      const apheresis = isApheresisDonation(removed.component);
      const [left] = (await manager.query(
        `SELECT max("donated_on")::text AS "latest" FROM "donations" WHERE "user_id" = $1 AND ("component" = 'WHOLE_BLOOD') = $2`,
        [userId, !apheresis],
      )) as { latest: string | null }[];
      if (apheresis) {
        await this.users.forgetApheresis(manager, userId, removed.donatedOn, left?.latest ?? null);
        await this.syncApheresisLimits(manager, userId);
      } else {
        await this.users.forgetDonation(manager, userId, removed.donatedOn, left?.latest ?? null);
      }
      await this.syncReminder(manager, userId);
    });
    this.users.forgetSignedIn(userId);
    return this.record(userId);
  }

  /**
   * Keeps on the donor the day the weekly and yearly apheresis limits allow their next apheresis
   * (matching reads it), from their apheresis donations of the last year. In the caller's transaction.
   */
  private async syncApheresisLimits(manager: EntityManager, userId: string): Promise<void> {
    const rows = (await manager.query(`SELECT "donated_on"::text AS "day" FROM "donations" WHERE "user_id" = $1 AND "component" <> 'WHOLE_BLOOD' AND "donated_on" > $2::date`, [
      userId,
      addDays(todayInIndia(), -366),
    ])) as { day: string }[];
    await this.users.setApheresisLimitsFrom(
      manager,
      userId,
      apheresisLimitsFrom(rows.map((row) => row.day)),
    );
  }

  /**
   * Makes the donor's reminder match their state, in the caller's transaction: one waiting job
   * for the morning (India) of the day they may give whole blood again, when that day is still
   * ahead and they are available; none otherwise. The donor's row is locked, so two changes at
   * once leave one job.
   */
  async syncReminder(manager: EntityManager, userId: string): Promise<void> {
    const user = await this.users.lockForUpdate(manager, userId);
    await this.jobs.cancelWaitingInTransaction(manager, DONATION_REMINDER_QUEUE, userId);
    if (!user?.availableToDonate) return;
    const next = nextWholeBloodDateOf(user);
    if (next === null) return;
    await this.jobs.sendInTransaction<DonationReminderJob>(manager, DONATION_REMINDER_QUEUE, [
      { data: { userId, eligibleOn: next }, singletonKey: userId, startAfter: donationReminderAt(next) },
    ]);
  }

  /**
   * A reminder comes due: sent only if the donor is still available and the day is still the one
   * they may give again (a later donation moved it; that change scheduled its own reminder).
   */
  private async remind(job: DonationReminderJob): Promise<void> {
    const user = await this.users.findById(job.userId);
    if (!user?.availableToDonate) return;
    // The day itself (not "still ahead": it is today).
    const next = nextEligibleDateFor('WHOLE_BLOOD', lastDonationFacts(user));
    if (next !== job.eligibleOn) return;
    await this.notifications.notify('donation-reminder', [
      { recipientId: job.userId, dedupeKey: `donation-reminder:${job.eligibleOn}`, params: { eligibleOn: job.eligibleOn } },
    ]);
  }

  /**
   * Next eligible days, each null when it is today or past (they may give now). Whole blood is the
   * profile's answer (nextWholeBloodDateOf, as User.nextDonationDate); apheresis also keeps the
   * weekly and yearly limits, which need the whole record.
   */
  private nextDates(user: UserEntity, donations: readonly DonationEntity[], today: string): Record<DonationComponent, string | null> {
    const facts: DonationFact[] = [...donations.map((donation) => ({ donatedOn: donation.donatedOn, component: donation.component })), ...lastDonationFacts(user)];
    const dates = nextEligibleDates(facts);
    const ahead = (day: string | null) => (day !== null && day > today ? day : null);
    return { WHOLE_BLOOD: nextWholeBloodDateOf(user, today), PLATELETS: ahead(dates.PLATELETS), PLASMA: ahead(dates.PLASMA) };
  }
}
