// `npm test`: install if needed, then through Nx: type-check and lint every project (stopping at
// the first error), then every test target, then a summary of the counts. Nx builds what the tests
// need and restores from its local cache every task whose inputs did not change, result files
// included, so a cached suite still reports its counts.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled } from './ensure.mjs';
import { log, nx, resultsDir } from './lib.mjs';
import { printFailures } from './results.mjs';

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 * @typedef {{ success?: boolean, numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests?: number, numRuntimeErrorTestSuites?: number }} JestResult
 * @typedef {{ stats: { expected: number, unexpected: number, flaky: number, skipped: number }, errors?: unknown[] }} PlaywrightResult
 */

/**
 * jest's --json, vitest's json reporter and the generated-files check.
 * @param {unknown} result
 * @returns {Counts}
 */
function jestCounts(result) {
  const json = /** @type {JestResult} */ (result);
  return {
    passed: json.numPassedTests,
    // A suite that failed to load has no failed test but makes the run fail.
    failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0) + (json.numFailedTests === 0 && json.success === false ? 1 : 0),
    skipped: json.numPendingTests + (json.numTodoTests ?? 0),
  };
}

/**
 * Playwright's json reporter; its errors are failures outside any test (web server, config).
 * @param {unknown} result
 * @returns {Counts}
 */
function playwrightCounts(result) {
  const json = /** @type {PlaywrightResult} */ (result);
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected + (json.errors?.length ?? 0), skipped: json.stats.skipped };
}

/**
 * Each test target's result file (its declared Nx output), in the order the summary lists them.
 * @type {{ name: string, file: string, counts: (result: unknown) => Counts }[]}
 */
const suites = [
  { name: 'domain (jest)', file: 'domain.json', counts: jestCounts },
  { name: 'api unit (jest)', file: 'api-unit.json', counts: jestCounts },
  { name: `api e2e (jest, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded Postgres'})`, file: 'api-e2e.json', counts: jestCounts },
  { name: 'web (vitest)', file: 'web.json', counts: jestCounts },
  { name: 'journeys (playwright, chromium)', file: 'web-e2e.json', counts: playwrightCounts },
  { name: 'generated files (schema.gql, client types)', file: 'generated.json', counts: jestCounts },
  { name: 'benchmark smoke run (base, check-auth, 1 s)', file: 'bench-smoke.json', counts: jestCounts },
];

/**
 * @param {{ name: string, ok: boolean, text: string }[]} lines
 * @param {Counts} total
 */
function summary(lines, total) {
  console.log('\nSuite results');
  for (const line of lines) console.log(`  ${line.ok ? 'ok  ' : 'FAIL'}  ${line.name.padEnd(48)} ${line.text}`);
  console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}

ensureInstalled();
// Nx restores a cached result file only when it is missing or different: start from none, so no
// file of an earlier run can stand in for a suite that did not run this time.
rmSync(resultsDir, { recursive: true, force: true });

log('Type-check and lint, every project');
if (nx(['run-many', '-t', 'typecheck', 'lint', '--nxBail', '--outputStyle=static-failures-only']) !== 0) {
  summary([{ name: 'type-check and lint', ok: false, text: 'failed (see above); tests not run' }], { passed: 0, failed: 1, skipped: 0 });
  process.exit(1);
}

log('Tests, every project');
const status = nx(['run-many', '-t', 'test', '--parallel=1', '--outputStyle=stream']);

const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [{ name: 'type-check and lint', ok: true, text: 'every project' }];
for (const suite of suites) {
  const path = join(resultsDir, suite.file);
  const counts = existsSync(path) ? suite.counts(JSON.parse(readFileSync(path, 'utf8'))) : { passed: 0, failed: 1, skipped: 0 };
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const text = existsSync(path) ? `${String(counts.passed).padStart(4)} passed, ${counts.failed} failed, ${counts.skipped} skipped` : 'did not run (see above)';
  lines.push({ name: suite.name, ok: existsSync(path) && counts.failed === 0, text });
}
// Nx failing with every suite green means a task outside the suites failed (a build): fail too.
if (status !== 0 && total.failed === 0) total.failed = 1;
printFailures(suites.map((suite) => ({ name: suite.name, path: join(resultsDir, suite.file) })));
summary(lines, total);
process.exit(status === 0 && total.failed === 0 ? 0 : 1);
