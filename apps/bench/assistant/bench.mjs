// Benchmark of Jyoti, the health assistant. Run after the build (`npm run build`):
//
//   node apps/bench/assistant/bench.mjs [--samples 2000] [--burst 25,50,100,200,400] [--held 100,250,500,1000]
//
// It measures, on this machine:
//   1. the built-in engine's time to first chunk, in process (p50/p95 over many questions);
//   2. the same through the whole stack (auth, limits, safety layer, SSE) for bursts of N streams
//      opened at once against the built-in engine;
//   3. how many concurrent streams one instance holds: N streams opened at once while the answers
//      come from a slow OpenAI-compatible model (a local stand-in streaming a word every 200 ms
//      for 3 s, so every stream stays open). "Holds" is the largest N where every stream reached
//      [DONE]; read it with the time to first chunk printed beside it.
// The app runs as its own process (node apps/api/dist/main.js) on BENCH_PORT (3290) with an
// embedded Postgres on BENCH_PG_PORT (5490) under .data/pg-bench; all traffic stays on 127.0.0.1.
// It prints a table and, last, one JSON line.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = join(root, 'apps/api/dist');
const require = createRequire(join(root, 'apps/api/package.json'));

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const levels = (text) => text.split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
const SAMPLES = Number(option('samples', '2000'));
const BURST = levels(option('burst', '25,50,100,200,400'));
const HELD = levels(option('held', '100,250,500,1000'));
const APP_PORT = Number(process.env.BENCH_PORT ?? 3290);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5490);
const LEVEL_TIMEOUT_MS = 60_000;

if (!existsSync(join(dist, 'main.js'))) {
  console.error('apps/api/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const { ASSISTANT_SAMPLE_QUESTIONS } = require('@redhope/domain');
const QUESTIONS = [
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

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (n) => Math.round(n * 100) / 100;

async function engineTimeToFirstChunk() {
  const { KnowledgeBase } = require(join(dist, 'modules/assistant/knowledge/knowledge-base.js'));
  const { BuiltinEngine } = require(join(dist, 'modules/assistant/engines/builtin-engine.js'));
  const loadStart = performance.now();
  const engine = new BuiltinEngine(KnowledgeBase.load());
  const loadMs = performance.now() - loadStart;
  const firsts = [];
  const wholes = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    const chunks = engine.answer({ prompt: QUESTIONS[i % QUESTIONS.length] }, new AbortController().signal)[Symbol.asyncIterator]();
    await chunks.next();
    firsts.push(performance.now() - start);
    while (!(await chunks.next()).done);
    wholes.push(performance.now() - start);
  }
  return { loadMs: round(loadMs), p50: round(percentile(firsts, 50)), p95: round(percentile(firsts, 95)), wholeP50: round(percentile(wholes, 50)) };
}

/** A stand-in for a slow OpenAI-compatible model: a word every 200 ms for 3 s, then [DONE]. */
async function startSlowModel() {
  const server = http.createServer(async (req, res) => {
    // Drain the request body before answering.
    req.resume();
    await new Promise((resolve) => req.on('end', resolve));
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    let sent = 0;
    const timer = setInterval(() => {
      if (++sent > 15) {
        clearInterval(timer);
        res.end('data: [DONE]\n\n');
        return;
      }
      res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'word ' } }] })}\n\n`);
    }, 200);
    res.on('close', () => clearInterval(timer));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, baseUrl: `http://127.0.0.1:${server.address().port}/v1` };
}

async function startApp(extraEnv) {
  const child = spawn(process.execPath, [join(dist, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(APP_PORT),
      EMBEDDED_PG_PORT: String(PG_PORT),
      EMBEDDED_PG_DIR: '.data/pg-bench',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // The per-user limits would stop one user at 2 streams: the instance is what is measured.
      ASSISTANT_STREAMS_PER_USER: '10000',
      ASSISTANT_QUESTIONS_PER_HOUR: '1000000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${APP_PORT}/api/v1/health/ready`).then((r) => r.ok, () => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the app did not become ready in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    stop: async () => {
      child.kill('SIGINT');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

async function signIn() {
  const base = `http://127.0.0.1:${APP_PORT}/api/v1/user`;
  const email = `bench-${Date.now()}@example.com`;
  const body = { userName: 'Bench', email, password: 'bench-pass', dateOfBirth: '1990-01-01' };
  const headers = { 'content-type': 'application/json' };
  const registered = await fetch(`${base}/register`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  const login = await fetch(`${base}/login`, { method: 'POST', headers, body: JSON.stringify({ email, password: body.password }) });
  return login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

/** One answer stream over its own connection: time to first chunk, time to [DONE], or failure. */
function stream(cookie, prompt, started, inFlight) {
  return new Promise((resolveStream) => {
    const start = performance.now();
    let first;
    let body = '';
    const finish = (ok) => {
      inFlight.now--;
      resolveStream({ ok, first, whole: performance.now() - start });
    };
    inFlight.now++;
    inFlight.max = Math.max(inFlight.max, inFlight.now);
    const req = http.get(
      { host: '127.0.0.1', port: APP_PORT, path: `/api/v1/ai/get-health-ai-response?prompt=${encodeURIComponent(prompt)}`, headers: { cookie }, agent: false },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          finish(false);
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (text) => {
          if (first === undefined && text.includes('data: {')) first = performance.now() - start;
          body += text;
        });
        res.on('end', () => finish(body.endsWith('data: [DONE]\n\n')));
        res.on('error', () => finish(false));
      },
    );
    req.setTimeout(LEVEL_TIMEOUT_MS, () => req.destroy());
    req.on('error', () => finish(false));
    started.push(req);
  });
}

async function level(cookie, n) {
  const inFlight = { now: 0, max: 0 };
  const started = [];
  const begin = performance.now();
  const results = await Promise.all(Array.from({ length: n }, (_, i) => stream(cookie, QUESTIONS[i % QUESTIONS.length], started, inFlight)));
  const seconds = (performance.now() - begin) / 1000;
  const firsts = results.filter((r) => r.first !== undefined).map((r) => r.first);
  return {
    streams: n,
    ok: results.filter((r) => r.ok).length,
    maxOpen: inFlight.max,
    ttfcP50: round(percentile(firsts, 50)),
    ttfcP95: round(percentile(firsts, 95)),
    seconds: round(seconds),
  };
}

function table(title, rows) {
  console.log(`\n${title}`);
  console.log('  streams   ok   max open   ttfc p50 ms   ttfc p95 ms   seconds');
  for (const r of rows) {
    console.log(`  ${String(r.streams).padStart(7)} ${String(r.ok).padStart(4)} ${String(r.maxOpen).padStart(10)} ${String(r.ttfcP50).padStart(13)} ${String(r.ttfcP95).padStart(13)} ${String(r.seconds).padStart(9)}`);
  }
}

const engine = await engineTimeToFirstChunk();
console.log(`Built-in engine, in process: knowledge base loaded in ${engine.loadMs} ms; time to first chunk p50 ${engine.p50} ms, p95 ${engine.p95} ms over ${SAMPLES} questions (whole answer p50 ${engine.wholeP50} ms)`);

const burst = [];
const sequential = [];
let app = await startApp({});
try {
  const cookie = await signIn();
  await level(cookie, 5); // warm-up
  for (let i = 0; i < 100; i++) {
    const result = await stream(cookie, QUESTIONS[i % QUESTIONS.length], [], { now: 0, max: 0 });
    if (result.ok) sequential.push(result.first);
  }
  for (const n of BURST) burst.push(await level(cookie, n));
} finally {
  await app.stop();
}
const http1 = { p50: round(percentile(sequential, 50)), p95: round(percentile(sequential, 95)) };
console.log(`\nBuilt-in engine over HTTP (auth, limits, safety layer, SSE), one stream at a time: time to first chunk p50 ${http1.p50} ms, p95 ${http1.p95} ms over ${sequential.length} streams`);
table('Built-in engine over HTTP (SSE), N streams opened at once', burst);

const model = await startSlowModel();
const held = [];
app = await startApp({ ASSISTANT_BASE_URL: model.baseUrl, ASSISTANT_TIMEOUT_MS: '30000' });
try {
  const cookie = await signIn();
  for (const n of HELD) {
    const result = await level(cookie, n);
    held.push(result);
    if (result.ok < n) break;
  }
} finally {
  await app.stop();
  model.server.close();
}
table('Held streams (slow model, 3 s per answer), N streams opened at once', held);

const holding = held.filter((r) => r.ok === r.streams).reduce((best, r) => (r.streams > (best?.streams ?? 0) ? r : best), undefined);
const holds = holding?.streams ?? 0;
console.log(`\nOne instance held ${holds} concurrent streams, every one answered to [DONE]${holding ? ` (time to first chunk p95 ${holding.ttfcP95} ms)` : ''}.`);
console.log(JSON.stringify({ bench: 'assistant', engine_ttfc_ms: { p50: engine.p50, p95: engine.p95 }, http_ttfc_ms: http1, burst, held, holds_concurrent_streams: holds }));
