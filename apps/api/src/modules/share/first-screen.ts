import { REQUEST_COMPONENTS, REQUEST_URGENCIES, displayCalendarDate, type RequestComponent, type RequestUrgency } from '@redhope/domain';
import { escapeHtml } from './page-template';

/**
 * The first screens the server writes into a page's HTML, in place of index.html's grey
 * placeholders: what a phone on a slow network paints before any script has arrived (about
 * 300 KB on a request's page). Home's heading and services; a request page's heading and summary,
 * as a visitor sees them. The app's first render replaces them (src/main.tsx), drawn the same (the
 * skeleton's styles in index.html copy the app's), so nothing moves: the journey in
 * first-screen.spec.ts compares them. Every language's texts are in the HTML, and the one the reader
 * saved shows (public/theme-init.js puts it on <html lang>, the styles hide the others).
 */

/** One language's texts, from the client build's first-screen.json (apps/web/first-screen-texts.ts). */
export interface FirstScreenTexts {
  home: { heading: string; services: string; requestDonation: string; contributeCampaign: string; healthAssistant: string };
  places: { requestDonation: string; contributeCampaign: string; healthAssistant: string };
  request: {
    heading: string;
    active: string;
    needs: string;
    bloodGroup: string;
    component: string;
    units: string;
    hospitalName: string;
    urgency: string;
    requiredBy: string;
    reason: string;
    address: string;
  };
  components: Record<RequestComponent, string>;
  urgencies: Record<RequestUrgency, string>;
  need: Record<string, string>;
}

/** The languages of the first screens: English first (shown unless the reader saved another). */
export interface FirstScreenLanguages {
  en: FirstScreenTexts;
  hi: FirstScreenTexts;
}

/** What a request's first screen shows: the public part of its page, nothing a visitor could not see. */
export interface RequestFirstScreen {
  applicant: string;
  bloodGroup: string;
  component: RequestComponent;
  units: number;
  hospitalName: string | null;
  urgency: RequestUrgency | null;
  /** yyyy-mm-dd */
  requiredBy: string;
  reason: string;
  addressLine: string;
  district: string;
  state: string;
  pincode: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const hasTexts = (value: unknown, keys: readonly string[]): boolean =>
  typeof value === 'object' && value !== null && keys.every((key) => isText((value as Record<string, unknown>)[key]));

function isFirstScreenTexts(value: unknown): value is FirstScreenTexts {
  if (typeof value !== 'object' || value === null) return false;
  const texts = value as Record<string, unknown>;
  return (
    hasTexts(texts.home, ['heading', 'services', 'requestDonation', 'contributeCampaign', 'healthAssistant']) &&
    hasTexts(texts.places, ['requestDonation', 'contributeCampaign', 'healthAssistant']) &&
    hasTexts(texts.request, ['heading', 'active', 'needs', 'bloodGroup', 'component', 'units', 'hospitalName', 'urgency', 'requiredBy', 'reason', 'address']) &&
    hasTexts(texts.components, REQUEST_COMPONENTS) &&
    hasTexts(texts.urgencies, REQUEST_URGENCIES) &&
    typeof texts.need === 'object' &&
    texts.need !== null &&
    Object.values(texts.need).every(isText)
  );
}

/** The client build's first-screen.json, read once at start-up; undefined when missing or not the expected shape (an older build): the pages keep the placeholders. */
export function readFirstScreenTexts(json: string | undefined): FirstScreenLanguages | undefined {
  if (json === undefined) return undefined;
  try {
    const parsed = JSON.parse(json) as Record<string, unknown>;
    return isFirstScreenTexts(parsed.en) && isFirstScreenTexts(parsed.hi) ? { en: parsed.en, hi: parsed.hi } : undefined;
  } catch {
    return undefined;
  }
}

/** i18next's interpolation: each {{name}} by its value (unknown names are left as they are). */
function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** i18next's plural keys (key_one, key_other...), by the language's plural rules. */
function plural(texts: Record<string, string>, key: string, count: number, language: string): string | undefined {
  return texts[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? texts[`${key}_other`];
}

/** The same thing in each language, each shown only when it is the page's (index.html's boot-en and boot-hi). */
function inEach(languages: FirstScreenLanguages, text: (texts: FirstScreenTexts, language: 'en' | 'hi') => string): string {
  const en = escapeHtml(text(languages.en, 'en'));
  const hi = escapeHtml(text(languages.hi, 'hi'));
  return en === hi ? en : `<span class="boot-en">${en}</span><span class="boot-hi" lang="hi">${hi}</span>`;
}

const SERVICES = [
  { to: '/create-request', title: 'requestDonation', description: 'requestDonation' },
  { to: '/create-campaign', title: 'contributeCampaign', description: 'contributeCampaign' },
  { to: '/health-assistant', title: 'healthAssistant', description: 'healthAssistant' },
] as const;

/** Home (routes/home.tsx) as a visitor first sees it: its heading and the services. */
export function homeFirstScreen(languages: FirstScreenLanguages): string {
  const services = SERVICES.map(
    (service) =>
      `<li><h3><a href="${service.to}">${inEach(languages, (texts) => texts.places[service.title])}</a></h3><p>${inEach(languages, (texts) => texts.home[service.description])}</p></li>`,
  ).join('');
  return [
    `<h1 class="boot-home-heading">${inEach(languages, (texts) => texts.home.heading)}</h1>`,
    `<section class="boot-services" aria-labelledby="boot-services-heading"><h2 id="boot-services-heading">${inEach(languages, (texts) => texts.home.services)}</h2><ul>${services}</ul></section>`,
  ].join('');
}

/**
 * An open request's page (request-detail-page.tsx) as a visitor first sees it: the heading, its
 * status, and the summary down to the address. The rows after it (the masked contact, who posted
 * it), the counts and the buttons come with the app.
 */
export function requestFirstScreen(languages: FirstScreenLanguages, request: RequestFirstScreen): string {
  const needs = (texts: FirstScreenTexts, language: string) =>
    interpolate(texts.request.needs, {
      need: interpolate(plural(texts.need, request.component, request.units, language) ?? texts.need.legacy ?? request.bloodGroup, { bloodGroup: request.bloodGroup, count: request.units }),
    });
  const place = [request.addressLine, [request.district, request.state].filter(Boolean).join(', '), request.pincode].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [inEach(languages, (texts) => texts.request.bloodGroup), escapeHtml(request.bloodGroup)],
    [inEach(languages, (texts) => texts.request.component), inEach(languages, (texts) => texts.components[request.component])],
    [inEach(languages, (texts) => texts.request.units), String(request.units)],
  ];
  if (request.hospitalName) rows.push([inEach(languages, (texts) => texts.request.hospitalName), escapeHtml(request.hospitalName)]);
  const urgency = request.urgency;
  if (urgency) rows.push([inEach(languages, (texts) => texts.request.urgency), inEach(languages, (texts) => texts.urgencies[urgency])]);
  rows.push(
    [inEach(languages, (texts) => texts.request.requiredBy), escapeHtml(displayCalendarDate(request.requiredBy))],
    [inEach(languages, (texts) => texts.request.reason), escapeHtml(request.reason)],
    [inEach(languages, (texts) => texts.request.address), escapeHtml(place)],
  );
  return [
    '<div class="boot-request">',
    `<div class="boot-request-title"><h1>${inEach(languages, (texts) => texts.request.heading)}</h1><span>${inEach(languages, (texts) => texts.request.active)}</span></div>`,
    '<div class="boot-panel">',
    `<div class="boot-who"><span class="boot-group" aria-hidden="true">${escapeHtml(request.bloodGroup)}</span><div><h2>${escapeHtml(request.applicant)}</h2><p>${inEach(languages, needs)}</p></div></div>`,
    `<dl>${rows.map(([label, value]) => `<div><dt>${label}</dt><dd>${value}</dd></div>`).join('')}</dl>`,
    '</div>',
    '</div>',
  ].join('');
}
