import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiDist } from './paths';
import { freePort } from './ports';

export interface Served {
  url: string;
  /** The child's pid, to read its memory. */
  pid: number;
  stop(): Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the process serving ${url} exited before it answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The built app (apps/api/dist/main.js) in a child process, as `npm start` runs it, in production
 * mode, on the given database. Its log is passed through on errors only.
 */
/** A VAPID key pair, which production requires (as web-push's generate-vapid-keys makes one). */
export function vapidKeys(): Record<string, string> {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x as string, 'base64url'), Buffer.from(jwk.y as string, 'base64url')]);
  return { VAPID_PUBLIC_KEY: point.toString('base64url'), VAPID_PRIVATE_KEY: jwk.d as string, VAPID_SUBJECT: 'mailto:bench@redhope.test' };
}

export async function startApp(databaseUrl: string, env: Record<string, string> = {}): Promise<Served> {
  const port = await freePort();
  // BENCH_APP_NODE_ARGS: options for the app's node (say `--cpu-prof --cpu-prof-dir=/tmp/prof`, to see
  // where a benchmark's time goes).
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, apiDist('main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      ACCESS_TOKEN_SECRET: randomBytes(32).toString('hex'),
      REFRESH_TOKEN_SECRET: randomBytes(32).toString('hex'),
      ...vapidKeys(),
      LOG_LEVEL: 'error',
      // As `npm start` and the Dockerfile run the server (one glibc malloc arena).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/v1/health/ready`, child);
  return { url, pid: child.pid ?? 0, stop: () => stopChild(child) };
}

/** Waits until a GraphQL server at `url` answers a query. */
async function waitForGraphql(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the process serving ${url} exited before it answered`);
    try {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * PostGraphile 5 (amber preset) on the same database, in a child process of its own like the app:
 * a peer for the GraphQL feed (src/harness/postgraphile-server.ts). Its endpoint is `${url}/graphql`.
 */
export async function startPostGraphile(databaseUrl: string): Promise<Served> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, 'postgraphile-server.js'), databaseUrl, String(port)], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForGraphql(`${url}/graphql`, child);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url, pid: child.pid ?? 0, stop: () => stopChild(child) };
}

/**
 * A bare node:http server in a child process answering every request with `body` (JSON): the
 * ceiling a framework's figures are compared with, measured in the same run on the same machine.
 */
export async function startBareServer(body: string): Promise<Served> {
  const port = await freePort();
  // The body goes through a file: a large one passed on the command line fails with E2BIG.
  const dir = mkdtempSync(join(tmpdir(), 'redhope-bare-'));
  const bodyFile = join(dir, 'body.json');
  writeFileSync(bodyFile, body);
  const source = `
    const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, stop };
}
