import { startOfIndiaDay } from './eligibility';
import { todayInIndia } from './requests';

/** The one category whose camps take RSVPs ("I'll come" / "Not going"). */
export const BLOOD_DONATION_CAMP_CATEGORY = 'Blood donation camp';

export const RSVP_STATUSES = ['going', 'not_going'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/** The reminder goes out at this hour (India) on the day before the camp. */
export const CAMP_REMINDER_HOUR_IN_INDIA = 9;

/**
 * Camps say when they start, not when they end: a calendar shows them this long. The camp's
 * page gives the details.
 */
export const CAMP_CALENDAR_HOURS = 4;

const DAY_MS = 86_400_000;

export function takesRsvps(category: string): boolean {
  return category === BLOOD_DONATION_CAMP_CATEGORY;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A camp has ended once its day (in India) is over: the RSVP closes then, not at its start time. */
export function campHasEnded(startsAt: Date, now: Date = new Date()): boolean {
  return now.getTime() >= startOfIndiaDay(addDays(todayInIndia(startsAt), 1)).getTime();
}

/**
 * "I donated here" opens on the camp's day in India (those who came confirm it that evening or
 * later; a donation's day is never ahead of today).
 */
export function campDonationOpen(startsAt: Date, now: Date = new Date()): boolean {
  return todayInIndia(now) >= todayInIndia(startsAt);
}

/** When the reminder goes: CAMP_REMINDER_HOUR_IN_INDIA o'clock in India on the day before the camp. */
export function campReminderAt(startsAt: Date): Date {
  const dayBefore = addDays(todayInIndia(startsAt), -1);
  return new Date(startOfIndiaDay(dayBefore).getTime() + CAMP_REMINDER_HOUR_IN_INDIA * 3_600_000);
}

/** India's wall-clock time of an instant, `HH:mm`. */
export function timeInIndia(instant: Date): string {
  return new Date(instant.getTime() + 330 * 60_000).toISOString().slice(11, 16);
}
