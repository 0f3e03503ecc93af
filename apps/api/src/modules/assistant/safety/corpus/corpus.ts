import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RED_FLAG_CATEGORIES, type RedFlagCategory } from '../red-flags';

/** One line of the evaluation corpus: a message and what the safety layer must make of it. */
export interface CorpusEntry {
  file: string;
  line: number;
  message: string;
  /** The emergency the message describes, or 'none' for an everyday message. */
  expected: RedFlagCategory | 'none';
}

export const CORPUS_DIR = __dirname;

/** Reads every `*.txt` of the corpus: "<category> | <message>" a line, `#` comments and blank lines skipped. */
export function loadCorpus(dir: string = CORPUS_DIR): CorpusEntry[] {
  const entries: CorpusEntry[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.txt')).sort()) {
    readFileSync(join(dir, file), 'utf8')
      .split(/\r?\n/)
      .forEach((text, index) => {
        const line = text.trim();
        if (line === '' || line.startsWith('#')) return;
        const bar = line.indexOf(' | ');
        const expected = line.slice(0, bar).trim();
        if (bar < 0 || !(expected === 'none' || (RED_FLAG_CATEGORIES as readonly string[]).includes(expected))) {
          throw new Error(`${file}:${index + 1}: expected "<category> | <message>"`);
        }
        entries.push({ file, line: index + 1, message: line.slice(bar + 3).trim(), expected: expected as CorpusEntry['expected'] });
      });
  }
  return entries;
}
