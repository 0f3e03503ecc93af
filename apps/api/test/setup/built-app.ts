import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eventually, freePort } from './helpers';

const MAIN = join(__dirname, '../../dist/main.js');

/**
 * Secrets of this test file's built apps: shared by the apps one file starts (two instances, a
 * restart), random per file. Rate-limit keys are keyed pseudonyms: with one Redis for the whole
 * run, fixed secrets made every file's requests from 127.0.0.1 count against the next file's
 * per-address limits (a load suite's hundreds of requests left a later suite at 429).
 */
const RUN_SECRET = randomBytes(24).toString('hex');

export interface BuiltApp {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code, or the signal that killed the process. */
  exited: Promise<NodeJS.Signals | number | null>;
  /** What the process wrote to stderr and stdout so far. */
  output: () => string;
}

/**
 * The built server (`dist/main.js`, as `npm start` runs it) in a process of its own, on the suite's
 * database; resolves once its readiness answers 200. `preload` is a module given to `node --import`;
 * `ownProcessGroup` starts it in a process group of its own (`process.kill(-pid, ...)` signals the group).
 */
export async function startBuiltApp(options: { env?: Record<string, string>; preload?: string; until?: 'ready' | 'live'; ownProcessGroup?: boolean } = {}): Promise<BuiltApp> {
  if (!existsSync(MAIN)) throw new Error('Build the API first (npx nx run api:build)');
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.preload ? ['--import', options.preload] : []), MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'error',
      ACCESS_TOKEN_SECRET: `access-${RUN_SECRET}`,
      REFRESH_TOKEN_SECRET: `refresh-${RUN_SECRET}`,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // As a terminal runs it: a process group of its own, which Ctrl-C signals whole (the embedded Postgres too).
    detached: options.ownProcessGroup === true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited while starting: ${output.slice(-2000)}`);
      const ready = await fetch(`${url}/api/v1/health/${options.until ?? 'ready'}`).catch(() => undefined);
      return ready?.ok ? true : undefined;
    },
    60_000,
    'the server to start',
  );
  return { url, child, exited, output: () => output };
}

/** Kills what is still running (for afterAll). */
export function killAll(apps: BuiltApp[]): void {
  for (const { child } of apps) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
