import { setTimeout as sleep, setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How the built-in engine paces its words, like a model streaming: a pause of `minMs` to `maxMs`
 * between two chunks, and `doneGapMs` before the end marker. All zero in tests.
 */
export interface Pace {
  minMs: number;
  maxMs: number;
  doneGapMs: number;
}

export const NO_PACE: Pace = Object.freeze({ minMs: 0, maxMs: 0, doneGapMs: 0 });

/** "15-30" (a range) or "20" (fixed), in milliseconds; "0" for no pause. */
export function parsePace(text: string, doneGapMs: number): Pace {
  const [min, max = min] = text.split('-').map((part) => Number(part.trim()));
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < min || max > 10_000) throw new Error(`Invalid pace "${text}": use "15-30" or "20" (milliseconds)`);
  return Object.freeze({ minMs: min, maxMs: max, doneGapMs });
}

/**
 * Waits between two chunks; resolves early (never rejects) when `signal` aborts. Without a pace
 * it still yields to the event loop, so other requests and a disconnect get their turn.
 */
export async function pause(pace: Pace, signal: AbortSignal, ms = pace.minMs + Math.floor(Math.random() * (pace.maxMs - pace.minMs + 1))): Promise<void> {
  if (signal.aborted) return;
  if (ms <= 0) {
    await nextTurn();
    return;
  }
  await sleep(ms, undefined, { signal }).catch(() => undefined);
}

/** Word-sized chunks: each word with the spaces after it (leading space stays with the first). */
export function wordChunks(text: string): string[] {
  return text.match(/^\s+\S*\s*|\S+\s*/g) ?? [];
}

/** Yields the chunks paced; stops as soon as `signal` aborts. The first chunk leaves at once. */
export async function* paced(chunks: Iterable<string>, pace: Pace, signal: AbortSignal): AsyncGenerator<string> {
  let first = true;
  for (const chunk of chunks) {
    if (!first) await pause(pace, signal);
    if (signal.aborted) return;
    first = false;
    yield chunk;
  }
}
