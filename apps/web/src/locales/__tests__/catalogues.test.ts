import { MESSAGES, VALIDATION_MESSAGES } from '@redhope/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../en';
import { hi } from '../hi';
import { enLegal } from '../legal-en';
import { hiLegal } from '../legal-hi';

/** Every text of a catalogue by its full key; list items are keyed by their index. */
function texts(node: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof node === 'string') return found.set(prefix, node);
  for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
    for (const [path, text] of texts(child, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
  }
  return found;
}

/** What a translation must keep: its {{values}} and its <tags>, which the code fills in. */
function slots(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((match) => match[0].replace(/\s/g, '')).sort();
}

// The main catalogue and the 'legal' namespace (privacy, terms), fetched apart but checked alike.
const english = texts({ ...en, ...enLegal });
const hindi = texts({ ...hi, ...hiLegal });

describe('the catalogues', () => {
  it('have the same keys in English and in Hindi', () => {
    expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
  });

  it('have no empty text', () => {
    for (const [key, text] of [...english, ...hindi]) expect(text.trim(), key).not.toBe('');
  });

  it('keep the values and tags of each English text in its Hindi text', () => {
    for (const [key, text] of english) expect(slots(hindi.get(key) ?? ''), key).toEqual(slots(text));
  });

  it('write Hindi in Devanagari', () => {
    const devanagari = /[\u0900-\u097F]/;
    for (const [key, text] of hindi) expect(devanagari.test(text), `${key}: ${text}`).toBe(true);
  });

  it("take the product's English messages from libs/domain, not from a copy", () => {
    expect(en.messages).toBe(MESSAGES);
    expect(en.validation).toBe(VALIDATION_MESSAGES);
  });
});
