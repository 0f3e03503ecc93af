import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DataSource } from 'typeorm';
import { Lifecycle } from '../../common/lifecycle/lifecycle';
import { FallbackPubSub } from '../../common/pubsub/fallback-pubsub';
import { PUB_SUB } from '../../common/pubsub/pubsub.module';

/**
 * The parts of readiness that Terminus has no indicator for: a shutdown begun (the load balancer
 * must stop sending at once), migrations this code knows and the database has not applied, and
 * Redis when it is configured (without it, limits and live events hold for this instance only).
 */
@Injectable()
export class ReadinessIndicators {
  /** Applied migrations stay applied: once confirmed, not asked again on every probe. */
  private migrationsApplied = false;

  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly lifecycle: Lifecycle,
    private readonly dataSource: DataSource,
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
  ) {}

  shutdown(key: string): HealthIndicatorResult {
    const check = this.indicators.check(key);
    return this.lifecycle.draining ? check.down({ message: 'shutting down' }) : check.up();
  }

  async migrations(key: string): Promise<HealthIndicatorResult> {
    const check = this.indicators.check(key);
    if (!this.migrationsApplied) {
      const pending = await this.dataSource.showMigrations().catch(() => true);
      if (pending) return check.down({ message: 'migrations pending' });
      this.migrationsApplied = true;
    }
    return check.up();
  }

  redis(key: string): HealthIndicatorResult {
    const check = this.indicators.check(key);
    if (!(this.pubSub instanceof FallbackPubSub)) return check.up({ configured: false });
    return this.pubSub.redisReachable ? check.up() : check.down({ message: 'unreachable' });
  }
}
