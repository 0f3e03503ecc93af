import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { CampaignsModule } from '../campaigns';
import { RequestsModule } from '../requests';
import { UsersModule } from '../users';
import { ModerationActionEntity } from './moderation-action.entity';
import { ModerationPersonalData } from './moderation.personal-data';
import { ModerationResolver } from './moderation.resolver';
import { ModerationService } from './moderation.service';

@Module({
  imports: [UsersModule, RequestsModule, CampaignsModule, AuthModule, TypeOrmModule.forFeature([ModerationActionEntity])],
  providers: [ModerationService, ModerationResolver, ModerationPersonalData],
  exports: [ModerationService],
})
export class ModerationModule {}
