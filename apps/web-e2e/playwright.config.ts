import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Journeys in Debian's Chromium against the built app, served exactly as `npm start` serves it,
 * on its own port with its own embedded Postgres (so a running dev server is not disturbed).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../api/dist/main.js',
    url: `${BASE_URL}/api/v1/health/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      EMBEDDED_PG_DIR: '.data/pg-e2e',
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '5490',
      CORS_ORIGINS: BASE_URL,
      LOG_LEVEL: 'warn',
      // Every journey signs people up from 127.0.0.1: more than the 20 in 10 minutes one address may.
      SIGNUPS_PER_ADDRESS_PER_10_MINUTES: '10000',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
});
