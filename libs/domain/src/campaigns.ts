/**
 * Rules of campaigns (health camps) shared by the server and the client (docs/campaigns.md).
 */
import { parseCalendarDate, upcomingDateRange } from './age';
import { todayInIndia } from './requests';

export const CAMPAIGN_TITLE_MIN_LENGTH = 3;
export const CAMPAIGN_TITLE_MAX_LENGTH = 150;
export const CAMPAIGN_DESCRIPTION_MAX_LENGTH = 2000;
export const REGISTRATION_LINK_MAX_LENGTH = 500;
// The WHATWG URL parser is a global in browsers and in Node; this library compiles with neither's
// type definitions (it must run in both), so the little it uses is declared here.
declare const URL: new (input: string) => { protocol: string; hostname: string; username: string; password: string };

/** Per-field texts of the campaign form; any failure answers MESSAGES.createCampaignFailed overall. */
export const CAMPAIGN_FIELD_MESSAGES = {
  title: 'Title must be 3 to 150 characters',
  category: 'Choose one of the campaign categories',
  date: 'Choose a date from today, at most a year ahead, and a time',
  description: 'Description is required, at most 2000 characters',
  registrationLink: 'Registration link must be a web address starting with http:// or https://',
  leaflet: 'Add a leaflet image',
} as const;

/** How far ahead a camp may be announced: a year covers annual camps, and nothing is "upcoming" for longer. */
export const CAMPAIGN_MAX_DAYS_AHEAD = 365;

/** The feed's filter values, as the original client sends them: 'all' (the default) and 'pincode' ("My location"). */
export const CAMPAIGN_FEED_FILTERS = ['all', 'pincode'] as const;
export type CampaignFeedFilter = (typeof CAMPAIGN_FEED_FILTERS)[number];

export function isCampaignFeedFilter(value: unknown): value is CampaignFeedFilter {
  return typeof value === 'string' && (CAMPAIGN_FEED_FILTERS as readonly string[]).includes(value);
}

/**
 * Why a "My location" feed is empty without a search: the caller is signed out, or has no pincode
 * on their profile. The feed answers these instead of failing (SPEC: feed errors are silent).
 */
export const CAMPAIGN_FEED_NOTICES = {
  signedOut: 'Sign in to see campaigns near you',
  noPincode: 'Add your pincode to your profile to see campaigns near you',
} as const;

/** India has no daylight saving: its offset is always +05:30. */
const INDIA_OFFSET_MINUTES = 330;

// "date T time" as browsers' date and time inputs give it (2026-05-01T09:30, seconds optional),
// optionally with a zone (Z or +05:30) when a client sends a full ISO timestamp.
const CAMPAIGN_DATE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Reads a camp's date and time, sent as "date T time". Without a zone it is a time in India (the
 * organiser's wall clock), whatever the server's zone. Returns null for anything else, including
 * impossible dates (30 February) and times (24:00).
 */
export function parseCampaignDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = CAMPAIGN_DATE.exec(value.trim());
  if (!match) return null;
  const [, day, hours, minutes, seconds = '0', zone] = match;
  const calendar = parseCalendarDate(day);
  if (!calendar || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  let offsetMinutes = INDIA_OFFSET_MINUTES;
  if (zone === 'Z') offsetMinutes = 0;
  else if (zone) {
    const [zoneHours, zoneMinutes] = zone.slice(1).split(':').map(Number);
    if (zoneHours > 14 || zoneMinutes > 59) return null;
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
  }
  const utc = Date.UTC(calendar.year, calendar.month - 1, calendar.day, Number(hours), Number(minutes), Number(seconds));
  return new Date(utc - offsetMinutes * 60_000);
}

/** The calendar date in India of an instant, `yyyy-mm-dd`. */
export function calendarDateInIndia(instant: Date): string {
  return todayInIndia(instant);
}

const DAY_MS = 86_400_000;

/**
 * Midnight at the start of today in India, as an instant: where the feed starts. Plain arithmetic
 * on the fixed offset (the feed asks on every request; a time-zone formatter is far slower).
 */
export function startOfTodayInIndia(now: Date = new Date()): Date {
  const offsetMs = INDIA_OFFSET_MINUTES * 60_000;
  return new Date(Math.floor((now.getTime() + offsetMs) / DAY_MS) * DAY_MS - offsetMs);
}

/**
 * A camp may be announced for any time from today (in India: earlier today still counts, as the
 * form's date minimum is today and its time is free) up to CAMPAIGN_MAX_DAYS_AHEAD days ahead.
 */
export function isAllowedCampaignDate(date: Date, now: Date = new Date()): boolean {
  if (Number.isNaN(date.getTime())) return false;
  const { min, max } = upcomingDateRange(todayInIndia(now), CAMPAIGN_MAX_DAYS_AHEAD);
  const day = calendarDateInIndia(date);
  return day >= min && day <= max;
}

/**
 * A registration link is an absolute http(s) URL with a host: anything else (javascript:, data:,
 * a relative path) would run or go somewhere else when a visitor clicks it.
 */
export function isRegistrationLink(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > REGISTRATION_LINK_MAX_LENGTH || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * A campaign as the REST calls send it (docs/campaigns.md): the original API's field names
 * (`_id`, `userId`, `leaflet` as a URL). The server's presenter builds it with dates
 * (`RestCampaign<Date>`); the client reads the JSON, where they are ISO strings (the default).
 */
export interface RestCampaign<Timestamp = string> {
  _id: string;
  userId: string;
  title: string;
  category: string;
  address: { addressLine: string; district: string; state: string };
  pincode: string;
  contactNo: string | null;
  /** When the camp takes place (date and time). */
  date: Timestamp;
  description: string;
  registrationLink: string | null;
  /** The leaflet at the size of the screen that lists it (JPEG); GraphQL's `leaflet` has every size and format. */
  leaflet: string;
  /** In a location feed: kilometres from the searched pincode (approximate). */
  distanceKm?: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** For its owner only (get-campaign, user-campaigns): reports took it out of public view until it is reviewed. */
  underReview?: boolean;
  /** For its owner: why it is held for review before it reaches anyone (libs/domain scam.ts), in English. */
  heldNotice?: string;
}
