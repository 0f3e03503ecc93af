import { ASSISTANT_MESSAGES, CAMPAIGN_CATEGORIES, CAMPAIGN_FIELD_MESSAGES, MESSAGES, NOTIFICATION_TEXTS, PROFILE_FIELD_MESSAGES, VALIDATION_MESSAGES, shareCategory } from '@redhope/domain';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../lib/i18n';
import type { Resources } from '../texts';

/** Every namespace file of every language (src/locales/<language>/<namespace>.ts), as the app fetches them. */
const FILES = import.meta.glob<{ default: object }>(['../*/*.ts', '!./*'], { eager: true });
/** The files of a language folder, by namespace name. */
const namespacesOf = (language: string) =>
  Object.keys(FILES)
    .filter((path) => path.startsWith(`../${language}/`))
    .map((path) => path.slice(`../${language}/`.length, -'.ts'.length))
    .sort();
const NAMESPACES = namespacesOf('en') as (keyof Resources)[];
/** The features (src/features/<name>/index.ts): each has its namespace. */
const FEATURES = Object.keys(import.meta.glob('../../features/*/index.ts')).map((path) => path.split('/')[3]);

function textsOf(language: string, namespace: string): object {
  const file = FILES[`../${language}/${namespace}.ts`];
  expect(file, `${language}/${namespace}.ts`).toBeDefined();
  return file.default;
}

/** Every text of a namespace by its full key; list items are keyed by their index. */
function texts(node: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof node === 'string') return found.set(prefix, node);
  for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
    for (const [path, text] of texts(child, prefix ? `${prefix}.${key}` : key)) found.set(path, text);
  }
  return found;
}

/** What a translation must keep: its {{values}} and its <tags>, which the code fills in. */
function slots(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((match) => match[0].replace(/\s/g, '')).sort();
}

describe('the texts', () => {
  it('have one file per namespace in every language, and one namespace per feature plus common and legal', () => {
    expect(NAMESPACES).toEqual([...FEATURES, 'common', 'legal'].sort());
    for (const language of LANGUAGES) expect(namespacesOf(language), language).toEqual(NAMESPACES);
  });

  describe.each(NAMESPACES)('%s', (namespace) => {
    const english = texts(textsOf('en', namespace));
    const hindi = texts(textsOf('hi', namespace));

    it('has the same keys in English and in Hindi', () => {
      expect(english.size).toBeGreaterThan(0);
      expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
      expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
    });

    it('has no empty text', () => {
      for (const [key, text] of [...english, ...hindi]) expect(text.trim(), key).not.toBe('');
    });

    it('keeps the values and tags of each English text in its Hindi text', () => {
      for (const [key, text] of english) expect(slots(hindi.get(key) ?? ''), key).toEqual(slots(text));
    });

    it('writes Hindi in Devanagari', () => {
      const devanagari = /[\u0900-\u097F]/;
      for (const [key, text] of hindi) expect(devanagari.test(text), `${key}: ${text}`).toBe(true);
    });
  });

  it("take the product's English messages from libs/domain, not from a copy", () => {
    const common = textsOf('en', 'common') as Resources['common'];
    expect(common.messages).toBe(MESSAGES);
    expect(common.validation).toBe(VALIDATION_MESSAGES);
    expect(common.profileFields).toBe(PROFILE_FIELD_MESSAGES);
    expect(common.campaignFields).toBe(CAMPAIGN_FIELD_MESSAGES);
    expect(common.assistantRefusals).toBe(ASSISTANT_MESSAGES);
  });

  it("take each notification's texts, in every language, from libs/domain's one catalogue (what the server stores and pushes)", () => {
    for (const language of LANGUAGES) {
      const notifications = textsOf(language, 'notifications') as Record<string, unknown>;
      for (const [kind, kindTexts] of Object.entries(NOTIFICATION_TEXTS[language])) {
        if (kind !== 'need') expect(notifications[kind], `${language} ${kind}`).toBe(kindTexts);
      }
      expect((textsOf(language, 'common') as Resources['common']).need).toBe(NOTIFICATION_TEXTS[language].need);
    }
  });

  it("name the campaign categories, in every language, as the server does (share previews, calendar files)", () => {
    for (const language of LANGUAGES) {
      const categories = Object.values((textsOf(language, 'campaigns') as Resources['campaigns']).categories);
      expect(categories, language).toEqual(CAMPAIGN_CATEGORIES.map((category) => shareCategory(language, category)));
    }
  });
});
