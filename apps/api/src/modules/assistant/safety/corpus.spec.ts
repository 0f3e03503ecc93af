import { EMERGENCY_NUMBERS } from '@redhope/domain';
import { loadCorpus } from './corpus/corpus';
import { emergencyNotice } from './emergency-notice';
import { detectRedFlags, RED_FLAG_CATEGORIES } from './red-flags';
import { answerLanguage } from '../text/language';

/**
 * The evaluation corpus (corpus/*.txt): every red flag must be escalated (recall 100%), with its
 * expected category among those found, and the emergency numbers first; at most 3% of the
 * everyday messages may be escalated.
 */
const corpus = loadCorpus();
const redFlags = corpus.filter((entry) => entry.expected !== 'none');
const everyday = corpus.filter((entry) => entry.expected === 'none');
const devanagari = /[\u0900-\u097f]/;

describe('the red-flag corpus', () => {
  it('holds at least 600 red flags over every category and three languages, and 300 everyday messages', () => {
    expect(redFlags.length).toBeGreaterThanOrEqual(600);
    expect(everyday.length).toBeGreaterThanOrEqual(300);
    for (const category of RED_FLAG_CATEGORIES) {
      const lines = redFlags.filter((entry) => entry.expected === category);
      expect({ category, hindi: lines.filter((entry) => devanagari.test(entry.message)).length >= 5 }).toEqual({ category, hindi: true });
      expect({ category, latin: lines.filter((entry) => !devanagari.test(entry.message)).length >= 15 }).toEqual({ category, latin: true });
    }
  });

  it('escalates every red flag (recall 100%), with its category among those found', () => {
    const missed = redFlags.filter((entry) => !detectRedFlags(entry.message).includes(entry.expected as never)).map((entry) => `${entry.file}:${entry.line} ${entry.expected} | ${entry.message} -> ${detectRedFlags(entry.message).join(',') || 'nothing'}`);
    expect(missed).toEqual([]);
  });

  it('puts the emergency numbers first in the answer to every red flag', () => {
    for (const entry of redFlags) {
      const categories = detectRedFlags(entry.message);
      const firstLine = emergencyNotice(categories, answerLanguage(entry.message)).split('\n')[0];
      const number = entry.expected === 'self-harm' ? EMERGENCY_NUMBERS.teleManas : EMERGENCY_NUMBERS.emergency;
      expect({ message: entry.message, first: firstLine.includes(number) && firstLine.includes(EMERGENCY_NUMBERS.emergency) }).toEqual({ message: entry.message, first: true });
    }
  });

  it('escalates at most 3% of everyday messages', () => {
    const alarms = everyday.filter((entry) => detectRedFlags(entry.message).length > 0).map((entry) => `${entry.file}:${entry.line} ${entry.message} -> ${detectRedFlags(entry.message).join(',')}`);
    expect(alarms.length / everyday.length).toBeLessThanOrEqual(0.03);
  });
});
