/**
 * Rules of blood requests shared by the server and the client (docs/product-rules.md, "Requests").
 */
import { parseCalendarDate, upcomingDateRange } from './age';
import { REQUEST_MAX_DAYS_AHEAD } from './limits';

export const APPLICANT_MIN_LENGTH = 2;
export const APPLICANT_MAX_LENGTH = 100;
export const REASON_MAX_LENGTH = 500;

/** At this many distinct abuse reports a request (or campaign) leaves public view. */
export const REPORTS_TO_HIDE = 10;

/** India has one time zone; "today" for a request's date is today there, wherever the server runs. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** India's offset from UTC: +05:30 all year (no daylight saving since 1945). */
const INDIA_UTC_OFFSET_MS = 330 * 60_000;

/**
 * Today's calendar date in India as `yyyy-mm-dd`. Computed from the fixed offset rather than with
 * Intl.DateTimeFormat, which costs a formatter per call and runs on every signed-in request.
 */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** The first and last day a request may name, as `yyyy-mm-dd`: from today in India up to REQUEST_MAX_DAYS_AHEAD days later. */
export function requestDateRange(now: Date = new Date()): { min: string; max: string } {
  return upcomingDateRange(todayInIndia(now), REQUEST_MAX_DAYS_AHEAD);
}

/** A request's date: a `yyyy-mm-dd` day within requestDateRange. */
export function isAllowedRequestDate(value: unknown, now: Date = new Date()): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !parseCalendarDate(value)) return false;
  const { min, max } = requestDateRange(now);
  return value >= min && value <= max;
}

/**
 * A request's date is the day by which blood is needed; after that day (in India) the request is
 * over and becomes inactive. Dates compare as `yyyy-mm-dd` strings.
 */
export function isPastRequiredDate(requiredBy: string, today: string = todayInIndia()): boolean {
  return requiredBy < today;
}

/** How a closed request ended. */
export type ClosedRequestOutcome = 'FULFILLED' | 'CANCELLED' | 'EXPIRED';

/**
 * How a closed request ended: fulfilled; expired, when it was closed after its date had passed (in
 * India: the expiry job or a read closed it); otherwise cancelled by its owner, even when its date
 * has passed since. A closed request without a closing time (from before it was kept) counts as
 * expired once its date has passed.
 */
export function closedRequestOutcome(request: { isFulfilled: boolean; requiredBy: string; closedAt: Date | string | null | undefined }, now: Date = new Date()): ClosedRequestOutcome {
  if (request.isFulfilled) return 'FULFILLED';
  const closedOn = request.closedAt ? todayInIndia(new Date(request.closedAt)) : todayInIndia(now);
  return isPastRequiredDate(request.requiredBy, closedOn) ? 'EXPIRED' : 'CANCELLED';
}

/**
 * Contact details of an applicant are shown only to the request's owner and to users who offered
 * help; everyone else sees them masked, because fake "donors" harvest numbers from public requests.
 * `+919876543210` becomes `+91 ••••••••10`.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.length > 10 ? digits.slice(-10) : digits;
  const prefix = phone.trim().startsWith('+') && digits.length > 10 ? `+${digits.slice(0, digits.length - 10)} ` : '';
  return `${prefix}${'•'.repeat(Math.max(0, local.length - 2))}${local.slice(-2)}`;
}

/** `asha.rao@example.com` becomes `a•••@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
