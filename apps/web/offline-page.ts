// The offline page (dist/offline.html), written at build time from the texts (common: offline) of
// every language, so it needs none of the app's code: the service worker serves it, precached, when
// a page cannot be fetched (sw/sw.ts). public/offline.js shows the remembered language.
import type { Plugin } from 'vite';
import { runnerImport } from 'vite';

type OfflineTexts = { title: string; heading: string; body: string; retry: string; emergency: string };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function section(language: string, texts: OfflineTexts, number: string, hidden: boolean): string {
  const [before, after = ''] = texts.emergency.split('{{number}}');
  return `<section lang="${language}" data-title="${escape(texts.title)}"${hidden ? ' hidden' : ''}>
        <h1>${escape(texts.heading)}</h1>
        <p>${escape(texts.body)}</p>
        <button type="button" data-retry>${escape(texts.retry)}</button>
        <p class="emergency">${escape(before)}<a href="tel:${number}">${number}</a>${escape(after)}</p>
      </section>`;
}

export function offlinePage(themeColor: string, alias: Record<string, string>): Plugin {
  return {
    name: 'redhope-offline-page',
    apply: 'build',
    async generateBundle() {
      // Through Vite's module runner: the texts are TypeScript and read the shared rules (alias).
      const load = async <T>(path: string) => (await runnerImport<T>(path, { configFile: false, resolve: { alias } })).module;
      const texts = async (language: string) => (await load<{ default: { offline: OfflineTexts } }>(`./src/locales/${language}/common.ts`)).default.offline;
      const languages = { en: await texts('en'), hi: await texts('hi') };
      const number = (await load<{ EMERGENCY_NUMBERS: { emergency: string } }>('@redhope/domain')).EMERGENCY_NUMBERS.emergency;
      const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${themeColor}" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${escape(languages.en.title)}</title>
    <script src="/theme-init.js"></script>
    <style>
      :root { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #18181b; background: #ffffff; }
      html.dark { color: #fafafa; background: #111111; color-scheme: dark; }
      body { margin: 0; }
      main { max-width: 32rem; margin: 0 auto; padding: 3rem 1.25rem; text-align: center; }
      img { width: 4rem; height: 4rem; }
      h1 { font-size: 1.5rem; margin: 1rem 0 0.5rem; }
      p { line-height: 1.5; }
      button { font: inherit; font-weight: 600; color: #ffffff; background: ${themeColor}; border: 0; border-radius: 0.375rem; padding: 0.625rem 1.25rem; cursor: pointer; }
      button:focus-visible { outline: 3px solid #f87171; outline-offset: 2px; }
      .emergency { margin-top: 2rem; }
      a { color: inherit; font-weight: 600; }
    </style>
  </head>
  <body>
    <main>
      <img src="/favicon.svg" alt="" />
      ${section('en', languages.en, number, false)}
      ${section('hi', languages.hi, number, true)}
    </main>
    <script src="/offline.js"></script>
  </body>
</html>
`;
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: html });
    },
  };
}
