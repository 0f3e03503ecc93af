/** The campaigns module's public face: other modules import only from here. */
// The events first: the notifications module, which the campaigns module reaches through auth,
// handles CampReminderDueEvent and needs the class while this file is still loading.
export { CampaignRemovedEvent, CampaignRsvpChangedEvent, CampReminderDueEvent } from './campaign-rsvps.events';
export type { CampaignEntity } from './campaign.entity';
export { CampaignsModule } from './campaigns.module';
export { CampaignsService } from './campaigns.service';
export { CampaignRsvpsService } from './campaign-rsvps.service';
