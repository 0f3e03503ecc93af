// Makes the checkout ready for npm start, npm test and npm run dev: dependencies installed, and
// the projects a script serves built. Building is Nx's job: it rebuilds a project only when its
// inputs changed, and otherwise restores the output from its local cache.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { log, nx, root, runOrExit } from './lib.mjs';

/** @param {string} path */
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** The root manifests and the package.json of every workspace the root package.json declares. */
function manifests() {
  /** @type {{ workspaces?: string[] }} */
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  const files = [resolve(root, 'package.json'), resolve(root, 'package-lock.json')];
  for (const pattern of pkg.workspaces ?? []) {
    // Only "folder/*" patterns are used here; anything else is taken as a single folder.
    const parent = resolve(root, pattern.replace(/\/\*$/, ''));
    const folders = pattern.endsWith('/*') && existsSync(parent) ? readdirSync(parent).map((name) => join(parent, name)) : [parent];
    files.push(...folders.map((folder) => join(folder, 'package.json')).filter((file) => existsSync(file)));
  }
  return files;
}

export function ensureInstalled() {
  // npm rewrites this file at every install: it is newer than every manifest unless one changed since.
  const marker = mtime(resolve(root, 'node_modules/.package-lock.json'));
  if (marker > 0 && manifests().every((file) => mtime(file) <= marker)) return;
  log('Installing dependencies (npm install)...');
  // `npm ci` would fail: a lockfile written on one platform omits other platforms' optional binaries.
  runOrExit('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
}

/** @param {string[]} projects Nx projects to build; their dependencies are built first. */
export function ensureBuilt(projects) {
  const status = nx(['run-many', '-t', 'build', `--projects=${projects.join(',')}`, '--outputStyle=static-failures-only']);
  if (status !== 0) process.exit(status);
}
