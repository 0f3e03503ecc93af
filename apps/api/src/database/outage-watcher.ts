import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { databaseOutage } from '../common/errors/database-unavailable';
import { Metrics } from '../common/metrics/metrics';

/**
 * Ends an outage that requests noticed (common/errors/database-unavailable.ts) when the pool
 * connects again (the log then says once that the database is back), and shows the pool's use
 * in the metrics.
 */
@Injectable()
export class DatabaseOutageWatcher implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    pool.on('connect', () => databaseOutage.noteAvailable());
    this.metrics.gauge('redhope_db_pool_connections', 'The app pool\'s Postgres connections: all, idle, and callers waiting for one', ['state'], (set) => {
      set({ state: 'total' }, pool.totalCount);
      set({ state: 'idle' }, pool.idleCount);
      set({ state: 'waiting' }, pool.waitingCount);
    });
  }
}
