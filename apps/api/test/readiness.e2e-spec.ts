import request from 'supertest';
import { closeApp, createApp } from '../src/bootstrap';
import { MIGRATIONS } from '../src/database/migrations';
import { ownDatabase } from './setup/own-database';

/**
 * Readiness waits for the migrations: an instance started on a database one migration behind
 * (restored from an older backup, or a deploy whose migrate step has not run) is not ready until
 * that migration is applied. A database of its own on the e2e server.
 */
describe('readiness and pending migrations', () => {
  const own = ownDatabase('readiness', { LOG_LEVEL: 'error' });

  async function migrate(upTo: number): Promise<void> {
    await (await own.migrated(upTo)).destroy();
  }

  it('answers 503 while a migration is pending and 200 once it is applied', async () => {
    await migrate(MIGRATIONS.length - 1);
    const app = await createApp(own.config, own.url);
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
