import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEventHandlers, OnDomainEvent } from '../../common/events/domain-events';
import { JobsService } from '../../common/jobs/jobs.service';
import { CampaignRemovedEvent, CampaignRsvpChangedEvent } from './campaign-rsvps.events';
import { CAMP_REMINDER_QUEUE, CampaignRsvpsService, type CampReminderJob } from './campaign-rsvps.service';

/**
 * The day-before reminders of camps: scheduled or cancelled when someone answers, cancelled when
 * the camp is removed, and checked again when due (pg-boss: one run across instances, retried).
 */
@Injectable()
@DomainEventHandlers()
export class CampaignRsvpReminders implements OnModuleInit {
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
