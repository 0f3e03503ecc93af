/** The campaigns module's public face: other modules import only from here. */
export type { CampaignEntity } from './campaign.entity';
export { CampaignsModule } from './campaigns.module';
export { CampaignsService } from './campaigns.service';
export { CampaignRsvpsService } from './campaign-rsvps.service';
export { CampaignRemovedEvent, CampaignRsvpChangedEvent, CampReminderDueEvent } from './campaign-rsvps.events';
