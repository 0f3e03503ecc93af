/**
 * Jyoti never gives medicine doses (only a doctor or pharmacist can, knowing the patient). The
 * curated knowledge base has none (its test checks); an external model may still write one, so
 * every answer passes through this guard, which replaces a dose with a pointer to a professional.
 */
export const DOSE_REPLACEMENT = '(dose removed: ask a doctor or pharmacist)';

// Spaces inside a dose never include a line break, so a dose never spans two cut segments.
const NUMBER = String.raw`(?:\d+(?:[.,]\d+)?|\d+[ \t]*/[ \t]*\d+|one|two|three|four|five|six|half|a half|one and a half)`;
const UNIT = String.raw`(?:mg|milligrams?|mcg|µg|micrograms?|iu|units?(?![ \t]+of[ \t]+(?:blood|plasma|platelets))|tablets?|tabs?|capsules?|caps?|pills?|puffs?|sachets?|drops?)`;
const FREQUENCY = String.raw`(?:[ \t]*(?:once|twice|thrice|\d+[ \t]*times|(?:every|per|a|an)[ \t]+(?:\d+[ \t]*)?(?:hours?|hrs?|day|days|night|week|dose|kg))(?:[ \t]+(?:a|per)[ \t]+(?:day|week))?)?`;
const DOSE = new RegExp(String.raw`\b${NUMBER}(?:[ \t]*(?:-|–|to|or)[ \t]*${NUMBER})?(?:[ \t]+an?)?[ \t]*${UNIT}\b${FREQUENCY}`, 'gi');

const NUMBER_HINT = /\d|\b(?:one|two|three|four|five|six|half)\b/i;
/** Where a segment may be cut without splitting a sentence: after a sentence end or a line break. */
const SENTENCE_END = /[.!?।]\s|\n/g;

export function redactDoses(text: string): string {
  return text.replace(DOSE, DOSE_REPLACEMENT);
}

function lastCut(text: string): number {
  let cut = -1;
  for (const match of text.matchAll(SENTENCE_END)) cut = match.index + match[0].length;
  return cut;
}

/**
 * Redacts doses in a stream of chunks. Text is held back only while the unfinished sentence holds
 * a number, so a dose split across chunks ("5", "00 mg") is still caught; any other text, up to
 * its last complete word, passes through at once, so streaming stays smooth.
 */
export async function* guardDoses(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const chunk of chunks) {
    pending += chunk;
    const cut = lastCut(pending);
    let out = '';
    if (cut > 0) {
      out = redactDoses(pending.slice(0, cut));
      pending = pending.slice(cut);
    }
    if (!NUMBER_HINT.test(pending)) {
      const lastSpace = pending.search(/\s\S*$/);
      if (lastSpace >= 0) {
        out += pending.slice(0, lastSpace + 1);
        pending = pending.slice(lastSpace + 1);
      }
    }
    if (out) yield out;
  }
  if (pending) yield redactDoses(pending);
}
