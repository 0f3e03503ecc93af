import { GraphQLSchemaHost } from '@nestjs/graphql';
import fc from 'fast-check';
import { cookieHeader, signUpAndLogIn } from './setup/helpers';
import { graphqlCase, restCase, restRoutes, type GraphqlCase, type RestCase } from './fuzz/generators';
import { startAppWithUploads } from './setup/campaigns';

/**
 * Generated input against the running app, signed out and signed in: REST calls on every route
 * (bodies, query strings, path parameters) and GraphQL documents with variables, one root field
 * of the schema each. No answer may be a 500 (or a GraphQL INTERNAL), and nothing may log a
 * stack trace. FUZZ_REST / FUZZ_GRAPHQL set the counts (`npm run bench -- fuzz` runs more and
 * prints the counts by status); FUZZ_SEED replays a run.
 */
const REST_RUNS = Number(process.env.FUZZ_REST ?? 2000);
const GRAPHQL_RUNS = Number(process.env.FUZZ_GRAPHQL ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const CONCURRENCY = 8;

/** Calls that end (or rotate, so that a replay revokes) the session the signed-in half runs in: sent signed out. */
const ENDS_SESSION = /\/user\/(logout|logout-user|refresh-token)\b|^mutation[^{]*\{ (logout|deleteAccount|refreshSession)\b/;

interface Outcome {
  kind: 'rest' | 'graphql';
  signedIn: boolean;
  status: number;
  internal: boolean;
  call: string;
}

async function pool<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

jest.setTimeout(600_000);

describe(`fuzz (seed ${SEED})`, () => {
  it(`answers ${REST_RUNS} REST calls and ${GRAPHQL_RUNS} GraphQL documents, signed out and in, without a 500 or a stack trace`, async () => {
    const t = await startAppWithUploads({ LOG_LEVEL: 'warn' });
    const logged: string[] = [];
    const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
    const capture = (write: typeof process.stdout.write) =>
      ((chunk: unknown, ...rest: unknown[]) => {
        logged.push(String(chunk));
        return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
      }) as typeof process.stdout.write;
    try {
      const cookie = cookieHeader((await signUpAndLogIn(t.url, 'Fuzzer')).cookies);
      const routes = restRoutes(t.app);
      expect(routes.length).toBeGreaterThanOrEqual(40);
      const schema = t.app.get(GraphQLSchemaHost).schema;
      const rest = fc.sample(restCase(routes), { numRuns: REST_RUNS, seed: SEED });
      const graphql = fc.sample(graphqlCase(schema), { numRuns: GRAPHQL_RUNS, seed: SEED + 1 });
      const outcomes: Outcome[] = [];
      process.stdout.write = capture(writes.out);
      process.stderr.write = capture(writes.err);

      await pool(rest.map((call, i) => ({ call, signedIn: i % 2 === 1 })), async ({ call, signedIn }: { call: RestCase; signedIn: boolean }) => {
        const withSession = signedIn && !ENDS_SESSION.test(call.url);
        const res = await fetch(`${t.url}${call.url}`, {
          method: call.method,
          headers: { ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(withSession ? { cookie } : {}) },
          body: call.body,
        });
        const text = await res.text();
        outcomes.push({ kind: 'rest', signedIn: withSession, status: res.status, internal: /"code":"INTERNAL"/.test(text), call: `${call.method} ${call.url} ${call.body?.slice(0, 200) ?? ''}` });
      });
      await pool(graphql.map((call, i) => ({ call, signedIn: i % 2 === 1 })), async ({ call, signedIn }: { call: GraphqlCase; signedIn: boolean }) => {
        const withSession = signedIn && !ENDS_SESSION.test(call.query);
        const res = await fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(withSession ? { cookie } : {}) },
          body: JSON.stringify({ query: call.query, variables: call.variables }),
        });
        const text = await res.text();
        outcomes.push({ kind: 'graphql', signedIn: withSession, status: res.status, internal: /"code":"INTERNAL"/.test(text), call: `${call.query} ${JSON.stringify(call.variables ?? {}).slice(0, 300)}` });
      });

      process.stdout.write = writes.out;
      process.stderr.write = writes.err;
      const counts: Record<string, number> = {};
      for (const outcome of outcomes) counts[`${outcome.kind} ${outcome.signedIn ? 'in' : 'out'} ${outcome.status}`] = (counts[`${outcome.kind} ${outcome.signedIn ? 'in' : 'out'} ${outcome.status}`] ?? 0) + 1;
      if (process.env.FUZZ_PRINT) writes.out(`FUZZ_COUNTS ${JSON.stringify(Object.fromEntries(Object.entries(counts).sort()))}\n`);
      const failures = outcomes.filter((outcome) => outcome.status >= 500 || outcome.internal).map((outcome) => `${outcome.status} ${outcome.call}`);
      expect(failures.slice(0, 10)).toEqual([]);
      expect(outcomes.filter((o) => o.kind === 'rest')).toHaveLength(REST_RUNS);
      expect(outcomes.filter((o) => o.kind === 'graphql')).toHaveLength(GRAPHQL_RUNS);
      expect(outcomes.filter((o) => o.signedIn).length).toBeGreaterThan((REST_RUNS + GRAPHQL_RUNS) / 3);
      const stackLines = logged.join('').split('\n').filter((line) => /^\s+at .+\(.+:\d+:\d+\)$/.test(line) || /^\s+at .+:\d+:\d+$/.test(line));
      expect(stackLines.slice(0, 10)).toEqual([]);
    } finally {
      process.stdout.write = writes.out;
      process.stderr.write = writes.err;
      await t.close();
    }
  });
});
