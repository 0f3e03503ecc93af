import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PincodesModule } from '../pincodes';
import { UsersModule } from '../users';
import { BloodRequestEntity } from './blood-request.entity';
import { DonorMatcher } from './donor-matcher';
import { NearbyRequestsResolver } from './nearby-requests.resolver';
import { NearbyRequestsService } from './nearby-requests.service';
import { RequestHelperEntity } from './request-helper.entity';
import { RequestReportEntity } from './request-report.entity';
import { RequestsController } from './requests.controller';
import { RequestsJobs } from './requests.jobs';
import { RequestsPersonalData } from './requests.personal-data';
import { RequestsResolver } from './requests.resolver';
import { RequestsService } from './requests.service';

@Module({
  imports: [UsersModule, PincodesModule, TypeOrmModule.forFeature([BloodRequestEntity, RequestHelperEntity, RequestReportEntity])],
  controllers: [RequestsController],
  providers: [RequestsService, RequestsResolver, DonorMatcher, RequestsJobs, RequestsPersonalData, NearbyRequestsService, NearbyRequestsResolver],
  exports: [RequestsService],
})
export class RequestsModule {}
