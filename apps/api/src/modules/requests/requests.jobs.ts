import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobsService } from '../../common/jobs/jobs.service';
import { RequestsService } from './requests.service';

/** A request left without alerts this long after it was posted is alerted again. */
const REALERT_AFTER_MS = 60_000;

/**
 * The scheduled work of requests, on the shared job queue (one run per slot across instances):
 * closing requests whose date has passed (reads check it too), and alerting again for a
 * request whose alerts did not finish (a crash between posting and alerting).
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
    this.jobs.register({ name: 'requests.realert', handler: async () => void (await this.requests.alertUnalerted(REALERT_AFTER_MS)), policy: 'singleton' });
    this.jobs.schedule('requests.realert', '* * * * *');
  }
}
