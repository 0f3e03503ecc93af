import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { startDatabase } from '../harness/database';
import { join } from 'node:path';
import { loadApi, ROOT } from '../harness/paths';
import { startApp, type Served } from '../harness/processes';
import { percentile, type BenchResult, type Figure } from '../harness/report';
import { signUp } from '../harness/session';

export interface AssistantOptions {
  /** Questions answered by the built-in engine in process, for its time to first chunk. */
  samples: number;
  /** Streams asked one after another through HTTP. */
  sequential: number;
  /** Burst sizes: N streams opened at once against the built-in engine. */
  bursts: number[];
  /** Held sizes: N streams opened at once while a slow model answers each for `heldSeconds`. */
  held: number[];
  heldSeconds: number;
}

/** The app's built-in engine and knowledge base (loaded from its build: the code `npm start` runs). */
interface KnowledgeBaseModule {
  KnowledgeBase: { load(): unknown };
}
interface BuiltinEngineModule {
  BuiltinEngine: new (knowledge: unknown) => {
    answer(question: { prompt: string }, signal: AbortSignal): AsyncIterable<string>;
  };
}
interface DomainModule {
  ASSISTANT_SAMPLE_QUESTIONS: readonly string[];
}
interface CorpusModule {
  loadCorpus(dir: string): { message: string; expected: string }[];
}
interface RedFlagsModule {
  detectRedFlags(message: string): string[];
}

/** The safety layer on its evaluation corpus (apps/api/src/modules/assistant/safety/corpus): recall on red flags, false alarms on everyday messages. */
function safetyOnCorpus() {
  const { loadCorpus } = loadApi<CorpusModule>('modules/assistant/safety/corpus/corpus.js');
  const { detectRedFlags } = loadApi<RedFlagsModule>('modules/assistant/safety/red-flags.js');
  const corpus = loadCorpus(join(ROOT, 'apps/api/src/modules/assistant/safety/corpus'));
  const start = performance.now();
  const results = corpus.map((entry) => ({ entry, found: detectRedFlags(entry.message) }));
  const perMessageMs = (performance.now() - start) / corpus.length;
  const flags = results.filter(({ entry }) => entry.expected !== 'none');
  const everyday = results.filter(({ entry }) => entry.expected === 'none');
  return {
    redFlags: flags.length,
    everyday: everyday.length,
    recall: (100 * flags.filter(({ entry, found }) => found.includes(entry.expected)).length) / flags.length,
    falseAlarms: (100 * everyday.filter(({ found }) => found.length > 0).length) / everyday.length,
    perMessageMs,
  };
}

/** A stream that has not finished within this is counted as failed. */
const STREAM_TIMEOUT_MS = 60_000;
const DONE_EVENT = 'data: [DONE]\n\n';

/** What people ask: the sample questions, donation, Hindi and Hinglish, off-topic, unknown, a red flag. */
function questions(): string[] {
  // libs/domain's build (next to the API's: built with it), where the sample questions live.
  const { ASSISTANT_SAMPLE_QUESTIONS } = loadApi<DomainModule>('../../../libs/domain/dist/index.js');
  return [
    ...ASSISTANT_SAMPLE_QUESTIONS,
    'Who can donate blood?',
    'How many days between blood donations?',
    'dengu ke lakshan',
    'मुझे बुखार है',
    'What is the capital of France?',
    'What is your name?',
    'How do I post a blood request?',
    'What is the treatment for Huntington disease?',
    'seene mein dard ho raha hai',
  ];
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/** The built-in engine alone, in this process: time to its first chunk and to the whole answer. */
async function engineInProcess(prompts: string[], samples: number) {
  const { KnowledgeBase } = loadApi<KnowledgeBaseModule>('modules/assistant/knowledge/knowledge-base.js');
  const { BuiltinEngine } = loadApi<BuiltinEngineModule>('modules/assistant/engines/builtin-engine.js');
  const loadStart = performance.now();
  const engine = new BuiltinEngine(KnowledgeBase.load());
  const loadMs = performance.now() - loadStart;
  const firsts: number[] = [];
  const wholes: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    const chunks = engine.answer({ prompt: prompts[i % prompts.length] }, new AbortController().signal)[Symbol.asyncIterator]();
    await chunks.next();
    firsts.push(performance.now() - start);
    while (!(await chunks.next()).done);
    wholes.push(performance.now() - start);
  }
  return { loadMs, firsts: sorted(firsts), wholes: sorted(wholes) };
}

interface StreamResult {
  ok: boolean;
  /** Time to the first chunk event, when one arrived. */
  first?: number;
}

interface InFlight {
  now: number;
  max: number;
}

/** One answer stream over its own connection (as browsers open them): time to first chunk, and whether [DONE] arrived. */
function stream(url: URL, cookie: string, prompt: string, inFlight: InFlight): Promise<StreamResult> {
  return new Promise((resolve) => {
    const start = performance.now();
    let first: number | undefined;
    let tail = '';
    let settled = false;
    const finish = (ok: boolean) => {
      if (settled) return;
      settled = true;
      inFlight.now--;
      resolve({ ok, first });
    };
    inFlight.now++;
    inFlight.max = Math.max(inFlight.max, inFlight.now);
    const request = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: `/api/v1/ai/get-health-ai-response?prompt=${encodeURIComponent(prompt)}`,
        headers: { cookie, accept: 'text/event-stream' },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          finish(false);
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          if (first === undefined && (tail + text).includes('data: {')) first = performance.now() - start;
          tail = (tail + text).slice(-DONE_EVENT.length);
        });
        response.on('end', () => finish(tail === DONE_EVENT));
        response.on('error', () => finish(false));
      },
    );
    request.setTimeout(STREAM_TIMEOUT_MS, () => request.destroy());
    request.on('error', () => finish(false));
  });
}

interface Level {
  streams: number;
  ok: number;
  maxOpen: number;
  ttfcP50: number;
  ttfcP95: number;
  seconds: number;
}

/** N streams opened at once. */
async function level(url: URL, cookie: string, prompts: string[], streams: number): Promise<Level> {
  const inFlight: InFlight = { now: 0, max: 0 };
  const begin = performance.now();
  const results = await Promise.all(Array.from({ length: streams }, (_, i) => stream(url, cookie, prompts[i % prompts.length], inFlight)));
  const firsts = sorted(results.flatMap((result) => (result.first === undefined ? [] : [result.first])));
  return {
    streams,
    ok: results.filter((result) => result.ok).length,
    maxOpen: inFlight.max,
    ttfcP50: percentile(firsts, 50),
    ttfcP95: percentile(firsts, 95),
    seconds: (performance.now() - begin) / 1000,
  };
}

/**
 * A stand-in for a slow OpenAI-compatible model (the chat-completions streaming protocol): a word
 * every 200 ms for `seconds`, then [DONE]. It keeps every answer open, so the app's capacity for
 * concurrent streams is what is measured.
 */
async function startSlowModel(seconds: number): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const words = Math.max(1, Math.round((seconds * 1000) / 200));
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      let sent = 0;
      const timer = setInterval(() => {
        if (++sent > words) {
          clearInterval(timer);
          response.end('data: [DONE]\n\n');
          return;
        }
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'word ' } }] })}\n\n`);
      }, 200);
      response.on('close', () => clearInterval(timer));
    });
  });
  server.maxConnections = 100_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The per-user limits would stop one user at 2 streams, and the per-address one (every stream comes
 * from 127.0.0.1) at 300 questions an hour: the instance is what is measured (the config's highest
 * values). Before, the held levels past 300 questions in all were refused with 429 and read as the
 * instance's ceiling ("200 streams").
 */
const NO_USER_LIMITS = { ASSISTANT_STREAMS_PER_USER: '10000', ASSISTANT_QUESTIONS_PER_HOUR: '1000000', ASSISTANT_QUESTIONS_PER_ADDRESS_PER_HOUR: '1000000' };

function levelNote(title: string, levels: Level[]): string {
  const rows = levels.map(
    (row) =>
      `${String(row.streams).padStart(7)} ${String(row.ok).padStart(6)} ${String(row.maxOpen).padStart(9)} ${row.ttfcP50.toFixed(1).padStart(12)} ${row.ttfcP95.toFixed(1).padStart(12)} ${row.seconds.toFixed(2).padStart(8)}`,
  );
  return [title, 'streams   done  max open  ttfc p50 ms  ttfc p95 ms  seconds', ...rows].join('\n');
}

/**
 * Jyoti, the health assistant: the built-in engine's time to first chunk, in process and through
 * the whole stack (auth, limits, safety layer, server-sent events), one stream at a time and in
 * bursts; then how many concurrent streams one instance holds while a slow external model keeps
 * each answer open (the largest N where every stream reached [DONE]).
 */
export async function assistantBenchmark(options: AssistantOptions): Promise<BenchResult> {
  const prompts = questions();
  const safety = safetyOnCorpus();
  const engine = await engineInProcess(prompts, options.samples);

  const database = await startDatabase();
  let app: Served | undefined;
  let model: Awaited<ReturnType<typeof startSlowModel>> | undefined;
  try {
    // The built-in engine through HTTP.
    app = await startApp(database.url, NO_USER_LIMITS);
    let url = new URL(app.url);
    let { cookie } = await signUp(app.url, 'Bench Assistant');
    await level(url, cookie, prompts, 5); // warm-up
    const sequential: number[] = [];
    let sequentialFailed = 0;
    for (let i = 0; i < options.sequential; i++) {
      const result = await stream(url, cookie, prompts[i % prompts.length], { now: 0, max: 0 });
      if (result.ok && result.first !== undefined) sequential.push(result.first);
      else sequentialFailed++;
    }
    const bursts: Level[] = [];
    for (const streams of options.bursts) bursts.push(await level(url, cookie, prompts, streams));
    await app.stop();
    app = undefined;

    // Held streams: a slow external model keeps every answer open.
    model = await startSlowModel(options.heldSeconds);
    app = await startApp(database.url, { ...NO_USER_LIMITS, ASSISTANT_BASE_URL: model.baseUrl, ASSISTANT_MODEL: 'bench', ASSISTANT_TIMEOUT_MS: '30000' });
    url = new URL(app.url);
    ({ cookie } = await signUp(app.url, 'Bench Assistant Held'));
    const held: Level[] = [];
    for (const streams of options.held) {
      const result = await level(url, cookie, prompts, streams);
      held.push(result);
      if (result.ok < streams) break;
    }
    const holds = held.filter((row) => row.ok === row.streams).reduce((best, row) => Math.max(best, row.streams), 0);
    const holding = held.find((row) => row.streams === holds);

    const httpSorted = sorted(sequential);
    const figures: Figure[] = [
      { name: 'safety corpus: red flags escalated (recall)', value: safety.recall, unit: '%', target: '= 100', pass: safety.recall === 100 },
      { name: 'safety corpus: everyday messages escalated (false alarms)', value: safety.falseAlarms, unit: '%', target: '<= 3', pass: safety.falseAlarms <= 3 },
      { name: 'safety layer: time per message', value: safety.perMessageMs, unit: 'ms' },
      { name: 'built-in engine: time to first chunk p50', value: percentile(engine.firsts, 50), unit: 'ms' },
      { name: 'built-in engine: time to first chunk p95', value: percentile(engine.firsts, 95), unit: 'ms', target: '< 20', pass: percentile(engine.firsts, 95) < 20 },
      { name: 'built-in engine: whole answer p50', value: percentile(engine.wholes, 50), unit: 'ms' },
      { name: 'over HTTP, one at a time: time to first chunk p50', value: percentile(httpSorted, 50), unit: 'ms' },
      { name: 'over HTTP, one at a time: time to first chunk p95', value: percentile(httpSorted, 95), unit: 'ms', target: '< 100', pass: percentile(httpSorted, 95) < 100 },
      { name: 'over HTTP, one at a time: failed streams', value: sequentialFailed, unit: '', target: '= 0', pass: sequentialFailed === 0 },
      { name: 'concurrent streams one instance holds', value: holds, unit: 'streams' },
      ...(holding ? [{ name: `holding ${holds} streams: time to first chunk p95`, value: holding.ttfcP95, unit: 'ms' }] : []),
    ];
    return {
      benchmark: 'assistant',
      notes: [
        `safety corpus: ${safety.redFlags} red-flag messages and ${safety.everyday} everyday messages (English, Hindi, Hinglish)`,
        `${prompts.length} questions in turn; built-in engine in process: knowledge base loaded in ${engine.loadMs.toFixed(0)} ms, ${options.samples} answers`,
        `over HTTP: ${options.sequential} streams one after another, each on its own connection`,
        levelNote('built-in engine over HTTP, N streams opened at once:', bursts),
        levelNote(`held streams (a slow model answering each for ${options.heldSeconds} s), N opened at once; holds = the largest N all reaching [DONE]:`, held),
      ],
      figures,
    };
  } finally {
    await app?.stop();
    await model?.stop();
    await database.stop();
  }
}
