// `npm run dev`: the API rebuilt on change (tsc --watch + node --watch) and the Vite dev server on
// :5173, which proxies /graphql, /api and /graphiql to the API on :3000.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';
import { root } from './lib.mjs';

ensureInstalled();
ensureBuilt(['api']);

const children = [
  spawn('npx', ['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: resolve(root, 'apps/api'), stdio: 'inherit' }),
  spawn('node', ['--watch-path=dist', 'dist/main.js'], { cwd: resolve(root, 'apps/api'), stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: resolve(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
