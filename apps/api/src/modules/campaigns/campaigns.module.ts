import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PincodesModule } from '../pincodes';
import { UploadsModule } from '../uploads';
import { UsersModule } from '../users';
import { CampaignReportEntity } from './campaign-report.entity';
import { CampaignRsvpEntity } from './campaign-rsvp.entity';
import { CampaignRsvpReminders } from './campaign-rsvps.reminders';
import { CampaignRsvpsPersonalData } from './campaign-rsvps.personal-data';
import { CampaignRsvpsResolver } from './campaign-rsvps.resolver';
import { CampaignRsvpsService } from './campaign-rsvps.service';
import { CampaignEntity } from './campaign.entity';
import { CampaignsController } from './campaigns.controller';
import { CampaignsPersonalData } from './campaigns.personal-data';
import { CampaignsResolver } from './campaigns.resolver';
import { CampaignsService } from './campaigns.service';

@Module({
  imports: [UsersModule, PincodesModule, UploadsModule, TypeOrmModule.forFeature([CampaignEntity, CampaignReportEntity, CampaignRsvpEntity])],
  controllers: [CampaignsController],
  providers: [CampaignsService, CampaignsResolver, CampaignsPersonalData, CampaignRsvpsService, CampaignRsvpsResolver, CampaignRsvpReminders, CampaignRsvpsPersonalData],
  exports: [CampaignsService, CampaignRsvpsService],
})
export class CampaignsModule {}
