/** The campaigns module's public face: other modules import only from here. */
// The events first: other modules' handlers use the classes in their decorators, when loaded.
export { CampaignRemovedEvent, CampaignRsvpChangedEvent, CampReminderDueEvent } from './campaign-rsvps.events';
export type { CampaignEntity } from './campaign.entity';
export { CampaignsModule } from './campaigns.module';
export { CampaignsService } from './campaigns.service';
export { CampaignRsvpsService } from './campaign-rsvps.service';
export { Campaign } from './models/campaign.model';
