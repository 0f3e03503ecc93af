import { editDistance } from './fold';

/** A small alphabet, so that near strings are common: Latin, Devanagari, and an emoji (a surrogate pair). */
const LETTERS = ['a', 'b', 'c', 'क', 'ि', '😀'];

function randomWords(count: number): string[] {
  let seed = 20261127;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  return Array.from({ length: count }, () => Array.from({ length: next() % 6 }, () => LETTERS[next() % LETTERS.length]).join(''));
}

describe('editDistance', () => {
  it.each([
    ['pain', 'pian', 1],
    ['unconscious', 'unconscous', 1],
    ['bleeding', 'bleding', 1],
    ['bleeding', 'blleeding', 1],
    ['choking', 'cooking', 1],
    ['stroke', 'strokes', 1],
    ['ab', 'ba', 1],
    ['abc', 'cab', 2],
    ['सीने', 'सने', 1],
    ['', 'a', 1],
    ['same', 'same', 0],
  ])('%s to %s within one edit: %s', (a, b, distance) => {
    expect(editDistance(a, b, 1)).toBe(Math.min(distance, 2));
    expect(editDistance(b, a, 1)).toBe(Math.min(distance, 2));
  });

  it("decides one edit exactly as the full alignment does, on every pair of 120 near words", () => {
    const words = randomWords(120);
    const differing: string[] = [];
    for (const a of words) {
      for (const b of words) {
        const exact = editDistance(a, b, 2);
        if (editDistance(a, b, 1) !== (exact <= 1 ? exact : 2)) differing.push(`${a} ${b}`);
      }
    }
    expect(differing).toEqual([]);
    expect(words.filter((a) => words.some((b) => editDistance(a, b, 1) === 1)).length).toBeGreaterThan(60);
  });
});
