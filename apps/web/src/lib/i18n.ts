import type { MessageKey, PROFILE_FIELD_MESSAGES, ValidationMessageKey } from '@redhope/domain';
import i18next, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Catalogue } from '../locales/en';
import type { enLegal, LegalCatalogue } from '../locales/legal-en';
import type { requestsEn } from '../locales/requests.en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The first bundle's catalogue plus the parts that load with their screens (CATALOGUE_PARTS),
    // and the 'legal' namespace (privacy, terms).
    resources: { translation: typeof en & typeof requestsEn; legal: typeof enLegal };
  }
}

/** Any key of the catalogue: t() takes only these, so a mistyped key fails to compile. */
export type TranslationKey = ParseKeys;

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as language pickers show them (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/** Local-storage key of the language choice, kept like the theme's. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** English ships in the first bundle; every other language is its own chunk, fetched when chosen. */
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Catalogue>>> = {
  hi: async () => (await import('../locales/hi')).hi,
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The catalogue key of a product message (libs/domain MESSAGES). */
export const messageKey = (key: MessageKey) => `messages.${key}` as const;
/** The catalogue key of a validation message (libs/domain VALIDATION_MESSAGES). */
export const validationKey = (key: ValidationMessageKey) => `validation.${key}` as const;
/** The catalogue key of a profile rule's text (libs/domain PROFILE_FIELD_MESSAGES). */
export const profileFieldKey = (key: keyof typeof PROFILE_FIELD_MESSAGES) => `profileFields.${key}` as const;

/** The app's one i18n instance: React reads it through react-i18next, other code through i18n.t. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  // React escapes what it renders; escaping here too would show &amp; in "Terms & conditions".
  interpolation: { escapeValue: false },
  // English is bundled, so the instance is ready before anything renders.
  initAsync: false,
});
// Screen readers pick their voice, and browsers their hyphenation and fonts, from <html lang>.
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** The 'legal' namespace (privacy policy, terms) of each language, fetched with those pages. */
const LEGAL_LOADERS: Readonly<Record<Language, () => Promise<LegalCatalogue>>> = {
  en: async () => (await import('../locales/legal-en')).enLegal,
  hi: async () => (await import('../locales/legal-hi')).hiLegal,
};

/** Set once a legal page asked for its texts: a language chosen after that fetches them too. */
let legalTextsWanted = false;

async function ensureLegalTexts(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'legal')) return;
  i18n.addResourceBundle(language, 'legal', await LEGAL_LOADERS[language]());
}

/**
 * Fetches the privacy and terms texts of the current language (and English, the fallback), for
 * the pages that show them; called by their routes before they render.
 */
export async function loadLegalTexts(): Promise<void> {
  legalTextsWanted = true;
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  await Promise.all([ensureLegalTexts(DEFAULT_LANGUAGE), ensureLegalTexts(current)]);
}

function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (private mode, policies): fall back to the default.
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The self-hosted font of each script other than Latin (src/app/fonts.css) and the weights the
 * screens use. Fetched before the switch, so the text appears once, in its font, instead of
 * being drawn first with whatever the device has.
 */
const SCRIPT_FONTS: Readonly<Record<Exclude<Language, 'en'>, { family: string; sample: string; weights: number[] }>> = {
  hi: { family: 'Redhope Devanagari', sample: 'हिन्दी', weights: [400, 500, 600] },
};

async function loadScriptFont(language: Exclude<Language, 'en'>): Promise<void> {
  const { family, sample, weights } = SCRIPT_FONTS[language];
  // jsdom has no FontFaceSet; a font that fails to load leaves the device's own font in place.
  if (!document.fonts) return;
  await Promise.all(weights.map((weight) => document.fonts.load(`${weight} 1em "${family}"`, sample))).catch(() => undefined);
}

/**
 * Parts of the catalogue that only later screens read, fetched with those screens so the first
 * bundle (the home route's size budget) never carries them. Each part has a file per language in
 * src/locales and merges into the one catalogue: keys and t() stay as they are.
 */
const CATALOGUE_PARTS = {
  requests: {
    en: async () => (await import('../locales/requests.en')).requestsEn,
    hi: async () => (await import('../locales/requests.hi')).requestsHi,
  },
} satisfies Record<string, Record<Language, () => Promise<object>>>;

export type CataloguePart = keyof typeof CATALOGUE_PARTS;

/** Parts a screen asked for, and the languages each is merged in for. */
const partsInUse = new Map<CataloguePart, Set<Language>>();

async function mergePart(part: CataloguePart, language: Language): Promise<void> {
  const merged = partsInUse.get(part) ?? new Set<Language>();
  partsInUse.set(part, merged);
  if (merged.has(language)) return;
  const texts = await CATALOGUE_PARTS[part][language]();
  i18n.addResourceBundle(language, 'translation', texts, true, true);
  merged.add(language);
}

/**
 * Fetches a catalogue part in the current language (and in English, the fallback) before a screen
 * that reads it renders; later language changes bring it along. Route loaders await it.
 */
export async function loadCataloguePart(part: CataloguePart): Promise<void> {
  const current = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  await Promise.all([mergePart(part, DEFAULT_LANGUAGE), mergePart(part, current)]);
}

/** Shows the app in `language`, fetching its catalogue (and its script's font) first if this page has not yet. */
export async function applyLanguage(language: Language): Promise<void> {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const [catalogue] = await Promise.all([LOADERS[language](), loadScriptFont(language)]);
    i18n.addResourceBundle(language, 'translation', catalogue, true, true);
  }
  if (legalTextsWanted) await ensureLegalTexts(language);
  await Promise.all([...partsInUse.keys()].map((part) => mergePart(part, language)));
  await i18n.changeLanguage(language);
}

/** The user's choice: applied, and remembered for the next visit. Rejects when its catalogue cannot be fetched. */
export async function chooseLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be blocked; the choice still holds for this page.
  }
}

/**
 * Applies the remembered language before the first render, so a Hindi reader never sees an
 * English flash. If its catalogue cannot be fetched (offline), the app starts in English.
 */
export async function startI18n(): Promise<void> {
  await applyLanguage(readStoredLanguage()).catch(() => applyLanguage(DEFAULT_LANGUAGE));
}

/** Follows a language chosen in another tab (the storage event fires only in the other tabs). */
export function followLanguageOfOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== LANGUAGE_STORAGE_KEY) return;
    void applyLanguage(isLanguage(event.newValue) ? event.newValue : DEFAULT_LANGUAGE).catch(() => undefined);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
