import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseBenchmark } from './benchmarks/base';
import { ROOT } from './harness/paths';
import { printResult } from './harness/report';

/**
 * The bench project's `test` target (part of `npm test`): one short run of the base benchmark's
 * anonymous check-auth, so the harness (embedded Postgres, the built app, the bare server,
 * autocannon) is known to work. Only that it ran cleanly is checked, never a speed. Its result
 * goes to the suite summary in the same JSON shape as jest's.
 */
async function main(): Promise<void> {
  const failures: string[] = [];
  try {
    const result = await baseBenchmark({ connections: 10, durationSeconds: 1, only: ['check-auth'] });
    printResult(result);
    for (const measure of result.measures) {
      if (!(measure.app.requestsPerSecond > 0)) failures.push(`${measure.name}: the app answered no request`);
      if (measure.app.errors + measure.app.non2xx > 0) failures.push(`${measure.name}: ${measure.app.errors} errors, ${measure.app.non2xx} non-2xx answers`);
      if (!(measure.bare.requestsPerSecond > 0)) failures.push(`${measure.name}: the bare server answered no request`);
    }
    if (result.measures.length !== 1) failures.push(`expected one measure, got ${result.measures.length}`);
  } catch (error) {
    failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  const dir = join(ROOT, 'node_modules/.cache/redhope-test');
  mkdirSync(dir, { recursive: true });
  const passed = failures.length === 0;
  writeFileSync(
    join(dir, 'bench-smoke.json'),
    `${JSON.stringify({ success: passed, numPassedTests: passed ? 1 : 0, numFailedTests: passed ? 0 : 1, numPendingTests: 0, failures }, null, 2)}\n`,
  );
  if (!passed) {
    console.error(`Benchmark smoke run failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Benchmark smoke run: 1 passed, 0 failed');
}

void main();
