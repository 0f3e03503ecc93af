import { assistantBenchmark } from './benchmarks/assistant';
import { avatarsBenchmark } from './benchmarks/avatars';
import { BASE_CASES, baseBenchmark, type BaseCaseName } from './benchmarks/base';
import { feedBenchmark } from './benchmarks/feed';
import { fuzzBenchmark } from './benchmarks/fuzz';
import { lighthouseBenchmark } from './benchmarks/lighthouse';
import { liveBenchmark } from './benchmarks/live';
import { matchingBenchmark } from './benchmarks/matching';
import { nearbyBenchmark } from './benchmarks/nearby';
import { pushBenchmark } from './benchmarks/push';
import { textBenchmark } from './benchmarks/text';
import { printResult, type BenchResult } from './harness/report';

interface Benchmark {
  name: string;
  description: string;
  run(): Promise<BenchResult>;
}

/** Every benchmark, by name: `npm run bench` runs them all, `npm run bench -- NAME [NAME...]` some. */
const BENCHMARKS: Benchmark[] = [
  {
    name: 'base',
    description: 'the base cost of a request (check-auth, current-user, GraphQL __typename and me) under 50 connections, beside a bare node:http server',
    run: () =>
      baseBenchmark({
        connections: 50,
        durationSeconds: Number(process.env.BENCH_SECONDS ?? 10),
        rounds: 5,
        only: baseCases(process.env.BENCH_BASE_CASES),
      }),
  },
  {
    name: 'matching',
    description: 'creating a blood request at one million users (matching and notification inserts included)',
    run: () => matchingBenchmark({ users: Number(process.env.BENCH_USERS ?? 1_000_000), requests: Number(process.env.BENCH_REQUESTS ?? 300) }),
  },
  {
    name: 'nearby',
    description: "'Open requests near you' for a donor whose district holds 500 open requests, most beyond the matching radius",
    run: () => nearbyBenchmark({ requests: Number(process.env.BENCH_NEARBY_REQUESTS ?? 500), calls: Number(process.env.BENCH_NEARBY_CALLS ?? 300) }),
  },
  {
    name: 'feed',
    description: 'the home feed (REST and GraphQL) under 50 connections, with 200 upcoming camps, beside a bare node:http server',
    run: () => feedBenchmark({ upcoming: 200, past: 200, connections: 50, durationSeconds: Number(process.env.BENCH_SECONDS ?? 10) }),
  },
  {
    name: 'assistant',
    description: "Jyoti's built-in engine: time to first chunk (in process, over HTTP, in bursts) and the concurrent streams one instance holds against a slow model",
    run: () =>
      assistantBenchmark({
        samples: Number(process.env.BENCH_ASSISTANT_SAMPLES ?? 2000),
        sequential: Number(process.env.BENCH_ASSISTANT_SEQUENTIAL ?? 200),
        bursts: levels(process.env.BENCH_ASSISTANT_BURSTS ?? '25,50,100,200,400'),
        held: levels(process.env.BENCH_ASSISTANT_HELD ?? '100,250,500,1000,2000'),
        heldSeconds: Number(process.env.BENCH_ASSISTANT_HELD_SECONDS ?? 3),
      }),
  },
  {
    name: 'avatars',
    description: 'six parallel 7000x7000 16-bit PNG avatars on the production app: memory growth and check-auth latency meanwhile (issue 20)',
    run: () => avatarsBenchmark({ parallel: Number(process.env.BENCH_AVATARS_PARALLEL ?? 6), side: Number(process.env.BENCH_AVATARS_SIDE ?? 7000) }),
  },
  {
    name: 'text',
    description: "the checks that read a user's text before any limit (money-ask, red flags, the knowledge search) on crafted inputs of the longest accepted length",
    run: () => textBenchmark({ runs: Number(process.env.BENCH_TEXT_RUNS ?? 5) }),
  },
  {
    name: 'fuzz',
    description: 'generated REST calls and GraphQL documents (the API fuzz suite, larger): answers counted by status, none may be a 500',
    run: () =>
      fuzzBenchmark({
        rest: Number(process.env.BENCH_FUZZ_REST ?? 20_000),
        graphql: Number(process.env.BENCH_FUZZ_GRAPHQL ?? 20_000),
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      }),
  },
  {
    name: 'lighthouse',
    description: "Lighthouse's mobile performance score, LCP, TBT and CLS of the home page and a request's page, in Debian's Chromium",
    run: () => lighthouseBenchmark({ runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3), chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', reportDir: process.env.BENCH_LIGHTHOUSE_REPORT_DIR || undefined }),
  },
  {
    name: 'live',
    description: 'graphql-ws subscribers (1,000 and 10,000) on one instance: memory per idle socket, and alerts delivered to 1,000',
    run: () =>
      liveBenchmark({
        subscribers: (process.env.BENCH_SUBSCRIBERS ?? '1000,10000').split(',').map(Number),
        connectConcurrency: 100,
        deliveryUpTo: Number(process.env.BENCH_DELIVERY_UP_TO ?? 1000),
        warmAlerts: Number(process.env.BENCH_WARM_ALERTS ?? 2),
        measuredAlerts: Number(process.env.BENCH_MEASURED_ALERTS ?? 5),
      }),
  },
  {
    name: 'push',
    description: 'Web Push: one blood request alerting 1,000 donors with a subscribed device each, until the local push service accepted every push; the app CPU per push',
    run: () =>
      pushBenchmark({
        donors: Number(process.env.BENCH_PUSH_DEVICES ?? 1000),
        warmAlerts: Number(process.env.BENCH_WARM_ALERTS ?? 1),
        measuredAlerts: Number(process.env.BENCH_MEASURED_ALERTS ?? 3),
      }),
  },
];

/** BENCH_BASE_CASES: a comma-separated list of base requests to run (all when unset). */
function baseCases(text: string | undefined): BaseCaseName[] | undefined {
  if (!text) return undefined;
  const names = text.split(',').map((name) => name.trim());
  const known = BASE_CASES.map((c) => c.name);
  const unknown = names.filter((name) => !known.includes(name as BaseCaseName));
  if (unknown.length > 0) {
    console.error(`Unknown base request(s) in BENCH_BASE_CASES: ${unknown.join(', ')}. Known: ${known.join(', ')}`);
    process.exit(2);
  }
  return names as BaseCaseName[];
}

/** A comma-separated list of positive whole numbers ("25,50,100"). */
function levels(text: string): number[] {
  return text
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

async function main(): Promise<void> {
  const names = process.argv.slice(2);
  const unknown = names.filter((name) => !BENCHMARKS.some((b) => b.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${BENCHMARKS.map((b) => b.name).join(', ')}`);
    process.exit(2);
  }
  let missed = false;
  for (const benchmark of BENCHMARKS.filter((b) => names.length === 0 || names.includes(b.name))) {
    console.log(`\nRunning ${benchmark.name}: ${benchmark.description}`);
    const result = await benchmark.run();
    printResult(result);
    if (result.figures.some((figure) => figure.pass === false)) missed = true;
  }
  if (missed) console.log('\nSome targets were missed (see MISSED above).');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
