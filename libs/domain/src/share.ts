/**
 * What a shared link says before anyone opens it: the Open Graph and Twitter tags of a request's or
 * a campaign's page and the preview card the server draws, in English and Hindi. The server writes
 * these (crawlers run no JavaScript), so they live here rather than in the client's catalogue;
 * the client's share texts stay in apps/web/src/locales.
 */
import { CAMPAIGN_CATEGORIES } from './categories';
import type { RequestComponent } from './components';

export const SHARE_LANGUAGES = ['en', 'hi'] as const;
export type ShareLanguage = (typeof SHARE_LANGUAGES)[number];

/** og:locale of each language. */
export const SHARE_LOCALES: Readonly<Record<ShareLanguage, string>> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * The language an Accept-Language header prefers among English and Hindi: the first of the two in
 * order of q (ties keep the header's order); English when it names neither or is absent.
 */
export function preferredShareLanguage(acceptLanguage: string | undefined | null): ShareLanguage {
  if (!acceptLanguage) return 'en';
  const ranges = acceptLanguage
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const chosen = ranges.find((range) => range.language === 'hi' || range.language === 'en');
  return chosen?.language === 'hi' ? 'hi' : 'en';
}

const english = {
  siteTitle: 'Redhope | sharing lives',
  siteDescription: 'Redhope: post urgent blood requests, help donors near you and find health camps across India.',
  // The request's title: "B+ red cells needed by 27/11 at Lok Nayak Hospital, Delhi".
  requestTitleHospital: '{{need}} needed by {{date}} at {{hospital}}, {{district}}',
  requestTitle: '{{need}} needed by {{date}} in {{district}}',
  requestDescription: 'For {{applicant}}: {{amount}}, needed by {{fullDate}} ({{place}}). Open the request on Redhope to offer help; contact details go only to donors who offer.',
  closedTitle: 'Blood request closed: no longer needed',
  closedDescription: 'This blood request on Redhope was fulfilled or cancelled and is no longer needed. Thank you; please do not forward it any more.',
  campaignDescription: '{{category}} on {{date}} at {{time}}, {{place}}. Details and registration on Redhope.',
  cardHeading: 'Urgent blood required',
  cardNeededBy: 'Needed by {{date}}',
  cardFor: 'For {{applicant}}',
  cardAction: 'Open the link to offer help',
  closedHeading: 'No longer needed',
  closedBody: 'This blood request is closed.',
  closedThanks: 'Thank you for sharing. Please do not forward it.',
  // What is needed, short, for titles and the card.
  need_RED_CELLS: '{{bloodGroup}} red cells',
  need_WHOLE_BLOOD: '{{bloodGroup}} whole blood',
  need_PLATELETS: '{{bloodGroup}} platelets',
  need_PLASMA: '{{bloodGroup}} plasma',
  need_ANY_GROUP: 'Donors of any group (for {{bloodGroup}})',
  // How much: "2 units", "1 donor".
  amount_one: '{{count}} unit',
  amount_other: '{{count}} units',
  donors_one: '{{count}} donor',
  donors_other: '{{count}} donors',
  // The seven campaign categories, in CAMPAIGN_CATEGORIES' order (English: as the product spells them).
  category_general: CAMPAIGN_CATEGORIES[0],
  category_blood: CAMPAIGN_CATEGORIES[1],
  category_eye: CAMPAIGN_CATEGORIES[2],
  category_dental: CAMPAIGN_CATEGORIES[3],
  category_wellness: CAMPAIGN_CATEGORIES[4],
  category_maternal: CAMPAIGN_CATEGORIES[5],
  category_awareness: CAMPAIGN_CATEGORIES[6],
} as const;

export type ShareTextKey = keyof typeof english;

const hindi: Readonly<Record<ShareTextKey, string>> = {
  siteTitle: 'Redhope | जीवन की साझेदारी',
  siteDescription: 'Redhope: तुरंत रक्त के अनुरोध भेजें, पास के दाताओं की मदद करें और पूरे भारत में स्वास्थ्य शिविर खोजें।',
  requestTitleHospital: '{{need}} चाहिए, {{date}} तक: {{hospital}}, {{district}}',
  requestTitle: '{{need}} चाहिए, {{date}} तक: {{district}}',
  requestDescription: '{{applicant}} के लिए: {{amount}}, {{fullDate}} तक ({{place}})। मदद के लिए Redhope पर अनुरोध खोलें; संपर्क विवरण केवल मदद करने वाले दाताओं को मिलते हैं।',
  closedTitle: 'रक्त अनुरोध बंद: अब ज़रूरत नहीं है',
  closedDescription: 'Redhope पर यह रक्त अनुरोध पूरा या रद्द हो चुका है और अब ज़रूरत नहीं है। धन्यवाद; कृपया इसे आगे न भेजें।',
  campaignDescription: '{{category}}, {{date}} को {{time}} बजे, {{place}}। विवरण और पंजीकरण Redhope पर।',
  cardHeading: 'तुरंत रक्त चाहिए',
  cardNeededBy: '{{date}} तक चाहिए',
  cardFor: '{{applicant}} के लिए',
  cardAction: 'मदद के लिए लिंक खोलें',
  closedHeading: 'अब ज़रूरत नहीं है',
  closedBody: 'यह रक्त अनुरोध बंद हो चुका है।',
  closedThanks: 'साझा करने के लिए धन्यवाद। कृपया इसे आगे न भेजें।',
  need_RED_CELLS: '{{bloodGroup}} लाल रक्त कोशिकाएँ',
  need_WHOLE_BLOOD: '{{bloodGroup}} संपूर्ण रक्त',
  need_PLATELETS: '{{bloodGroup}} प्लेटलेट्स',
  need_PLASMA: '{{bloodGroup}} प्लाज़्मा',
  need_ANY_GROUP: 'किसी भी ग्रुप के दाता ({{bloodGroup}} के बदले)',
  amount_one: '{{count}} यूनिट',
  amount_other: '{{count}} यूनिट',
  donors_one: '{{count}} दाता',
  donors_other: '{{count}} दाता',
  category_general: 'सामान्य स्वास्थ्य शिविर',
  category_blood: 'रक्तदान शिविर',
  category_eye: 'नेत्र जाँच शिविर',
  category_dental: 'दंत जाँच शिविर',
  category_wellness: 'वैकल्पिक चिकित्सा और तंदुरुस्ती शिविर',
  category_maternal: 'शिशु और मातृ स्वास्थ्य शिविर',
  category_awareness: 'स्वास्थ्य शिक्षा और जागरूकता शिविर',
};

export const SHARE_TEXTS: Readonly<Record<ShareLanguage, Readonly<Record<ShareTextKey, string>>>> = { en: english, hi: hindi };

/** A share text with its {{placeholders}} filled in (a missing value leaves nothing). */
export function shareText(language: ShareLanguage, key: ShareTextKey, values: Readonly<Record<string, string | number>> = {}): string {
  return SHARE_TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

const CATEGORY_KEYS = ['category_general', 'category_blood', 'category_eye', 'category_dental', 'category_wellness', 'category_maternal', 'category_awareness'] as const;

/** A campaign category in the language; a stored value that is not one of the seven, as stored. */
export function shareCategory(language: ShareLanguage, category: string): string {
  const index = (CAMPAIGN_CATEGORIES as readonly string[]).indexOf(category);
  return index === -1 ? category : shareText(language, CATEGORY_KEYS[index]);
}

/** "Pune, Maharashtra"; a district named as its state (Delhi) once. */
export function sharePlace(district: string, state: string): string {
  return district.trim().toLowerCase() === state.trim().toLowerCase() ? district : [district, state].filter(Boolean).join(', ');
}

/** "B+ red cells", "किसी भी ग्रुप के दाता (B+ के बदले)". */
export function shareNeed(language: ShareLanguage, bloodGroup: string, component: RequestComponent): string {
  return shareText(language, `need_${component}`, { bloodGroup });
}

/** "2 units", "1 donor" (a replacement donation counts donors). */
export function shareAmount(language: ShareLanguage, units: number, component: RequestComponent): string {
  const plural = units === 1 ? 'one' : 'other';
  return shareText(language, component === 'ANY_GROUP' ? `donors_${plural}` : `amount_${plural}`, { count: units });
}
