import { foldText, squeeze } from '../text/fold';

/**
 * A message as the red-flag rules see it: its words (folded, letters squeezed, numbers kept as
 * typed) and, for each word, the clause it belongs to. Rules match over the whole message (a
 * phrase may run across a comma: "chest, it hurts"), but an exception and a negation act only
 * inside the clause where they are written: "I had heartburn earlier but now I have crushing
 * chest pain" is two clauses, and the heartburn of the first says nothing about the second.
 */
export interface SplitMessage {
  tokens: string[];
  /** clauseOf[i]: the clause index of tokens[i]. */
  clauseOf: number[];
}

/**
 * Where a sentence or a clause ends: full stop, question and exclamation marks, the Devanagari
 * danda and double danda, semicolon, colon, comma, dashes and brackets set off by spaces, line
 * breaks. A full stop between digits ("2.5") is not one.
 */
const BOUNDARY = /(?<!\d)\.|\.(?!\d)|[!?;:,\n\r\u0964\u0965()[\]{}|]|\s[-\u2013\u2014]+\s|\.{2,}|…/u;

const DEVANAGARI_DIGITS = /[\u0966-\u096f]/g;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * Spellings of Hindi in Latin letters that vary with the writer and carry no difference of
 * meaning: "daura" and "dora", "phool" and "fool", "zeher" and "jeher", "wajan" and "vajan".
 * Applied to rule words and typed words alike.
 */
const ROMAN_FOLDS: ReadonlyArray<[RegExp, string]> = [
  [/au/g, 'o'],
  [/ph/g, 'f'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/q/g, 'k'],
];

function romanFold(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  let folded = word;
  for (const [pattern, replacement] of ROMAN_FOLDS) folded = folded.replace(pattern, replacement);
  return folded;
}

/** A piece of text as rule words: folded; letter runs squeezed except in numbers ("100" stays "100"). */
export function ruleWords(text: string): string[] {
  const ascii = text.replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966));
  return (foldText(ascii).match(WORD) ?? []).map((word) => (/^\d+$/.test(word) ? word : squeeze(romanFold(squeeze(word)))));
}

/**
 * Conjunctions that join two clauses. The word itself belongs to neither clause's meaning, so
 * it starts a new clause. English, Hinglish and Hindi in Devanagari. "par" and "पर" are also
 * "on" ("haath par"), and "to"/"तो" are also "then": splitting there only narrows where an
 * exception or a negation reaches, which errs on the side of escalating.
 */
const CONJUNCTIONS = new Set(
  [
    'but', 'however', 'though', 'although', 'yet', 'whereas', 'and', 'or', 'also', 'plus', 'then', 'now', 'because', 'cause', 'coz', 'bcoz', 'bcz', 'so', 'still', 'anyway',
    'lekin', 'lekn', 'lkin', 'magar', 'mgr', 'par', 'pr', 'parantu', 'kintu', 'aur', 'or', 'ab', 'phir', 'fir', 'kyunki', 'kyuki', 'kyonki', 'isliye', 'fir bhi', 'tabhi', 'jabki',
    'लेकिन', 'मगर', 'पर', 'परंतु', 'परन्तु', 'किंतु', 'किन्तु', 'और', 'अब', 'फिर', 'क्योंकि', 'इसलिए', 'जबकि', 'तभी',
  ].flatMap(ruleWords),
);

/** Splits a message into words and clauses (see BOUNDARY and CONJUNCTIONS). */
export function splitMessage(message: string): SplitMessage {
  const tokens: string[] = [];
  const clauseOf: number[] = [];
  let clause = 0;
  for (const piece of message.split(BOUNDARY)) {
    const pieceWords = ruleWords(piece ?? '');
    if (pieceWords.length === 0) continue;
    let clauseHasWords = false;
    for (const word of pieceWords) {
      if (CONJUNCTIONS.has(word) && clauseHasWords) {
        clause++;
        clauseHasWords = false;
      }
      tokens.push(word);
      clauseOf.push(clause);
      clauseHasWords = true;
    }
    clause++;
  }
  return { tokens, clauseOf };
}

/** The clauses as word lists (for tests and for reading). */
export function splitClauses(message: string): string[][] {
  const { tokens, clauseOf } = splitMessage(message);
  const clauses: string[][] = [];
  tokens.forEach((token, i) => {
    const index = clauseOf[i];
    if (clauses.length === 0 || clauseOf[i - 1] !== index) clauses.push([]);
    clauses[clauses.length - 1].push(token);
  });
  return clauses;
}
