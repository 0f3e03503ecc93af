// `npm start`: install if needed, build what changed (Nx), then serve the app on one port
// (the embedded Postgres is started and migrated by the app itself when DATABASE_URL is unset).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';
import { root } from './lib.mjs';

ensureInstalled();
ensureBuilt(['api', 'web']);

const main = resolve(root, 'apps/api/dist/main.js');

if (process.env.MALLOC_ARENA_MAX !== undefined) {
  // Run the server in this process, so that Ctrl-C and kill reach it directly.
  await import(pathToFileURL(main).href);
} else {
  // glibc's allocator gives each thread that allocates (libvips decoding an upload, libuv's pool)
  // an arena of its own and keeps what they freed: six large avatars grew the server by 195 MB,
  // about 105 MB with one arena (`npm run bench -- avatars`; sharp's documentation names the
  // allocator). glibc reads the setting only as a process starts, so the server runs in a child
  // that has it (other C libraries ignore it); the Dockerfile sets the same.
  // The child has a process group of its own, so a terminal's Ctrl-C reaches only this process,
  // which passes each signal on once (a second Ctrl-C to the server would cut its drain short).
  const server = spawn(process.execPath, [main], { stdio: 'inherit', detached: true, env: { ...process.env, MALLOC_ARENA_MAX: '1' } });
  /** @type {NodeJS.Signals[]} */
  const passedOn = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of passedOn) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
}
