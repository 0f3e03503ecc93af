import { startDatabase } from '../harness/database';
import { load, type LoadFigures } from '../harness/load';
import { startApp, startBareServer } from '../harness/processes';
import type { BenchResult, Figure } from '../harness/report';
import { signUp } from '../harness/session';

export interface BaseOptions {
  connections: number;
  durationSeconds: number;
  /** The seconds of each side are split into this many rounds, taken in turn (default 1). */
  rounds?: number;
  /** Which of the base requests to run (all when absent). */
  only?: BaseCaseName[];
}

export type BaseCaseName = 'check-auth' | 'current-user' | 'graphql-typename' | 'graphql-me';

interface BaseCase {
  name: BaseCaseName;
  label: string;
  signedIn: boolean;
  request: (url: string, cookie: string) => { url: string; method?: string; headers?: Record<string, string>; body?: string };
  /** Absent: printed for reference, without a goal. */
  minRatio?: number;
  maxP99Ms: number;
}

const graphqlPost = (query: string) => (url: string, cookie: string) => ({
  url: `${url}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify({ query }),
});

/** The four base requests: what every page, feed and alert pays before doing its own work. */
export const BASE_CASES: BaseCase[] = [
  {
    name: 'check-auth',
    label: 'REST check-auth (anonymous)',
    signedIn: false,
    request: (url) => ({ url: `${url}/api/v1/user/check-auth` }),
    minRatio: 0.4,
    maxP99Ms: 20,
  },
  {
    name: 'current-user',
    label: 'REST current-user (signed in)',
    signedIn: true,
    request: (url, cookie) => ({ url: `${url}/api/v1/user/current-user`, headers: { cookie } }),
    minRatio: 0.2,
    maxP99Ms: 30,
  },
  {
    name: 'graphql-typename',
    label: 'GraphQL { __typename }',
    signedIn: false,
    // For reference: what any GraphQL operation costs before its own fields. No goal of its own
    // since the operations that matter are measured (`{ me }` here, the feed in `feed`).
    request: graphqlPost('{ __typename }'),
    maxP99Ms: 30,
  },
  {
    name: 'graphql-me',
    label: 'GraphQL { me } (signed in)',
    signedIn: true,
    request: graphqlPost('{ me { id userName email } }'),
    minRatio: 0.15,
    maxP99Ms: 30,
  },
];

async function answer(request: { url: string; method?: string; headers?: Record<string, string>; body?: string }): Promise<string> {
  const res = await fetch(request.url, { method: request.method ?? 'GET', headers: request.headers, body: request.body });
  const body = await res.text();
  if (!res.ok || body.includes('"errors"')) throw new Error(`${request.url} answered ${res.status}: ${body.slice(0, 300)}`);
  return body;
}

export interface BaseMeasure {
  name: BaseCase['name'];
  app: LoadFigures;
  bare: LoadFigures;
  ratio: number;
  bytes: number;
}

/** Rounds of one side as one figure: mean throughput, median latencies, every error counted. */
function combine(rounds: LoadFigures[]): LoadFigures {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  return {
    requestsPerSecond: rounds.reduce((sum, r) => sum + r.requestsPerSecond, 0) / rounds.length,
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

function figuresOf(baseCase: BaseCase, measured: BaseMeasure): Figure[] {
  const { app, bare, ratio } = measured;
  const label = baseCase.label;
  return [
    { name: `${label} req/s`, value: app.requestsPerSecond, unit: 'req/s' },
    { name: `${label} p50`, value: app.p50Ms, unit: 'ms' },
    { name: `${label} p99`, value: app.p99Ms, unit: 'ms', target: `< ${baseCase.maxP99Ms}`, pass: app.p99Ms < baseCase.maxP99Ms },
    { name: `${label} errors and non-2xx`, value: app.errors + app.non2xx, unit: '', target: '= 0', pass: app.errors + app.non2xx === 0 },
    { name: `${label}: bare server req/s`, value: bare.requestsPerSecond, unit: 'req/s' },
    { name: `${label}: bare server p50`, value: bare.p50Ms, unit: 'ms' },
    { name: `${label}: bare server p99`, value: bare.p99Ms, unit: 'ms' },
    baseCase.minRatio === undefined
      ? { name: `${label} / bare server`, value: ratio, unit: '' }
      : { name: `${label} / bare server`, value: ratio, unit: '', target: `>= ${baseCase.minRatio}`, pass: ratio >= baseCase.minRatio },
  ];
}

/**
 * The base cost of a request: anonymous check-auth, signed-in current-user, GraphQL
 * `{ __typename }` and signed-in `{ me }`, each under `connections` connections beside a bare
 * node:http server answering the very same bytes, in the same run. The app and the bare server
 * are measured in turn, never at once, so they do not share the CPU.
 */
export async function baseBenchmark(options: BaseOptions): Promise<BenchResult & { measures: BaseMeasure[] }> {
  const database = await startDatabase();
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  try {
    app = await startApp(database.url);
    const cases = BASE_CASES.filter((c) => !options.only || options.only.includes(c.name));
    const cookie = cases.some((c) => c.signedIn) ? (await signUp(app.url, 'Bench Base')).cookie : '';
    const measures: BaseMeasure[] = [];
    const rounds = options.rounds ?? 1;
    const figures: Figure[] = [];
    for (const baseCase of cases) {
      const request = baseCase.request(app.url, cookie);
      const body = await answer(request);
      // Warm-up, so the app is measured hot (JIT, pool connections, caches).
      await load({ ...request, connections: 10, durationSeconds: Math.min(2, options.durationSeconds) });
      const bare = await startBareServer(body);
      const appRounds: LoadFigures[] = [];
      const bareRounds: LoadFigures[] = [];
      try {
        const bareRequest = { ...request, url: bare.url };
        await load({ ...bareRequest, connections: 10, durationSeconds: Math.min(1, options.durationSeconds) });
        // Rounds taken in turn (app, bare, app, bare...): on a shared machine, whatever else runs
        // weighs on both sides alike, so the ratio holds better than the absolute figures.
        const seconds = Math.max(1, Math.round(options.durationSeconds / rounds));
        for (let round = 0; round < rounds; round++) {
          appRounds.push(await load({ ...request, connections: options.connections, durationSeconds: seconds }));
          bareRounds.push(await load({ ...bareRequest, connections: options.connections, durationSeconds: seconds }));
        }
      } finally {
        await bare.stop();
      }
      const appFigures = combine(appRounds);
      const bareFigures = combine(bareRounds);
      const measure: BaseMeasure = { name: baseCase.name, app: appFigures, bare: bareFigures, ratio: appFigures.requestsPerSecond / bareFigures.requestsPerSecond, bytes: body.length };
      measures.push(measure);
      figures.push(...figuresOf(baseCase, measure));
    }
    return {
      benchmark: 'base',
      notes: [
        `${options.connections} connections, ${options.durationSeconds} s per side in ${rounds} round(s) taken in turn with the bare server; bodies: ${measures.map((m) => `${m.name} ${m.bytes} B`).join(', ')}`,
      ],
      figures,
      measures,
    };
  } finally {
    await app?.stop();
    await database.stop();
  }
}
