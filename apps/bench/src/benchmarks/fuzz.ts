import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../harness/paths';
import type { BenchResult, Figure } from '../harness/report';

export interface FuzzOptions {
  rest: number;
  graphql: number;
  seed?: number;
}

/**
 * The API's fuzz suite (apps/api/test/fuzz.e2e-spec.ts) at a larger size, through its own jest
 * set-up (an embedded Postgres unless DATABASE_URL is set): counts of answers by transport,
 * session and status. Every 5xx is a failure; the suite also fails on any logged stack trace.
 */
export async function fuzzBenchmark(options: FuzzOptions): Promise<BenchResult> {
  const env = {
    ...process.env,
    FUZZ_REST: String(options.rest),
    FUZZ_GRAPHQL: String(options.graphql),
    FUZZ_PRINT: '1',
    ...(options.seed !== undefined ? { FUZZ_SEED: String(options.seed) } : {}),
  };
  const jest = join(ROOT, 'node_modules/.bin/jest');
  const { output, code } = await new Promise<{ output: string; code: number }>((resolve, reject) => {
    const child = spawn(jest, ['-c', 'apps/api/jest.e2e.config.js', 'fuzz.e2e'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ output: text, code: status ?? 1 }));
  });
  const line = /FUZZ_COUNTS (\{.*\})/.exec(output);
  if (!line) throw new Error(`The fuzz suite printed no counts:\n${output.slice(-4000)}`);
  const counts = JSON.parse(line[1]) as Record<string, number>;
  const seed = /fuzz \(seed (\d+)\)/.exec(output)?.[1];
  const serverErrors = Object.entries(counts)
    .filter(([key]) => Number(key.split(' ')[2]) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  const figures: Figure[] = Object.entries(counts).map(([key, value]) => ({ name: `answers: ${key}`, value, unit: 'calls' }));
  figures.push({ name: 'answers of 500 or more', value: serverErrors, unit: 'calls', target: '= 0', pass: serverErrors === 0 });
  figures.push({ name: 'suite passed (no 5xx, no INTERNAL, no stack trace logged)', value: code === 0 ? 1 : 0, unit: 'yes=1', target: '= 1', pass: code === 0 });
  return {
    benchmark: 'fuzz',
    figures,
    notes: [`${options.rest} REST calls and ${options.graphql} GraphQL documents, half signed in; seed ${seed ?? 'unknown'} (FUZZ_SEED replays it)`],
  };
}
