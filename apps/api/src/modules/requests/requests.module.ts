import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PincodesModule } from '../pincodes';
import { UsersModule } from '../users';
import { BloodRequestEntity } from './blood-request.entity';
import { DonorMatcher } from './donor-matcher';
import { HelperHoldsService } from './helper-holds.service';
import { NearbyRequestsResolver } from './nearby-requests.resolver';
import { NearbyRequestsService } from './nearby-requests.service';
import { RequestHelperEntity } from './request-helper.entity';
import { HelpBlockEntity } from './help-block.entity';
import { HelperHoldEntity } from './helper-hold.entity';
import { HelperReportEntity } from './helper-report.entity';
import { RequestReportEntity } from './request-report.entity';
import { RequestsController } from './requests.controller';
import { RequestsJobs } from './requests.jobs';
import { RequestsPersonalData } from './requests.personal-data';
import { RequestsResolver } from './requests.resolver';
import { RequestsService } from './requests.service';

@Module({
  imports: [UsersModule, PincodesModule, TypeOrmModule.forFeature([BloodRequestEntity, RequestHelperEntity, RequestReportEntity, HelperReportEntity, HelperHoldEntity, HelpBlockEntity])],
  controllers: [RequestsController],
  providers: [RequestsService, HelperHoldsService, RequestsResolver, DonorMatcher, RequestsJobs, RequestsPersonalData, NearbyRequestsService, NearbyRequestsResolver],
  exports: [RequestsService, HelperHoldsService],
})
export class RequestsModule {}
