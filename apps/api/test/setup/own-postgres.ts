import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const MARKER = 'OWN_POSTGRES ';
const EMBEDDED = join(__dirname, '../../dist/database/embedded-postgres.js');

export interface OwnPostgres {
  /** As the app role, on `database`. */
  url: string;
  /** Stops the server cleanly (its data stays in the folder for the next start). */
  stop(): Promise<void>;
}

/**
 * A Postgres server of the test's own (the built app's embedded Postgres code, in a child process
 * that holds it: embedded-postgres is ESM-only, which jest's module sandbox cannot load), so a test
 * can stop it and start it again under a running app.
 */
export async function startOwnPostgres(options: { dir: string; port: number; database: string }): Promise<OwnPostgres> {
  if (!existsSync(EMBEDDED)) throw new Error('Build the API first (npx nx run api:build)');
  const script = `
    const { startEmbeddedPostgres } = require(${JSON.stringify(EMBEDDED)});
    startEmbeddedPostgres(${JSON.stringify(options)}).then((db) => {
      console.log('OWN_POSTGRES ' + JSON.stringify({ url: db.url }));
      process.stdin.once('data', () => db.stop().then(() => process.exit(0)));
    }, (error) => { console.error(error); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout! });
  const ready = new Promise<string>((resolve) => lines.on('line', (line) => line.startsWith(MARKER) && resolve(line.slice(MARKER.length))));
  const first = await Promise.race([ready, exited.then(() => undefined)]);
  if (!first) throw new Error('the test Postgres did not start');
  const { url } = JSON.parse(first) as { url: string };
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.stdin!.write('stop\n');
      await exited;
    },
  };
}
