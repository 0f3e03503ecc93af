/**
 * The donor's own record of donations, and when they may give again (../shared/DOMAIN.md,
 * "Components" and "Donor eligibility in India"). Dates are calendar days in India (`yyyy-mm-dd`).
 */
import { addDays, parseCalendarDate } from './age';
import type { RequestComponent } from './components';
import { WHOLE_BLOOD_APHERESIS_GAP_DAYS, firstDayWithinApheresisLimits, wholeBloodGapDays, type DonorSex } from './eligibility';
import { todayInIndia } from './requests';

/**
 * What a donor gave: whole blood (the usual donation: red cells, plasma and platelets are made
 * from it), or platelets or plasma by apheresis (at the blood centre's machine).
 */
export const DONATION_COMPONENTS = ['WHOLE_BLOOD', 'PLATELETS', 'PLASMA'] as const;
export type DonationComponent = (typeof DONATION_COMPONENTS)[number];

/** How a donation came into the record: a request its owner marked fulfilled, the donor's own entry, a camp. */
export const DONATION_KINDS = ['request', 'manual', 'camp'] as const;
export type DonationKind = (typeof DONATION_KINDS)[number];

/** Where a donation given by hand took place. */
export const DONATION_VENUES = ['BLOOD_CENTRE', 'CAMP'] as const;
export type DonationVenue = (typeof DONATION_VENUES)[number];

export const DONATION_PLACE_MAX_LENGTH = 150;

/** Days from any apheresis to the next apheresis: 48 hours, as calendar days. */
export const APHERESIS_GAP_DAYS = 2;

/** The hour (India) at which a reminder for a day is sent: morning, not midnight. */
export const DONATION_REMINDER_HOUR_INDIA = 9;

export const DONATION_MESSAGES = {
  dateRequired: 'Donation date must be a date',
  dateInFuture: 'Donation date cannot be in the future',
  dateBeforeBirth: 'Donation date cannot be before your date of birth',
  placeRequired: 'Place is required',
  placeTooLong: `Place must be at most ${DONATION_PLACE_MAX_LENGTH} characters`,
  componentRequired: 'Choose what you donated',
  venueRequired: 'Choose a camp or a blood centre',
  donorsNotHelpers: 'Only helpers of this request can be named as donors',
  donationAdded: 'Donation added',
  donationRemoved: 'Donation removed',
  donorsConfirmed: 'Donors confirmed',
} as const;

export function isDonationComponent(value: unknown): value is DonationComponent {
  return typeof value === 'string' && (DONATION_COMPONENTS as readonly string[]).includes(value);
}

export function isDonationVenue(value: unknown): value is DonationVenue {
  return typeof value === 'string' && (DONATION_VENUES as readonly string[]).includes(value);
}

export function isApheresisDonation(component: DonationComponent): boolean {
  return component !== 'WHOLE_BLOOD';
}

/**
 * What a donor gave to answer a request for `component`: platelets by apheresis, otherwise whole
 * blood (red cells, plasma and replacement units are separated from whole-blood donations).
 */
export function donationComponentFor(component: RequestComponent | null | undefined): DonationComponent {
  return component === 'PLATELETS' ? 'PLATELETS' : 'WHOLE_BLOOD';
}

/**
 * Days that must pass after a donation of `previous` before one of `next`:
 * whole blood to whole blood 90 days (men) or 120 (women, and when the sex is not known);
 * whole blood to apheresis 28; apheresis to apheresis 48 hours (2 days); apheresis to whole blood
 * 28 (the NBTC names platelets; plasma by apheresis is held to the same, erring on the donor's side).
 */
export function donationGapDays(previous: DonationComponent, next: DonationComponent, sex?: DonorSex | null): number {
  const fromApheresis = isApheresisDonation(previous);
  const toApheresis = isApheresisDonation(next);
  if (!fromApheresis && !toApheresis) return wholeBloodGapDays(sex);
  if (fromApheresis && toApheresis) return APHERESIS_GAP_DAYS;
  return WHOLE_BLOOD_APHERESIS_GAP_DAYS;
}

export interface DonationFact {
  /** yyyy-mm-dd */
  donatedOn: string;
  component: DonationComponent;
}

/**
 * The first day (`yyyy-mm-dd`) on which the donor may give `next` again, after all of
 * `donations`; null when the record holds nothing that stops them (they may give today, as far as
 * the record says). For apheresis it also keeps the weekly (2) and yearly (24) limits.
 */
export function nextEligibleDateFor(next: DonationComponent, donations: readonly DonationFact[], sex?: DonorSex | null): string | null {
  const valid = donations.filter((donation) => parseCalendarDate(donation.donatedOn) !== null);
  if (valid.length === 0) return null;
  let candidate = valid.map((donation) => addDays(donation.donatedOn, donationGapDays(donation.component, next, sex))).reduce((a, b) => (a > b ? a : b));
  if (isApheresisDonation(next)) {
    candidate = firstDayWithinApheresisLimits(
      candidate,
      valid.filter((donation) => isApheresisDonation(donation.component)).map((donation) => donation.donatedOn),
    );
  }
  return candidate;
}

/** The next eligible day for each component (null: no bar in the record). */
export function nextEligibleDates(donations: readonly DonationFact[], sex?: DonorSex | null): Record<DonationComponent, string | null> {
  return {
    WHOLE_BLOOD: nextEligibleDateFor('WHOLE_BLOOD', donations, sex),
    PLATELETS: nextEligibleDateFor('PLATELETS', donations, sex),
    PLASMA: nextEligibleDateFor('PLASMA', donations, sex),
  };
}

/**
 * The day the donor may next give whole blood (the usual donation, and what the reminder is for);
 * null when nothing in the record stops them.
 */
export function nextEligibleDate(donations: readonly DonationFact[], sex?: DonorSex | null): string | null {
  return nextEligibleDateFor('WHOLE_BLOOD', donations, sex);
}

/**
 * What a donor's profile keeps of their record: the day of their latest whole-blood donation and
 * the instant of their latest apheresis. Every donation recorded moves them forward, removing one
 * moves them back to the latest left, and the donor may correct the first in their profile (the
 * correction wins: it is what they say of themselves).
 */
export interface DonorLastDonations {
  /** yyyy-mm-dd */
  lastDonationDate?: string | null;
  lastApheresisAt?: Date | string | null;
}

/** The profile's two dates as donations: whole blood that day, and platelets (apheresis) that day in India. */
export function lastDonationFacts(profile: DonorLastDonations): DonationFact[] {
  const facts: DonationFact[] = [];
  if (profile.lastDonationDate) facts.push({ donatedOn: profile.lastDonationDate, component: 'WHOLE_BLOOD' });
  if (profile.lastApheresisAt != null) {
    const at = new Date(profile.lastApheresisAt);
    if (!Number.isNaN(at.getTime())) facts.push({ donatedOn: todayInIndia(at), component: 'PLATELETS' });
  }
  return facts;
}

/**
 * The day the donor may next give whole blood, when it is still ahead of `today` (null: they may
 * today, or nothing is known). The one answer of the profile (User.nextDonationDate), My donations,
 * the reminder and the `.ics`: the record's rule (nextEligibleDateFor, by component) over the
 * profile's latest whole-blood donation and latest apheresis. The gaps to whole blood only look
 * back at the latest of each, so the two dates are enough; the apheresis limits (2 a week, 24 a
 * year) need the whole record.
 */
export function nextWholeBloodDateOf(profile: DonorLastDonations, today?: string): string | null {
  const facts = lastDonationFacts(profile);
  if (facts.length === 0) return null;
  const next = nextEligibleDateFor('WHOLE_BLOOD', facts);
  // Today is worked out only when needed: this runs for every signed-in user shown.
  return next !== null && next > (today ?? todayInIndia()) ? next : null;
}

/** Whether the donor may give `next` on `on` (default: today in India), as far as the record says. */
export function mayDonateOn(next: DonationComponent, donations: readonly DonationFact[], on: string = todayInIndia(), sex?: DonorSex | null): boolean {
  const day = nextEligibleDateFor(next, donations, sex);
  return day === null || on >= day;
}

/** The instant a reminder for `day` is sent: DONATION_REMINDER_HOUR_INDIA o'clock in India. */
export function donationReminderAt(day: string): Date {
  const hour = String(DONATION_REMINDER_HOUR_INDIA).padStart(2, '0');
  return new Date(`${day}T${hour}:00:00+05:30`);
}

/** The day in India of an instant (a donation confirmed late at night UTC is the next day in India). */
export function donationDayOf(at: Date): string {
  return todayInIndia(at);
}

/**
 * Why a donation given by hand cannot be recorded, or null: a calendar date, not after today in
 * India, not before the donor's birth.
 */
export function donationDateProblem(donatedOn: string, dateOfBirth: string, today: string = todayInIndia()): keyof typeof DONATION_MESSAGES | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(donatedOn) || !parseCalendarDate(donatedOn)) return 'dateRequired';
  if (donatedOn > today) return 'dateInFuture';
  if (donatedOn < dateOfBirth) return 'dateBeforeBirth';
  return null;
}

/** The patient's first name, as a thank-you names them (the rest of the name stays with the request). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
