// The generated-files check (the `workspace:test` target): apps/api/schema.gql and the client's
// generated types (apps/web/src/gql) must match what the code generates. Both are regenerated into
// a scratch folder and compared, so the check never rewrites a committed file; `npm run codegen`
// writes them for real. The result goes to the suite summary in the same JSON shape as jest's.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { log, resultsDir, root, run } from './lib.mjs';

/**
 * Every file under `dir`, by path relative to it.
 * @param {string} dir
 * @returns {Map<string, string>}
 */
function contents(dir) {
  const files = new Map();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(dir.length + 1), readFileSync(path, 'utf8'));
  }
  return files;
}

/**
 * Regenerates both into `scratch` and names the committed files that differ.
 * @param {string} scratch
 * @returns {string[]}
 */
function staleFiles(scratch) {
  const schema = join(scratch, 'schema.gql');
  if (run('node', ['apps/api/scripts/print-schema.mjs', '--out', schema]) !== 0) return ['apps/api/schema.gql could not be generated (see above)'];
  const types = join(scratch, 'gql');
  const codegen = run(resolve(root, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.ts', '--silent'], {
    env: { ...process.env, CODEGEN_SCHEMA: schema, CODEGEN_OUT: `${types}/` },
  });
  if (codegen !== 0) return ['apps/web/src/gql could not be generated (see above)'];

  const committedSchema = resolve(root, 'apps/api/schema.gql');
  const stale = existsSync(committedSchema) && readFileSync(committedSchema, 'utf8') === readFileSync(schema, 'utf8') ? [] : ['apps/api/schema.gql'];
  const committed = contents(resolve(root, 'apps/web/src/gql'));
  const generated = contents(types);
  for (const file of new Set([...committed.keys(), ...generated.keys()])) {
    if (committed.get(file) !== generated.get(file)) stale.push(`apps/web/src/gql/${file}`);
  }
  return stale;
}

const scratch = mkdtempSync(join(tmpdir(), 'redhope-codegen-'));
let failures;
try {
  failures = staleFiles(scratch);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
mkdirSync(resultsDir, { recursive: true });
const passed = failures.length === 0;
const result = { success: passed, numPassedTests: passed ? 1 : 0, numFailedTests: passed ? 0 : 1, numPendingTests: 0, failures };
writeFileSync(join(resultsDir, 'generated.json'), `${JSON.stringify(result, null, 2)}\n`);
if (!passed) {
  console.error(`Generated files are stale: run \`npm run codegen\` and commit the result.\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
log('schema.gql and the generated client types are up to date');
