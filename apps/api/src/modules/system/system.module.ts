import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { SystemResolver } from './system.resolver';
import { SystemService } from './system.service';

@Module({
  controllers: [HealthController],
  providers: [SystemService, SystemResolver],
  exports: [SystemService],
})
export class SystemModule {}
