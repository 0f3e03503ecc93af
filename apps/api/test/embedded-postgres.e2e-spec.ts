import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { eventually, freePort, signUpAndLogIn } from './setup/helpers';
import { startBuiltApp } from './setup/built-app';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dist = join(__dirname, '../dist');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The embedded Postgres after a crash: a process killed with SIGKILL leaves its postmaster running
 * on the port. The next start must detect it and carry on. Runs the compiled code in child
 * processes, as `npm start` does.
 */
describe('embedded Postgres after kill -9', () => {
  let dir: string;
  let PORT: string;
  beforeAll(async () => {
    // A port nobody listens on now, so parallel runs on one machine do not collide.
    PORT = String(await freePort());
    if (!existsSync(join(dist, 'database/migrate-cli.js'))) throw new Error('Build the API first (npm run build -w @redhope/api)');
    dir = join(mkdtempSync(join(tmpdir(), 'redhope-pg-')), 'pg');
  });
  afterAll(() => {
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  it('recovers from a postmaster left behind by a killed process', async () => {
    const script = `require(${JSON.stringify(join(dist, 'database/embedded-postgres.js'))})
      .startEmbeddedPostgres({ dir: ${JSON.stringify(dir)}, port: ${PORT}, database: 'crash' })
      .then(() => console.log('ready'));`;
    const first = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      first.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      first.once('exit', (code) => reject(new Error(`first start exited with ${code}`)));
    });
    const orphan = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    expect(isAlive(orphan)).toBe(true);

    // A second start (here: the migration command, which starts, migrates and stops) works.
    const second = spawnSync(process.execPath, [join(dist, 'database/migrate-cli.js')], {
      env: { ...process.env, DATABASE_URL: '', EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: PORT, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(0);
    expect(second.stdout + second.stderr).toContain('left running');
    expect(isAlive(orphan)).toBe(false);
    expect(existsSync(join(dir, 'postmaster.pid'))).toBe(false);
  });
});

/**
 * The default deployment (no DATABASE_URL): the server owns its embedded Postgres for its whole
 * life. embedded-postgres would stop its cluster and end the process on the first SIGTERM or
 * Ctrl-C; the server must instead keep answering from its database through the drain, and stop
 * Postgres itself, last.
 */
describe('the built server on its embedded Postgres, stopped with SIGTERM', () => {
  it('keeps answering from its database through the drain, then stops Postgres and exits 0', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'redhope-pg-')), 'pg');
    try {
      const app = await startBuiltApp({
        env: { DATABASE_URL: '', EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(await freePort()), SHUTDOWN_DRAIN_MS: '3000', LOG_LEVEL: 'log' },
      });
      const postmaster = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      app.child.kill('SIGTERM');
      // The drain has begun: readiness says so, and the server still answers.
      await eventually(async () => ((await fetch(`${app.url}/api/v1/health/ready`)).status === 503 ? true : undefined), 5_000, 'readiness to answer 503');
      // A sign-up reads and writes the database: Postgres is still there.
      const person = await signUpAndLogIn(app.url, 'Drain Tester');
      expect(person.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await app.exited).toBe(0);
      expect(app.output()).not.toMatch(/Unhandled 'error'|terminating connection/);
      expect(isAlive(postmaster)).toBe(false);
    } finally {
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  }, 120_000);

  it('stops cleanly on Ctrl-C in a terminal, which signals the embedded Postgres too: exit 0, no unhandled error', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'redhope-pg-')), 'pg');
    try {
      const app = await startBuiltApp({
        env: { DATABASE_URL: '', EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(await freePort()), LOG_LEVEL: 'log' },
        ownProcessGroup: true,
      });
      const postmaster = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      await signUpAndLogIn(app.url, 'Terminal User');
      // The terminal sends SIGINT to the whole foreground group: the server and its Postgres at once.
      process.kill(-app.child.pid!, 'SIGINT');
      expect(await app.exited).toBe(0);
      expect(app.output()).not.toMatch(/Unhandled 'error'|Unexpected/);
      expect(isAlive(postmaster)).toBe(false);
    } finally {
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  }, 120_000);
});
