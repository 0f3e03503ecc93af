import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobsService } from '../../common/jobs/jobs.service';
import { RequestsService } from './requests.service';

/**
 * The scheduled work of requests, on the shared job queue (one run per slot across instances):
 * closing requests whose date has passed (reads check it too). Alerts need no sweeper: they are
 * durable domain events (common/events).
 */
@Injectable()
export class RequestsJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly requests: RequestsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register({ name: 'requests.expire', handler: async () => void (await this.requests.expireOverdue()), policy: 'singleton' });
    this.jobs.schedule('requests.expire', '*/10 * * * *');
  }
}
