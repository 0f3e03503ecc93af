// The scripts of the built index.html, for a phone on a slow network:
// - module preloads for the lazily loaded chunks every first screen waits for (the English texts
//   of 'common', which every language falls back to), so the browser fetches them with the main
//   bundle instead of after it has run (one round trip less);
// - every script at low fetch priority (the Fetch Priority API): the first paint is the skeleton
//   in the HTML, which needs only the HTML, its inline styles, theme-init.js and the stylesheet,
//   so those get the connection first and the scripts (about 190 KB) follow;
// - route-preloads.json beside index.html: for the pages the server writes itself (a request's,
//   with its preview tags), the chunks of that page's route beyond what index.html loads, which
//   the server lists as module preloads in that page's HTML (apps/api modules/share), so they
//   download with the main bundle instead of after it has run and the router asked for them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunks of `sources` (paths ending so) and what they import, minus what the page already loads. */
export function chunksOf(bundle: OutputBundle, sources: readonly string[], alreadyLoaded: ReadonlySet<string>): string[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (alreadyLoaded.has(fileName) || files.includes(fileName)) return;
    files.push(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const source of sources) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(source)));
    if (!chunk) throw new Error(`first-screen-preloads: no chunk for ${source}`);
    visit(chunk.fileName);
  }
  return files;
}

/** Script paths in the built HTML (src or href of /...). */
const loadedBy = (html: string) => new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));

/**
 * @param sources modules every first screen loads lazily (paths ending so)
 * @param routes for each page the server writes, the modules its route loads lazily
 */
export function firstScreenPreloads(sources: readonly string[], routes: Readonly<Record<string, readonly string[]>> = {}): Plugin {
  return {
    name: 'redhope-first-screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const loaded = loadedBy(html);
        const tags: HtmlTagDescriptor[] = chunksOf(context.bundle, sources, loaded).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}`, fetchpriority: 'low' },
          injectTo: 'head',
        }));
        const lowPriority = html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
        return { html: lowPriority, tags };
      },
    },
    writeBundle(options, bundle) {
      // The app's own build only (not the service worker's, which runs these plugins too).
      const dir = options.dir;
      if (!dir || !('index.html' in bundle)) return;
      const loaded = loadedBy(readFileSync(join(dir, 'index.html'), 'utf8'));
      const preloads = Object.fromEntries(Object.entries(routes).map(([page, modules]) => [page, chunksOf(bundle, modules, loaded).map((fileName) => `/${fileName}`)]));
      writeFileSync(join(dir, 'route-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}
