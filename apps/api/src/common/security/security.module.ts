import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CrossSiteGuard } from './cross-site.guard';
import { SecurityLog } from './security-log';

/** Import before the feature modules, so the cross-site guard runs before any other guard. */
@Global()
@Module({
  providers: [SecurityLog, { provide: APP_GUARD, useClass: CrossSiteGuard }],
  exports: [SecurityLog],
})
export class SecurityModule {}
