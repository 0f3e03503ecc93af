// first-screen.json beside index.html: the texts of the first screens the server writes into a
// page's HTML (apps/api modules/share, first-screen.ts), taken at build time from the app's own
// catalogues (src/locales) in every language, so the HTML a phone paints before any script has run
// says what the app will say, word for word. Home's heading and services; a request page's heading,
// its status, the summary's labels and the names of components, urgencies and needs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { runnerImport } from 'vite';
import type common from './src/locales/en/common';
import type home from './src/locales/en/home';
import type requests from './src/locales/en/requests';
import type { Texts } from './src/locales/texts';

type Common = Texts<typeof common>;
type Home = Texts<typeof home>;
type Requests = Texts<typeof requests>;

/** One language's first-screen texts: the shape the server reads (apps/api modules/share/first-screen.ts). */
export interface FirstScreenTexts {
  home: Pick<Home, 'heading' | 'services' | 'requestDonation' | 'contributeCampaign' | 'healthAssistant'>;
  places: Pick<Common['places'], 'requestDonation' | 'contributeCampaign' | 'healthAssistant'>;
  request: Pick<Requests['detail'], 'heading' | 'active' | 'needs' | 'bloodGroup' | 'component' | 'units' | 'hospitalName' | 'urgency' | 'requiredBy' | 'reason' | 'address'>;
  components: Common['components'];
  urgencies: Common['urgencies'];
  need: Common['need'];
}

const LANGUAGES = ['en', 'hi'] as const;

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}

export function firstScreenTexts(alias: Record<string, string>): Plugin {
  return {
    name: 'redhope-first-screen-texts',
    apply: 'build',
    async writeBundle(options, bundle) {
      // The app's own build only (not the service worker's, which runs these plugins too).
      const dir = options.dir;
      if (!dir || !('index.html' in bundle)) return;
      // Through Vite's module runner: the texts are TypeScript and read the shared rules (alias).
      const load = async <T>(path: string) => (await runnerImport<{ default: T }>(path, { configFile: false, resolve: { alias } })).module.default;
      const texts: Record<string, FirstScreenTexts> = {};
      for (const language of LANGUAGES) {
        const [commonTexts, homeTexts, requestsTexts] = await Promise.all([
          load<Common>(`./src/locales/${language}/common.ts`),
          load<Home>(`./src/locales/${language}/home.ts`),
          load<Requests>(`./src/locales/${language}/requests.ts`),
        ]);
        texts[language] = {
          home: pick(homeTexts, ['heading', 'services', 'requestDonation', 'contributeCampaign', 'healthAssistant']),
          places: pick(commonTexts.places, ['requestDonation', 'contributeCampaign', 'healthAssistant']),
          request: pick(requestsTexts.detail, ['heading', 'active', 'needs', 'bloodGroup', 'component', 'units', 'hospitalName', 'urgency', 'requiredBy', 'reason', 'address']),
          components: commonTexts.components,
          urgencies: commonTexts.urgencies,
          need: commonTexts.need,
        };
      }
      writeFileSync(join(dir, 'first-screen.json'), `${JSON.stringify(texts, null, 2)}\n`);
    },
  };
}
