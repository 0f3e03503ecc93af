import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns';
import { DonationsModule } from '../donations';
import { UsersModule } from '../users';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';

@Module({
  imports: [CampaignsModule, DonationsModule, UsersModule],
  controllers: [CalendarController],
  providers: [CalendarService],
})
export class CalendarModule {}
