/** Elements whose text stands apart from what comes before and after it (a paragraph, a list item, a table cell). */
const BLOCKS = new Set(['P', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TR', 'TD', 'TH', 'DIV', 'UL', 'OL', 'TABLE', 'PRE', 'BLOCKQUOTE', 'BR']);

/** A stretch of text in one language: `lang` is the one marked in the node (null: the page's own). */
export interface SpokenRun {
  lang: string | null;
  text: string;
}

/**
 * The text of rendered markdown as a screen reader should hear it in one go: blocks kept apart by
 * a space (textContent runs "Loosen tight clothing.Stop and rest" together), whitespace folded,
 * in runs of the language each part is marked with (so each is read in its own voice).
 */
export function spokenRuns(node: Node): SpokenRun[] {
  const runs: SpokenRun[] = [];
  const add = (lang: string | null, text: string) => {
    const last = runs.at(-1);
    if (last && (last.lang === lang || text.trim() === '')) last.text += text;
    else runs.push({ lang, text });
  };
  const walk = (current: Node, lang: string | null) => {
    if (current.nodeType === Node.TEXT_NODE) return add(lang, current.textContent ?? '');
    if (!(current instanceof Element)) return;
    const own = current.getAttribute('lang') || lang;
    const block = BLOCKS.has(current.tagName);
    if (block) add(own, ' ');
    current.childNodes.forEach((child) => walk(child, own));
    if (block) add(own, ' ');
  };
  node.childNodes.forEach((child) => walk(child, node instanceof Element ? node.getAttribute('lang') : null));
  return runs.map((run) => ({ lang: run.lang, text: run.text.replace(/\s+/g, ' ').trim() })).filter((run) => run.text !== '');
}

/** The text of `node` as spokenRuns reads it, in one string. */
export function spokenText(node: Node): string {
  return spokenRuns(node)
    .map((run) => run.text)
    .join(' ');
}

/**
 * The language a text is written in, by its letters: Hindi for mostly Devanagari, English for
 * mostly Latin, none when it has no letters of either. Jyoti answers in the question's language,
 * which may not be the interface's: a Hindi answer in the English interface is marked lang="hi",
 * or a screen reader reads the Devanagari with its English voice (or skips it).
 */
export function scriptLanguage(text: string): 'hi' | 'en' | undefined {
  const devanagari = (text.match(/[\u0900-\u097f]/g) ?? []).length;
  const latin = (text.match(/[a-z]/gi) ?? []).length;
  if (devanagari === 0 && latin === 0) return undefined;
  return devanagari > latin ? 'hi' : 'en';
}
