import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { databaseOutage } from '../common/errors/database-unavailable';

/**
 * Ends an outage that requests noticed (common/errors/database-unavailable.ts) when the pool
 * connects again: the log then says once that the database is back.
 */
@Injectable()
export class DatabaseOutageWatcher implements OnApplicationBootstrap {
  constructor(private readonly dataSource: DataSource) {}

  onApplicationBootstrap(): void {
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    pool.on('connect', () => databaseOutage.noteAvailable());
  }
}
