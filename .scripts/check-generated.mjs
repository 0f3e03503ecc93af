// Fails when apps/api/schema.gql or the client's generated types (apps/web/src/gql) are stale:
// regenerates both and compares with what was there. `npm run codegen` writes them for real.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { log, root, run } from './lib.mjs';

const TARGETS = ['apps/api/schema.gql', 'apps/web/src/gql'];

function snapshot() {
  const files = new Map();
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else files.set(relative(root, path), readFileSync(path, 'utf8'));
  };
  for (const target of TARGETS) visit(resolve(root, target));
  return files;
}

const before = snapshot();
if (run('npm', ['run', 'codegen', '--silent']) !== 0) process.exit(1);
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
if (changed.length > 0) {
  console.error(`Generated files were stale (now regenerated; commit them):\n  ${changed.join('\n  ')}`);
  process.exit(1);
}
log('schema.gql and the generated client types are up to date');
