import { MIN_AGE } from './limits';
import { todayInIndia } from './requests';

/** A calendar date as `yyyy-mm-dd`, or a Date (read in UTC). */
export type DateInput = string | Date;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

function toCalendarDate(value: DateInput): CalendarDate | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** Parses `yyyy-mm-dd` (an ISO timestamp's date part is accepted). Returns null for impossible dates. */
export function parseCalendarDate(value: DateInput): CalendarDate | null {
  return toCalendarDate(value);
}

/** A calendar date as the product shows dates, dd/mm/yyyy (SPEC section 9), with no time-zone shift; '' for an impossible one. */
export function displayCalendarDate(value: DateInput): string {
  const date = toCalendarDate(value);
  if (!date) return '';
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${pad(date.day)}/${pad(date.month)}/${date.year}`;
}

function requireCalendarDate(value: DateInput): CalendarDate {
  const date = toCalendarDate(value);
  if (!date) throw new RangeError(`Not a calendar date: ${String(value)}`);
  return date;
}

const formatDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar date `days` days after `value` (before it when negative), as `yyyy-mm-dd`. */
export function addDays(value: DateInput, days: number): string {
  const { year, month, day } = requireCalendarDate(value);
  return formatDate(Date.UTC(year, month - 1, day + days));
}

/**
 * The calendar date `years` years after `value` (before it when negative), as `yyyy-mm-dd`; 29
 * February becomes 28 February in a common year. So `addYears(today, -n)` is the last birth date
 * of someone who is n years old today (born on 29 February, one turns a year older on 1 March).
 */
export function addYears(value: DateInput, years: number): string {
  const { year, month, day } = requireCalendarDate(value);
  const lastDay = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return formatDate(Date.UTC(year + years, month - 1, Math.min(day, lastDay)));
}

/** The first and last day (`yyyy-mm-dd`) of a date that may lie from `today` up to `maxDaysAhead` days later. */
export function upcomingDateRange(today: string, maxDaysAhead: number): { min: string; max: string } {
  return { min: today, max: addDays(today, maxDaysAhead) };
}

/**
 * Completed years between a birth date and `on` (default: today in India, where birthdays happen
 * for this product: from 18:30 UTC that is already the next day).
 * Someone born on 29 February turns a year older on 1 March in common years.
 * Returns null when the birth date is not a valid date.
 */
export function ageInYears(dateOfBirth: DateInput, on: DateInput = todayInIndia()): number | null {
  const birth = toCalendarDate(dateOfBirth);
  const today = toCalendarDate(on);
  if (!birth || !today) return null;
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age -= 1;
  return age;
}

/** The product's rule to hold an account: 18 or older on `on` (default: today in India). */
export function isOfMinimumAge(dateOfBirth: DateInput, on: DateInput = todayInIndia()): boolean {
  const age = ageInYears(dateOfBirth, on);
  return age !== null && age >= MIN_AGE;
}
