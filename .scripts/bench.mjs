// `npm run bench [-- NAME...]`: install if needed, build the API and the benchmarks (Nx: only what
// changed), then run the benchmarks (apps/bench/README.md). Never part of `npm test`.
import { resolve } from 'node:path';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';
import { root, run } from './lib.mjs';

ensureInstalled();
const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
// The lighthouse benchmark loads the client's pages, so it needs the web build too.
ensureBuilt(names.length === 0 || names.includes('lighthouse') ? ['api', 'web', 'bench'] : ['api', 'bench']);
process.exit(run('node', [resolve(root, 'apps/bench/dist/run.js'), ...process.argv.slice(2)]));
