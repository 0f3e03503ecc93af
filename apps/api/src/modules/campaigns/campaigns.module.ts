import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { PincodesModule } from '../pincodes';
import { UploadsModule } from '../uploads';
import { UsersModule } from '../users';
import { CampaignEntity } from './campaign.entity';
import { CampaignsController } from './campaigns.controller';
import { CampaignsResolver } from './campaigns.resolver';
import { CampaignsService } from './campaigns.service';

@Module({
  imports: [AuthModule, UsersModule, PincodesModule, UploadsModule, TypeOrmModule.forFeature([CampaignEntity])],
  controllers: [CampaignsController],
  providers: [CampaignsService, CampaignsResolver],
  exports: [CampaignsService],
})
export class CampaignsModule {}
