import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { PincodesModule } from '../pincodes';
import { UploadsModule } from '../uploads';
import { UsersModule } from '../users';
import { CampaignReportEntity } from './campaign-report.entity';
import { CampaignEntity } from './campaign.entity';
import { CampaignsController } from './campaigns.controller';
import { CampaignsPersonalData } from './campaigns.personal-data';
import { CampaignsResolver } from './campaigns.resolver';
import { CampaignsService } from './campaigns.service';

@Module({
  imports: [AuthModule, UsersModule, PincodesModule, UploadsModule, TypeOrmModule.forFeature([CampaignEntity, CampaignReportEntity])],
  controllers: [CampaignsController],
  providers: [CampaignsService, CampaignsResolver, CampaignsPersonalData],
  exports: [CampaignsService],
})
export class CampaignsModule {}
