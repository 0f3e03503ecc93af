/** Elements whose text stands apart from what comes before and after it (a paragraph, a list item, a table cell). */
const BLOCKS = new Set(['P', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TR', 'TD', 'TH', 'DIV', 'UL', 'OL', 'TABLE', 'PRE', 'BLOCKQUOTE', 'BR']);

/**
 * The text of rendered markdown as a screen reader should hear it in one go: blocks kept apart by
 * a space (textContent runs "Loosen tight clothing.Stop and rest" together), whitespace folded.
 */
export function spokenText(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeType === Node.TEXT_NODE) {
      parts.push(current.textContent ?? '');
      return;
    }
    const block = current instanceof Element && BLOCKS.has(current.tagName);
    if (block) parts.push(' ');
    current.childNodes.forEach(walk);
    if (block) parts.push(' ');
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
