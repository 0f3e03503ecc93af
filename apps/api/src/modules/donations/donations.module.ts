import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CampaignsModule } from '../campaigns';
import { NotificationsModule } from '../notifications';
import { RequestsModule } from '../requests';
import { UsersModule } from '../users';
import { CampDonationsResolver } from './camp-donations.resolver';
import { DonationEntity } from './donation.entity';
import { DonationsListener } from './donations.listener';
import { DonationsPersonalData } from './donations.personal-data';
import { DonationsResolver } from './donations.resolver';
import { DonationsService } from './donations.service';

/** The donor's record of donations and the reminder of the day they may give again. */
@Module({
  imports: [UsersModule, RequestsModule, NotificationsModule, CampaignsModule, TypeOrmModule.forFeature([DonationEntity])],
  providers: [DonationsService, DonationsResolver, CampDonationsResolver, DonationsListener, DonationsPersonalData],
  exports: [DonationsService],
})
export class DonationsModule {}
