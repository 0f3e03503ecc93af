// Helpers for the root scripts. Plain Node, no dependencies: these run before `npm ci`.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where every test target writes its JSON result; declared as each target's Nx output. */
export const resultsDir = resolve(root, 'node_modules/.cache/redhope-test');

/** @param {string} message */
export function log(message) {
  console.log(`\x1b[36m[redhope]\x1b[0m ${message}`);
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 * @returns {number} the exit status
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`[redhope] "${[command, ...args].join(' ')}" failed (exit ${status})`);
    process.exit(status);
  }
}

/**
 * Runs the workspace's Nx. nx.json turns the daemon and the terminal UI off; the variables keep
 * a caller's own NX_* settings from turning them back on (a daemon would outlive the run, and the
 * terminal UI hides the suites' output). Nx's built-in plugins run in this process instead of
 * three worker processes: that halves the CPU an up-to-date `npm start` spends in Nx.
 * @param {string[]} args
 * @returns {number} the exit status
 */
export function nx(args) {
  return run(resolve(root, 'node_modules/.bin/nx'), args, {
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', NX_ISOLATE_PLUGINS: 'false' },
  });
}
