/**
 * Text folding shared by the red-flag detector and the knowledge-base search, so that the ways
 * people type the same word (case, accents, stretched letters, Hindi spelling variants) compare
 * equal.
 */

const LATIN_COMBINING_MARKS = /[\u0300-\u036f]/g;
const APOSTROPHES = /['\u2018\u2019\u02bc`]/g;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const REPEATS = /(.)\1+/gu;

/**
 * Devanagari spellings that vary in everyday typing and carry no difference of meaning here:
 * nukta (ख़/ख), chandrabindu and anusvara (साँस/सांस), long and short i and u (सीने/सिने), and the
 * virama a phone keyboard often leaves out (दर्द/दरद).
 */
const DEVANAGARI_FOLDS: ReadonlyArray<[RegExp, string]> = [
  [/\u093c/g, ''],
  [/\u0901/g, '\u0902'],
  [/\u0940/g, '\u093f'],
  [/\u0942/g, '\u0941'],
  [/\u0908/g, '\u0907'],
  [/\u090a/g, '\u0909'],
  [/\u094d/g, ''],
];

/** Lower case, Latin accents and apostrophes removed ("can't" is "cant"), Hindi variants folded. */
export function foldText(text: string): string {
  let folded = text.normalize('NFKD').replace(LATIN_COMBINING_MARKS, '').replace(APOSTROPHES, '');
  for (const [pattern, replacement] of DEVANAGARI_FOLDS) folded = folded.replace(pattern, replacement);
  return folded.normalize('NFC').toLowerCase();
}

/** A folded word with runs of one letter squeezed to one ("paaain", "seene" and "sene" agree). */
export function squeeze(word: string): string {
  return word.replace(REPEATS, '$1');
}

/** The words of a text, folded and squeezed. */
export function words(text: string): string[] {
  return (foldText(text).match(WORD) ?? []).map(squeeze);
}

export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097f]/.test(text);
}

/** Whether `x` from `i` equals `y` from `j` (code units). */
function sameFrom(x: string, i: number, y: string, j: number): boolean {
  if (x.length - i !== y.length - j) return false;
  for (; i < x.length; i++, j++) if (x.charCodeAt(i) !== y.charCodeAt(j)) return false;
  return true;
}

/**
 * Whether two different strings without surrogate pairs (each code unit a character) are one edit
 * apart: a substitution, an insertion, a deletion or two adjacent letters swapped. Linear, and it
 * allocates nothing: the typo checks of a long message make hundreds of thousands of these.
 */
function oneEditApart(x: string, y: string): boolean {
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x.charCodeAt(i) === y.charCodeAt(i)) i++;
  if (x.length === y.length) {
    if (sameFrom(x, i + 1, y, i + 1)) return true;
    return i + 1 < x.length && x.charCodeAt(i) === y.charCodeAt(i + 1) && x.charCodeAt(i + 1) === y.charCodeAt(i) && sameFrom(x, i + 2, y, i + 2);
  }
  return x.length < y.length ? sameFrom(x, i, y, i + 1) : sameFrom(x, i + 1, y, i);
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), capped at `max + 1`. */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (max <= 1 && !SURROGATE.test(a) && !SURROGATE.test(b)) return max === 1 && oneEditApart(a, b) ? 1 : max + 1;
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length];
}

/**
 * Whether a typed word is the expected word or a likely typo of it. Typos keep the first letter
 * (people rarely mistype it, and allowing it would make "main" a typo of "pain"); short words
 * allow only a swap of two letters ("pian"), longer ones one or two edits.
 */
export function isTypoOf(typed: string, expected: string): boolean {
  if (typed === expected) return true;
  const length = Array.from(expected).length;
  if (length < 4 || typed[0] !== expected[0]) return false;
  if (length === 4) {
    return Array.from(typed).length === 4 && editDistance(typed, expected, 1) === 1 && [...typed].sort().join('') === [...expected].sort().join('');
  }
  return editDistance(typed, expected, length >= 8 ? 2 : 1) <= (length >= 8 ? 2 : 1);
}
