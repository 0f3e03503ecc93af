/**
 * A small iCalendar (RFC 5545) writer for the `.ics` files the server hands out: a camp, and a
 * donor's next eligible date. Lines end in CRLF and are folded at 75 octets (never inside a
 * UTF-8 character); TEXT values escape backslash, semicolon, comma and newlines. A timed event
 * is written in India's time (TZID=Asia/Kolkata, with its VTIMEZONE: +05:30 all year, no daylight
 * saving), a whole-day event as DATE values.
 */

import type { UserLanguage } from './push';

export const INDIA_TZID = 'Asia/Kolkata';
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export type CalendarEventTime =
  /** A whole day, `yyyy-mm-dd`; it ends at the start of `endDate` (exclusive; default the next day). */
  | { kind: 'date'; date: string; endDate?: string }
  /** A moment, written as India's local time. */
  | { kind: 'india'; start: Date; end: Date };

export interface CalendarEvent {
  /** Globally unique and stable: the same event downloaded twice replaces itself in a calendar. */
  uid: string;
  /** When this file was made (DTSTAMP, in UTC). */
  stamp: Date;
  time: CalendarEventTime;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
}

/** TEXT escaping (RFC 5545 3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** Folds a content line at 75 octets (RFC 5545 3.1): continuation lines start with one space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; a continuation line holds 74 after its leading space.
  let limit = 75;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) as number);
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyymmddThhmmssZ` */
export function icsUtc(instant: Date): string {
  return `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

/** India's wall-clock time of an instant, `yyyymmddThhmmss` (to go with TZID=Asia/Kolkata). */
export function icsIndiaLocal(instant: Date): string {
  return icsUtc(new Date(instant.getTime() + INDIA_OFFSET_MS)).slice(0, -1);
}

function icsDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error('Calendar dates are yyyy-mm-dd');
  return day.replace(/-/g, '');
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

const VTIMEZONE_INDIA = [
  'BEGIN:VTIMEZONE',
  `TZID:${INDIA_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(event: CalendarEvent): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${icsUtc(event.stamp)}`];
  if (event.time.kind === 'date') {
    lines.push(`DTSTART;VALUE=DATE:${icsDate(event.time.date)}`, `DTEND;VALUE=DATE:${icsDate(event.time.endDate ?? nextDay(event.time.date))}`);
  } else {
    lines.push(`DTSTART;TZID=${INDIA_TZID}:${icsIndiaLocal(event.time.start)}`, `DTEND;TZID=${INDIA_TZID}:${icsIndiaLocal(event.time.end)}`);
  }
  lines.push(`SUMMARY:${escapeIcsText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  // A URI value, not TEXT: no escaping (the callers give http(s) URLs).
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** A whole VCALENDAR with these events, ready to serve as text/calendar. */
export function icsCalendar(events: readonly CalendarEvent[], name?: string): string {
  const timed = events.some((event) => event.time.kind === 'india');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Redhope//Redhope calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeIcsText(name)}`] : []),
    ...(timed ? VTIMEZONE_INDIA : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** The words of a camp's event besides the camp's own (its category is shareCategory's). */
export const CAMP_EVENT_TEXTS: Readonly<Record<UserLanguage, { contact: string }>> = {
  en: { contact: 'Contact' },
  hi: { contact: 'संपर्क' },
};

/** The words of the donor's next-eligible-date event, in the donor's language (the one last chosen in the app). */
export const NEXT_DONATION_EVENT_TEXTS: Readonly<Record<UserLanguage, { summary: string; description: string }>> = {
  en: { summary: 'You may donate blood again', description: 'From today you may give whole blood again. Thank you for being a donor!' },
  hi: { summary: 'आप फिर से रक्तदान कर सकते हैं', description: 'आज से आप फिर से संपूर्ण रक्त दान कर सकते हैं। रक्तदाता होने के लिए धन्यवाद!' },
};
