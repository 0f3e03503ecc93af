// `npm test`: set up like npm start (install, build), then run every suite and print the counts.
// Suites: domain (jest), api unit + e2e (jest, real Postgres), web (vitest), journeys (Playwright
// in Debian's Chromium), and the generated-files check. All run even if one fails.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureBuilt, ensureInstalled } from './ensure.mjs';
import { log, root, run } from './lib.mjs';

ensureInstalled();
ensureBuilt();

const out = resolve(root, 'node_modules/.cache/redhope-test');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const jestCounts = (file) => {
  const json = readJson(file);
  return json ? { passed: json.numPassedTests, failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0), skipped: json.numPendingTests + (json.numTodoTests ?? 0) } : null;
};

const suites = [
  {
    name: 'domain (jest)',
    run: (file) => run('npx', ['jest', '--json', `--outputFile=${file}`], { cwd: resolve(root, 'libs/domain') }),
    counts: jestCounts,
  },
  {
    name: 'api unit (jest)',
    run: (file) => run('npx', ['jest', '--json', `--outputFile=${file}`], { cwd: resolve(root, 'apps/api') }),
    counts: jestCounts,
  },
  {
    name: `api e2e (jest, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded Postgres'})`,
    run: (file) => run('npx', ['jest', '--config', 'jest.e2e.config.js', '--json', `--outputFile=${file}`], { cwd: resolve(root, 'apps/api') }),
    counts: jestCounts,
  },
  {
    name: 'web (vitest)',
    run: (file) => run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], { cwd: resolve(root, 'apps/web') }),
    counts: jestCounts,
  },
  {
    name: 'journeys (playwright, chromium)',
    run: (file) =>
      run('npx', ['playwright', 'test', '--reporter=list,json'], {
        cwd: resolve(root, 'apps/web-e2e'),
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
      }),
    counts: (file) => {
      const json = readJson(file);
      return json ? { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected, skipped: json.stats.skipped } : null;
    },
  },
  {
    name: 'generated files (schema.gql, client types)',
    run: () => run('node', ['.scripts/check-generated.mjs']),
    counts: (_file, status) => ({ passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0 }),
  },
];

const results = [];
for (const [index, suite] of suites.entries()) {
  log(`Running ${suite.name}`);
  const file = resolve(out, `suite-${index}.json`);
  const status = suite.run(file);
  const counts = suite.counts(file, status) ?? { passed: 0, failed: 1, skipped: 0 };
  // A runner that crashed before reporting counts as a failure even if it wrote no file.
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  results.push({ name: suite.name, status, ...counts });
}

const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log('\nSuite results');
for (const r of results) {
  console.log(`  ${r.status === 0 ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(48)} ${String(r.passed).padStart(4)} passed, ${r.failed} failed, ${r.skipped} skipped`);
}
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
