import { Controller, Get, HttpCode, Inject } from '@nestjs/common';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator, type HealthCheckResult } from '@nestjs/terminus';
import { Public } from '../../common/auth/public.decorator';
import { ResponseMessage } from '../../common/rest/response-message.decorator';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { ReadinessIndicators } from './readiness';

/**
 * GET /api/v1/health/live: the process answers. GET /api/v1/health/ready (@nestjs/terminus): it
 * can take new work: no shutdown begun (from SIGTERM on it answers 503 while the drain serves what
 * was accepted), the database answers within the connect timeout, its migrations are applied, and
 * Redis, when configured, is reachable. Not ready is 503 in the envelope; the outage itself is
 * logged once by the outage watchers, not by each probe.
 */
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly readiness: ReadinessIndicators,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('live')
  @HttpCode(200)
  @ResponseMessage('Alive')
  live(): { status: string } {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  @ResponseMessage('Ready')
  ready(): Promise<HealthCheckResult> {
    return this.health.check([
      () => this.readiness.shutdown('shutdown'),
      () => this.database.pingCheck('database', { timeout: this.config.database.connectTimeoutMs }),
      () => this.readiness.migrations('migrations'),
      () => this.readiness.redis('redis'),
    ]);
  }
}
