import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/bootstrap';
import { loadConfig, type AppConfig } from '../../src/config/config';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** The real application on a random port, against the e2e database. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through jest.e2e.config.js');
  // Trusting the loopback proxy lets a test stand for many clients (X-Forwarded-For).
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', TRUST_PROXY: 'loopback', ...env, DATABASE_URL: databaseUrl });
  const app = await createApp(config, databaseUrl);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, config, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
