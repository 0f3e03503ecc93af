// Makes the checkout ready: dependencies installed, projects built when missing or stale.
// `node .scripts/ensure.mjs install|build` (default: both). Used by npm start and npm test.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { log, newestMtime, root, runOrExit, stampTime, writeStamp } from './lib.mjs';

const MANIFESTS = ['package.json', 'package-lock.json', 'libs/domain/package.json', 'apps/api/package.json', 'apps/web/package.json', 'apps/web-e2e/package.json'];

export function ensureInstalled() {
  const marker = resolve(root, 'node_modules/.package-lock.json');
  if (existsSync(marker) && stampTime('node_modules/.package-lock.json') >= newestMtime(MANIFESTS)) return;
  log('Installing dependencies (npm install)...');
  // `npm ci` would fail: a lockfile written on one platform omits other platforms' optional binaries.
  runOrExit('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
}

const PROJECTS = [
  {
    name: 'domain',
    inputs: ['libs/domain/src', 'libs/domain/package.json', 'libs/domain/tsconfig.lib.json', 'tsconfig.base.json'],
    stamp: 'libs/domain/dist/.stamp',
    build: () => runOrExit('npm', ['run', 'build', '-w', '@redhope/domain']),
  },
  {
    name: 'api',
    inputs: ['apps/api/src', 'apps/api/types', 'apps/api/package.json', 'apps/api/tsconfig.json', 'apps/api/tsconfig.build.json', 'libs/domain/dist/.stamp'],
    stamp: 'apps/api/dist/.stamp',
    build: () => runOrExit('npm', ['run', 'build', '-w', '@redhope/api']),
  },
  {
    name: 'web',
    inputs: ['apps/web/src', 'apps/web/graphiql', 'apps/web/public', 'apps/web/index.html', 'apps/web/package.json', 'apps/web/tsconfig.json', 'apps/web/vite.config.ts', 'apps/web/vite.graphiql.config.ts', 'libs/domain/src'],
    stamp: 'apps/web/dist/.stamp',
    build: () => runOrExit('npm', ['run', 'build', '-w', '@redhope/web']),
  },
];

export function ensureBuilt(only) {
  for (const project of PROJECTS) {
    if (only && !only.includes(project.name)) continue;
    if (stampTime(project.stamp) > 0 && stampTime(project.stamp) >= newestMtime(project.inputs)) continue;
    log(`Building ${project.name}...`);
    project.build();
    writeStamp(project.stamp);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const what = process.argv[2];
  if (!what || what === 'install') ensureInstalled();
  if (!what || what === 'build') ensureBuilt(process.argv.slice(3).length ? process.argv.slice(3) : undefined);
}
