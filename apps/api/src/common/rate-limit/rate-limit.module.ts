import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AddressLimitGuard } from './address-limit';
import { RateLimitService } from './rate-limit.service';

@Global()
@Module({ providers: [RateLimitService, { provide: APP_GUARD, useClass: AddressLimitGuard }], exports: [RateLimitService] })
export class RateLimitModule {}
