import { Inject, Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DataSource } from 'typeorm';
import { PUB_SUB } from '../../common/pubsub/pubsub.module';
import type { Health } from './models/health.model';
import type { SystemNotice } from './models/system-notice.model';

export const SYSTEM_NOTICE = 'system.notice';

@Injectable()
export class SystemService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  async health(): Promise<Health> {
    try {
      await this.dataSource.query('SELECT 1');
      return { status: 'ok', database: 'up' };
    } catch {
      return { status: 'degraded', database: 'down' };
    }
  }

  async broadcast(message: string): Promise<SystemNotice> {
    const notice = { message, sentAt: new Date() };
    await this.pubSub.publish(SYSTEM_NOTICE, { systemNotice: notice });
    return notice;
  }

  notices(): AsyncIterableIterator<unknown> {
    return this.pubSub.asyncIterableIterator(SYSTEM_NOTICE);
  }
}
