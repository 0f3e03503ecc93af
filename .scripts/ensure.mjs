// Makes the checkout ready for npm start, npm test and npm run dev: dependencies installed, and
// the projects a script serves built. Building is Nx's job: it rebuilds a project only when its
// inputs changed, and otherwise restores the output from its local cache.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { log, nx, root, runOrExit } from './lib.mjs';

/** Written after a successful install: the hash of the manifests it installed. */
const INSTALLED_MARK = resolve(root, 'node_modules/.redhope-installed');

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

/** What npm installs from in a package.json (its Nx settings and scripts do not matter here). */
const INSTALL_FIELDS = ['name', 'version', 'workspaces', 'dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies', 'overrides', 'bin'];

/** What an install depends on, by content (not dates: a fresh clone or a checkout touches every file). */
function manifestsHash() {
  const hash = createHash('sha256');
  for (const file of manifests()) {
    let content = readFileSync(file, 'utf8');
    if (file.endsWith('package.json')) {
      const manifest = JSON.parse(content);
      content = JSON.stringify(INSTALL_FIELDS.map((field) => manifest[field] ?? null));
    }
    hash.update(relative(root, file)).update('\0').update(content).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Installs exactly what package-lock.json says (`npm ci`) when node_modules is missing or was
 * installed from other manifests. The lockfile is complete (every platform's optional binaries),
 * so `npm ci` works everywhere and nothing here ever rewrites it: a fresh clone stays clean.
 */
export function ensureInstalled() {
  const wanted = manifestsHash();
  if (existsSync(INSTALLED_MARK) && readFileSync(INSTALLED_MARK, 'utf8').trim() === wanted) return;
  log('Installing dependencies (npm ci)...');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(INSTALLED_MARK, `${wanted}\n`);
}

/** @param {string[]} projects Nx projects to build; their dependencies are built first. */
export function ensureBuilt(projects) {
  const status = nx(['run-many', '-t', 'build', `--projects=${projects.join(',')}`, '--outputStyle=static-failures-only']);
  if (status !== 0) process.exit(status);
}
