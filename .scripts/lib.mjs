// Helpers for the root scripts. Plain Node, no dependencies: these run before `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function log(message) {
  console.log(`\x1b[36m[redhope]\x1b[0m ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options = {}) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`[redhope] "${[command, ...args].join(' ')}" failed (exit ${status})`);
    process.exit(status);
  }
}

const SKIP = new Set(['node_modules', 'dist', 'dist-graphiql', '.data', '.nx', 'test-results', 'coverage']);

/** The newest modification time under the given paths (files or folders), in ms. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!SKIP.has(entry)) visit(join(path, entry));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const path of paths) visit(resolve(root, path));
  return newest;
}

export function stampTime(stamp) {
  const path = resolve(root, stamp);
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

export function writeStamp(stamp) {
  writeFileSync(resolve(root, stamp), `${new Date().toISOString()}\n`);
}
