import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications';
import { RequestsModule } from '../requests';
import { UsersModule } from '../users';
import { PushSubscriptionEntity } from './push-subscription.entity';
import { PushController } from './push.controller';
import { PushListener } from './push.listener';
import { PushPersonalData } from './push.personal-data';
import { PushResolver } from './push.resolver';
import { PushService } from './push.service';

@Module({
  imports: [NotificationsModule, RequestsModule, UsersModule, TypeOrmModule.forFeature([PushSubscriptionEntity])],
  controllers: [PushController],
  providers: [PushService, PushResolver, PushListener, PushPersonalData],
  exports: [PushService],
})
export class PushModule {}
