import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { ReadinessIndicators } from './readiness';
import { SystemResolver } from './system.resolver';
import { SystemService } from './system.service';

@Module({
  // Probes come every few seconds: an outage is logged once by the outage watchers, not per probe.
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [SystemService, SystemResolver, ReadinessIndicators],
  exports: [SystemService],
})
export class SystemModule {}
