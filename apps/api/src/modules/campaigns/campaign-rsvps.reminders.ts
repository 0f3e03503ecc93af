import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DomainEventHandlers, OnDomainEvent } from '../../common/events/domain-events';
import { JobsService } from '../../common/jobs/jobs.service';
import { CampaignRemovedEvent, CampaignRsvpChangedEvent } from './campaign-rsvps.events';
import { CAMP_REMINDER_QUEUE, CampaignRsvpsService, type CampReminderJob } from './campaign-rsvps.service';

/**
 * Brings the waiting reminders in line with the answers: at start-up (a restored backup holds no
 * jobs) and once a day. One run across instances; idempotent (singleton keys).
 */
export const CAMP_REMINDERS_RECONCILE_QUEUE = 'campaigns.reconcile-reminders';

/**
 * The day-before reminders of camps: scheduled or cancelled when someone answers, cancelled when
 * the camp is removed, checked again when due (pg-boss: one run across instances, retried), and
 * reconciled with the answers at start-up and daily (reminders lost with the job queue come back).
 */
@Injectable()
@DomainEventHandlers()
export class CampaignRsvpReminders implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('CampaignRsvps');

  constructor(
    private readonly jobs: JobsService,
    private readonly rsvps: CampaignRsvpsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register<CampReminderJob>({
      name: CAMP_REMINDER_QUEUE,
      handler: async (job) => void (await this.rsvps.remind(job)),
      // One waiting reminder per person and camp.
      policy: 'short',
      retry: { limit: 10, delaySeconds: 30, backoff: true, maxDelaySeconds: 1800 },
      // The job names a person: kept an hour once done, for diagnostics.
      keepCompletedSeconds: 3600,
    });
    this.jobs.register({
      name: CAMP_REMINDERS_RECONCILE_QUEUE,
      handler: async () => void (await this.rsvps.reconcileReminders()),
      policy: 'short',
      retry: { limit: 5, delaySeconds: 60, backoff: true },
    });
    this.jobs.schedule(CAMP_REMINDERS_RECONCILE_QUEUE, '47 3 * * *');
  }

  /** A reconciliation when the app starts: reminders lost with the job queue (a restore) come back. */
  async onApplicationBootstrap(): Promise<void> {
    // Not worth failing the start over: the daily run catches up.
    await this.jobs.send(CAMP_REMINDERS_RECONCILE_QUEUE, {}, { singletonKey: 'start-up' }).catch((error: Error) => this.logger.warn(`Reminders not reconciled at start-up: ${error.message}`));
  }

  @OnDomainEvent(CampaignRsvpChangedEvent)
  async answerChanged({ campaignId, userId }: CampaignRsvpChangedEvent): Promise<void> {
    await this.rsvps.syncReminder(campaignId, userId);
  }

  @OnDomainEvent(CampaignRemovedEvent)
  async campaignRemoved({ campaignId }: CampaignRemovedEvent): Promise<void> {
    await this.rsvps.cancelReminders(campaignId);
  }
}
