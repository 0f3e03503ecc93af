import { performance } from 'node:perf_hooks';
import { loadApi } from '../harness/paths';
import type { BenchResult, Figure } from '../harness/report';

export interface TextOptions {
  /** Runs of each input; the best is reported (the least disturbed by the rest of the machine). */
  runs: number;
}

interface DomainModule {
  moneyAskIn(text: string): string | null;
  ASSISTANT_PROMPT_MAX_LENGTH: number;
  ASSISTANT_PROMPT_READ_MAX_LENGTH: number;
  CAMPAIGN_DESCRIPTION_MAX_LENGTH: number;
}
interface RedFlagsModule {
  detectRedFlags(message: string): string[];
}
interface KnowledgeBaseModule {
  KnowledgeBase: { load(): { search(question: string): unknown[] } };
}

/** Text as long as `length`, of `unit` again and again. */
const repeated = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Made-up words, all different: no cache or repetition helps (a fixed seed, the same words every run). */
function madeUpWords(length: number, letters = 'bcdfghjklmnpqrstvwxyz'): string {
  const words: string[] = [];
  let seed = 7;
  while (words.join(' ').length < length) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    words.push(letters[seed % letters.length] + 'aeiou'[(seed >> 3) % 5] + (seed % 1_000_000).toString(36));
  }
  return words.join(' ').slice(0, length);
}

/**
 * The checks that read a user's text before any limit refuses it (so their cost is paid at any
 * rate), on crafted inputs of the longest length each accepts: the money-ask (scam) check on a
 * camp's description or a request's text, the red-flag check on a message to Jyoti (read up to
 * ASSISTANT_PROMPT_READ_MAX_LENGTH), and the knowledge base's search on a question. Each input's
 * best of `runs`, in ms of this process's time; the goal keeps any one of them from holding the
 * event loop long enough to be felt by everyone else.
 */
export async function textBenchmark(options: TextOptions): Promise<BenchResult> {
  const domain = loadApi<DomainModule>('../../../libs/domain/dist/index.js');
  const { detectRedFlags } = loadApi<RedFlagsModule>('modules/assistant/safety/red-flags.js');
  const { KnowledgeBase } = loadApi<KnowledgeBaseModule>('modules/assistant/knowledge/knowledge-base.js');
  const knowledge = KnowledgeBase.load();
  const description = domain.CAMPAIGN_DESCRIPTION_MAX_LENGTH;
  const read = domain.ASSISTANT_PROMPT_READ_MAX_LENGTH;
  const question = domain.ASSISTANT_PROMPT_MAX_LENGTH;
  const cases: { name: string; run: () => unknown }[] = [
    ...['1', '1,', '1₹', 'a.', 'ab@'].map((unit) => ({ name: `money-ask check, ${description} characters of ${JSON.stringify(unit)}`, run: () => domain.moneyAskIn(repeated(unit, description)) })),
    { name: `money-ask check, ${description} characters of made-up words`, run: () => domain.moneyAskIn(madeUpWords(description)) },
    ...['a ', 'क ', 'mera dil ', 'not breathing but he can swim strokes '].map((unit) => ({
      name: `red-flag check, ${read} characters of ${JSON.stringify(unit.trim())}`,
      run: () => detectRedFlags(repeated(unit, read)),
    })),
    { name: `red-flag check, ${read} characters of made-up words`, run: () => detectRedFlags(madeUpWords(read)) },
    { name: `red-flag check, ${read} characters of made-up words starting m, d, b, c, s`, run: () => detectRedFlags(madeUpWords(read, 'mdbcs')) },
    { name: `knowledge search, ${question} characters of made-up words`, run: () => knowledge.search(madeUpWords(question)) },
    { name: 'knowledge search, 48 made-up words of 16 letters', run: () => knowledge.search(Array.from({ length: 48 }, (_, i) => `feverpainchest${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`).join(' ')) },
  ];
  const figures: Figure[] = [];
  for (const { name, run } of cases) {
    run(); // warm up: compiled regular expressions, JIT
    let best = Infinity;
    for (let i = 0; i < options.runs; i++) {
      const start = performance.now();
      run();
      best = Math.min(best, performance.now() - start);
    }
    figures.push({ name, value: best, unit: 'ms', target: '< 50', pass: best < 50 });
  }
  return { benchmark: 'text', figures, notes: [`best of ${options.runs} runs of each input, in this process (the API's build and libs/domain's)`] };
}
