import request from 'supertest';
import { DataSource } from 'typeorm';
import { closeApp, createApp } from '../src/bootstrap';
import { loadConfig } from '../src/config/config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { MIGRATIONS } from '../src/database/migrations';
import { asSuperuser } from './setup/helpers';

/**
 * Readiness waits for the migrations: an instance started on a database one migration behind
 * (restored from an older backup, or a deploy whose migrate step has not run) is not ready until
 * that migration is applied. A database of its own on the e2e server.
 */
describe('readiness and pending migrations', () => {
  const server = new URL(process.env.E2E_DATABASE_URL as string);
  const name = `${server.pathname.slice(1)}_readiness`;
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', DATABASE_URL: url.toString() });

  async function migrate(upTo: number): Promise<void> {
    const db = new DataSource({ ...dataSourceOptions(config, url.toString()), migrations: MIGRATIONS.slice(0, upTo), poolSize: 1 });
    await db.initialize();
    await db.runMigrations({ transaction: 'each' });
    await db.destroy();
  }

  beforeAll(async () => {
    await asSuperuser(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await asSuperuser(`CREATE DATABASE "${name}" OWNER "${decodeURIComponent(server.username)}"`);
  });
  afterAll(() => asSuperuser(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('answers 503 while a migration is pending and 200 once it is applied', async () => {
    await migrate(MIGRATIONS.length - 1);
    const app = await createApp(config, url.toString());
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.getHttpServer().address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      await request(base).get('/api/v1/health/live').expect(200);
      const pending = await request(base).get('/api/v1/health/ready').expect(503);
      expect(pending.body).toMatchObject({ success: false, statusCode: 503 });
      await migrate(MIGRATIONS.length);
      const ready = await request(base).get('/api/v1/health/ready').expect(200);
      expect(ready.body.data.details.migrations).toEqual({ status: 'up' });
    } finally {
      await closeApp(app);
    }
  });
});
