import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { Public } from '../../common/auth/public.decorator';
import { Lifecycle } from '../../common/lifecycle/lifecycle';
import { ResponseMessage } from '../../common/rest/response-message.decorator';
import type { Health } from './models/health.model';
import { SystemService } from './system.service';

/**
 * GET /api/v1/health/live: the process answers. GET /api/v1/health/ready: it can take new work
 * (database up, and no shutdown begun: from SIGTERM on it answers 503 while the drain serves what
 * was accepted).
 */
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly system: SystemService,
    private readonly lifecycle: Lifecycle,
  ) {}

  @Get('live')
  @HttpCode(200)
  @ResponseMessage('Alive')
  live(): { status: string } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ResponseMessage('Ready')
  async ready(): Promise<Health> {
    if (this.lifecycle.draining) throw new ServiceUnavailableException();
    const health = await this.system.health();
    if (health.status !== 'ok') throw new ServiceUnavailableException();
    return health;
  }
}
