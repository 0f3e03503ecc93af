import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { closeApp, createApp } from '../../src/bootstrap';
import { loadConfig, type AppConfig } from '../../src/config/config';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/**
 * Secrets of this test file's apps. Random per run: rate-limit keys are keyed pseudonyms, so runs
 * sharing one Redis (CI) never count against each other's limits.
 */
const RUN_SECRET = randomBytes(24).toString('hex');
const SECRETS = { ACCESS_TOKEN_SECRET: `access-${RUN_SECRET}`, REFRESH_TOKEN_SECRET: `refresh-${RUN_SECRET}` };

/**
 * Most suites' users all come from 127.0.0.1: per-address budgets out of the way (the address
 * limits have their own tests, which set them low).
 */
export const GENEROUS_ADDRESS_LIMITS: Record<string, string> = {
  REQUESTS_PER_ADDRESS_PER_DAY: '100000',
  CAMPAIGNS_PER_ADDRESS_PER_DAY: '100000',
  HELPS_PER_ADDRESS_PER_HOUR: '100000',
  REPORTS_PER_ADDRESS_PER_HOUR: '100000',
  ASSISTANT_QUESTIONS_PER_ADDRESS_PER_HOUR: '100000',
  AVATARS_PER_ADDRESS_PER_HOUR: '100000',
  AVATARS_PER_USER_PER_HOUR: '100000',
  SHARE_IMAGES_PER_ADDRESS_PER_HOUR: '100000',
  // Suites open tens of sockets at once from 127.0.0.1 (security.e2e sets its own limit to test it).
  SOCKETS_WAITING_PER_ADDRESS: '100000',
};

/** A VAPID key pair (production requires one), made as web-push's generate-vapid-keys does. */
export function vapidEnvironment(): Record<string, string> {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x as string, 'base64url'), Buffer.from(jwk.y as string, 'base64url')]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d as string, VAPID_SUBJECT: 'mailto:ops@redhope.test' };
}

/** What a test app needs to run as in production (Secure cookies, no suggestions, HSTS...). */
export const PRODUCTION: Record<string, string> = { NODE_ENV: 'production', ...SECRETS, ...vapidEnvironment() };

/** The real application on a random port, against the e2e database. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  // The test run's database, unless the test names another (an app started on a restored backup).
  const databaseUrl = env.DATABASE_URL ?? process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: run through jest.e2e.config.js');
  // Trusting the loopback proxy lets a test stand for many clients (X-Forwarded-For); owners in
  // the suites post many requests (the limit itself has its own test).
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', TRUST_PROXY: 'loopback', REQUESTS_PER_USER_PER_DAY: '1000', HELPS_PER_USER_PER_HOUR: '1000', REPORTS_PER_USER_PER_HOUR: '1000', HARVEST_HELPS_PER_DAY: '1000', ...GENEROUS_ADDRESS_LIMITS, ...SECRETS, ...env, DATABASE_URL: databaseUrl });
  const app = await createApp(config, databaseUrl);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, config, url: `http://127.0.0.1:${port}`, close: () => closeApp(app) };
}
