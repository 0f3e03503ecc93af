/** What a page's preview says: its Open Graph and Twitter card tags (https://ogp.me). */
export interface PageTags {
  title: string;
  description: string;
  /** The canonical address of the page; none for pages that have no single address (the app shell). */
  url?: string;
  /** og:locale, such as en_IN; the other languages the page is offered in go as og:locale:alternate. */
  locale: string;
  alternateLocales: string[];
  image: { url: string; type: 'image/png' | 'image/jpeg'; width: number; height: number; alt: string };
}

const SITE_NAME = 'Redhope';
/** Where index.html's placeholders start and end (the skeleton's grey cards), which a page's first screen replaces. */
const FIRST_SCREEN_START = '<!-- first-screen -->';
const FIRST_SCREEN_END = '<!-- /first-screen -->';
const TITLE_MAX = 160;
const DESCRIPTION_MAX = 300;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe inside an HTML attribute value (quoted) and in text: every character markup could use is an entity. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

/** At most `max` characters, cut between graphemes (a Devanagari conjunct stays whole), with an ellipsis. */
export function clip(value: string, max: number): string {
  const text = value.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  let out = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (out.length + segment.length > max - 1) break;
    out += segment;
  }
  return `${out.trimEnd()}…`;
}

/** The <title> and meta tags of a page, every value escaped. */
export function renderTags(tags: PageTags): string {
  const title = clip(tags.title, TITLE_MAX);
  const description = clip(tags.description, DESCRIPTION_MAX);
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    ...(tags.url ? [`<link rel="canonical" href="${escapeHtml(tags.url)}" />`] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(tags.url ? [meta('property', 'og:url', tags.url)] : []),
    meta('property', 'og:locale', tags.locale),
    ...tags.alternateLocales.map((locale) => meta('property', 'og:locale:alternate', locale)),
    meta('property', 'og:image', tags.image.url),
    meta('property', 'og:image:type', tags.image.type),
    meta('property', 'og:image:width', String(tags.image.width)),
    meta('property', 'og:image:height', String(tags.image.height)),
    meta('property', 'og:image:alt', clip(tags.image.alt, DESCRIPTION_MAX)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', tags.image.url),
    meta('name', 'twitter:image:alt', clip(tags.image.alt, DESCRIPTION_MAX)),
  ].join('\n    ');
}

/**
 * The client's index.html, read once at start-up, with a slot where its <title> was: every page
 * answer is the same app shell with that page's tags in <head>, so the app starts as before. The
 * built file's own title and description are dropped (the tags bring their own). A page may also
 * list module preloads (the chunks of its route, from the client build's route-preloads.json),
 * written at the end of <head>, and bring its first screen (first-screen.ts), written in place of
 * the placeholders index.html marks with `<!-- first-screen -->` and `<!-- /first-screen -->`.
 */
export class PageTemplate {
  private readonly before: string;
  /** From the title's place to the end of <head> (all of the rest when there is no </head>). */
  private readonly middle: string;
  /** From </head> to the first screen's placeholders (all of the rest when index.html marks none). */
  private readonly after: string;
  /** The placeholders, with their markers; empty when there are none. */
  private readonly placeholders: string;
  private readonly end: string;

  constructor(indexHtml: string) {
    const withoutDescription = indexHtml.replace(/[ \t]*<meta\s+name=["']description["'][^>]*>\s*?\n?/i, '');
    const title = /<title>[\s\S]*?<\/title>/i.exec(withoutDescription);
    let rest: string;
    if (title) {
      this.before = withoutDescription.slice(0, title.index);
      rest = withoutDescription.slice(title.index + title[0].length);
    } else {
      const head = /<\/head>/i.exec(withoutDescription);
      const at = head ? head.index : (/<!doctype[^>]*>/i.exec(withoutDescription)?.[0].length ?? 0);
      this.before = withoutDescription.slice(0, at);
      rest = withoutDescription.slice(at);
    }
    const headEnd = /<\/head>/i.exec(rest);
    this.middle = headEnd ? rest.slice(0, headEnd.index) : rest;
    const after = headEnd ? rest.slice(headEnd.index) : '';
    const start = after.indexOf(FIRST_SCREEN_START);
    const stop = start < 0 ? -1 : after.indexOf(FIRST_SCREEN_END, start);
    if (stop < 0) {
      this.after = after;
      this.placeholders = '';
      this.end = '';
    } else {
      this.after = after.slice(0, start);
      this.placeholders = after.slice(start, stop + FIRST_SCREEN_END.length);
      this.end = after.slice(stop + FIRST_SCREEN_END.length);
    }
  }

  /**
   * The page with `tags`; `modulePreloads` (paths such as /assets/x.js) are fetched at low priority,
   * as the shell's own scripts are; `firstScreen` (HTML, every value in it escaped) in place of the
   * placeholders, when index.html marks them.
   */
  render(tags: PageTags, modulePreloads: readonly string[] = [], firstScreen?: string): string {
    const preloads = modulePreloads.map((path) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(path)}">\n  `).join('');
    const screen = firstScreen !== undefined && this.placeholders ? firstScreen : this.placeholders;
    return `${this.before}${renderTags(tags)}${this.middle}${preloads}${this.after}${screen}${this.end}`;
  }
}
