import type { MessageKey, PROFILE_FIELD_MESSAGES, ValidationMessageKey } from '@redhope/domain';
import i18next, { type ParseKeys } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Resources } from '../locales/texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

/** A namespace of texts: one per feature, plus 'common' and 'legal' (docs/patterns.md, "Texts"). */
export type Namespace = keyof Resources;
/** A key of the 'common' namespace: t() takes only keys that exist, so a mistyped key fails to compile. */
export type TranslationKey = ParseKeys<'common'>;

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Each language by its own name, as language pickers show them (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };
/** Local-storage key of the language choice, kept like the theme's. */
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The common key of a product message (libs/domain MESSAGES), of a validation text, of a profile rule's text. */
export const messageKey = (key: MessageKey) => `messages.${key}` as const;
export const validationKey = (key: ValidationMessageKey) => `validation.${key}` as const;
export const profileFieldKey = (key: keyof typeof PROFILE_FIELD_MESSAGES) => `profileFields.${key}` as const;

/** The language chosen on this device (kept in local storage), or null when none was (the default is no choice). */
export function rememberedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // Storage can be blocked (private mode, policies).
  }
}

function readStoredLanguage(): Language {
  return rememberedLanguage() ?? DEFAULT_LANGUAGE;
}

/** Every language's namespaces, each its own chunk (src/locales/<language>/<namespace>.ts). */
const FILES = import.meta.glob<{ default: object }>(['../locales/*/*.ts', '!../locales/__tests__/*']);

/** The app's one i18n instance: React reads it through useTranslation('<namespace>'), other code through i18n.t. */
export const i18n = i18next.createInstance();
// Screen readers pick their voice, and browsers their hyphenation and fonts, from <html lang>.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
const initialised = i18n
  .use(resourcesToBackend(async (language: string, namespace: string) => FILES[`../locales/${language}/${namespace}.ts`]()))
  .use(initReactI18next)
  .init({
    lng: readStoredLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    // Only 'common' at start; each screen's route loads its namespaces (loadTexts) with its code.
    ns: ['common'],
    defaultNS: 'common',
    // React escapes what it renders; escaping here too would show &amp; in "Terms & conditions".
    interpolation: { escapeValue: false },
    // A file that cannot be fetched (offline) fails fast: the caller falls back or reports it.
    maxRetries: 1,
  });

/** Fetches namespaces in the current language and English (the fallback); later language changes bring them along. */
export async function loadTexts(...namespaces: Namespace[]): Promise<void> {
  await initialised;
  await i18n.loadNamespaces(namespaces);
}

/** A screen's module and its texts, fetched together (route loaders await both, so no key ever shows). */
export async function withTexts<Module>(module: Promise<Module>, ...namespaces: Namespace[]): Promise<Module> {
  return (await Promise.all([module, loadTexts(...namespaces)]))[0];
}

/**
 * The self-hosted font of each script other than Latin (src/app/fonts.css) and the weights the
 * screens use, fetched before the switch so the text appears once, in its font.
 */
const SCRIPT_FONTS: Readonly<Record<Exclude<Language, 'en'>, { family: string; sample: string; weights: number[] }>> = {
  hi: { family: 'Redhope Devanagari', sample: 'हिन्दी', weights: [400, 500, 600] },
};

async function loadScriptFont(language: Language): Promise<void> {
  // jsdom has no FontFaceSet; a font that fails to load leaves the device's own font in place.
  if (language === 'en' || !document.fonts) return;
  const { family, sample, weights } = SCRIPT_FONTS[language];
  await Promise.all(weights.map((weight) => document.fonts.load(`${weight} 1em "${family}"`, sample))).catch(() => undefined);
}

/** Shows the app in `language`, with every namespace in use fetched (and its script's font) first. Rejects when they cannot be fetched. */
export async function applyLanguage(language: Language): Promise<void> {
  await initialised;
  await Promise.all([i18n.loadLanguages(language), loadScriptFont(language)]);
  // A screen's namespaces may still be on their way (its route asked for them a moment ago, or
  // asks now): wait for those too, in every language kept, this one among them.
  let namespaces: string[] = [];
  while (namespaces.length < [i18n.options.ns ?? []].flat().length) {
    namespaces = [i18n.options.ns ?? []].flat();
    await i18n.loadNamespaces(namespaces);
  }
  if (namespaces.some((namespace) => !i18n.hasResourceBundle(language, namespace))) throw new Error(`Texts of '${language}' unavailable`);
  await i18n.changeLanguage(language);
}

/** The user's choice: applied, and remembered for the next visit. */
export async function chooseLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be blocked; the choice still holds for this page.
  }
}

/** Applies the remembered language before the first render; if its texts cannot be fetched (offline), the app starts in English. */
export async function startI18n(): Promise<void> {
  await applyLanguage(readStoredLanguage()).catch(() => applyLanguage(DEFAULT_LANGUAGE));
}

/** Follows a language chosen in another tab (the storage event fires only in the other tabs). */
export function followLanguageOfOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_STORAGE_KEY) void applyLanguage(isLanguage(event.newValue) ? event.newValue : DEFAULT_LANGUAGE).catch(() => undefined);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
