import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { Public } from '../../common/auth/public.decorator';
import { ResponseMessage } from '../../common/rest/response-message.decorator';
import type { Health } from './models/health.model';
import { SystemService } from './system.service';

/** GET /api/v1/health/live: the process answers. GET /api/v1/health/ready: it can serve (database up). */
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly system: SystemService) {}

  @Get('live')
  @HttpCode(200)
  @ResponseMessage('Alive')
  live(): { status: string } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ResponseMessage('Ready')
  async ready(): Promise<Health> {
    const health = await this.system.health();
    if (health.status !== 'ok') throw new ServiceUnavailableException();
    return health;
  }
}
