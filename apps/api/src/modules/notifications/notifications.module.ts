import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail';
import { RequestsModule } from '../requests';
import { UsersModule } from '../users';
import { NotificationEntity } from './notification.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsListener } from './notifications.listener';
import { NotificationsPersonalData } from './notifications.personal-data';
import { NotificationsResolver } from './notifications.resolver';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [MailModule, UsersModule, RequestsModule, TypeOrmModule.forFeature([NotificationEntity])],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsResolver, NotificationsListener, NotificationsPersonalData],
  exports: [NotificationsService],
})
export class NotificationsModule {}
