/**
 * Donor eligibility in India, from the National Blood Transfusion Council's donor-selection
 * guidelines (2017), and the processing-fee caps of the drug controller's advisory (January 2024).
 * docs/donor-eligibility.md lists each rule with its source. Dates are calendar dates
 * (`yyyy-mm-dd`, or a Date read in UTC), as in the age rule.
 */
import { addDays, addYears, ageInYears, parseCalendarDate, type DateInput } from './age';
import { isApheresisComponent, type RequestComponent } from './components';
import { todayInIndia } from './requests';

export const DONOR_MIN_AGE = 18;
export const DONOR_MAX_AGE = 65;
/** Someone who has never donated must be this age or younger for a first donation. */
export const FIRST_TIME_DONOR_MAX_AGE = 60;

/** At least this weight for a 350 mL donation. */
export const MIN_WEIGHT_KG_FOR_350_ML = 45;
/** More than (not equal to) this weight for a 450 mL donation. */
export const WEIGHT_KG_ABOVE_WHICH_450_ML = 55;

/** At least this haemoglobin, in g/dL. */
export const MIN_HAEMOGLOBIN_G_PER_DL = 12.5;

export const WHOLE_BLOOD_GAP_DAYS_MEN = 90;
export const WHOLE_BLOOD_GAP_DAYS_WOMEN = 120;
/** When the donor's sex is not known: the gap protects the donor's iron stores, so the longer one. */
export const WHOLE_BLOOD_GAP_DAYS_SEX_UNKNOWN = 120;

export const APHERESIS_MIN_GAP_HOURS = 48;
/** At most this many apheresis donations in any 365 days. */
export const APHERESIS_MAX_PER_YEAR = 24;
/** At most this many apheresis donations in any 7 days. */
export const APHERESIS_MAX_PER_WEEK = 2;
/** Apheresis donors are 18 to 60 years old (completed years). */
export const APHERESIS_MIN_AGE = 18;
export const APHERESIS_MAX_AGE = 60;
/** Apheresis donors weigh at least this. */
export const APHERESIS_MIN_WEIGHT_KG = 50;
/**
 * No apheresis within this many days after a whole-blood donation, and no whole-blood donation
 * within this many days after a platelet apheresis.
 */
export const WHOLE_BLOOD_APHERESIS_GAP_DAYS = 28;

/** Common temporary deferrals, in months after the event. */
export const DEFERRAL_MONTHS = {
  childbirth: 12,
  abortion: 6,
  malaria: 3,
  dengue: 6,
  minorSurgery: 6,
  majorSurgery: 12,
} as const;

export type DeferralReason = keyof typeof DEFERRAL_MONTHS;

/**
 * The most a blood centre may charge as processing fees, in rupees. Blood itself is not for sale;
 * a "donor" asking the family for money is a known scam.
 */
export const PROCESSING_FEE_CAP_INR = {
  wholeBlood: 1550,
  packedRedCells: 1550,
  plasma: 400,
  platelets: 400,
} as const;

export type BloodComponent = keyof typeof PROCESSING_FEE_CAP_INR;

/** Optional in the product (the Health section); unknown means the stricter rules apply. */
export type DonorSex = 'male' | 'female';

const DAY_MS = 86_400_000;

function toUtcMs(value: DateInput): number | null {
  const date = parseCalendarDate(value);
  return date ? Date.UTC(date.year, date.month - 1, date.day) : null;
}

function formatUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function addMonths(value: DateInput, months: number): string | null {
  const date = parseCalendarDate(value);
  if (!date) return null;
  const monthIndex = date.month - 1 + months;
  const year = date.year + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  // 31 August plus 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return formatUtc(Date.UTC(year, month, Math.min(date.day, lastDay)));
}

/** Days that must pass between two whole-blood donations. */
export function wholeBloodGapDays(sex?: DonorSex | null): number {
  if (sex === 'male') return WHOLE_BLOOD_GAP_DAYS_MEN;
  if (sex === 'female') return WHOLE_BLOOD_GAP_DAYS_WOMEN;
  return WHOLE_BLOOD_GAP_DAYS_SEX_UNKNOWN;
}

/**
 * The first day (`yyyy-mm-dd`) a donor may give whole blood again after a donation on `last`.
 * Null when `last` is not a calendar date.
 */
export function nextDonationDate(last: DateInput, sex?: DonorSex | null): string | null {
  return parseCalendarDate(last) ? addDays(last, wholeBloodGapDays(sex)) : null;
}

/** The first day a donor may give again after `reason` on `since`. Null when `since` is not a date. */
export function deferralEndDate(reason: DeferralReason, since: DateInput): string | null {
  return addMonths(since, DEFERRAL_MONTHS[reason]);
}

/** The largest whole-blood donation for a body weight: 450 mL, 350 mL, or null (too light). */
export function wholeBloodVolumeMlFor(weightKg: number): 450 | 350 | null {
  if (!Number.isFinite(weightKg)) return null;
  if (weightKg > WEIGHT_KG_ABOVE_WHICH_450_ML) return 450;
  if (weightKg >= MIN_WEIGHT_KG_FOR_350_ML) return 350;
  return null;
}

export function hasEnoughHaemoglobin(gPerDl: number): boolean {
  return Number.isFinite(gPerDl) && gPerDl >= MIN_HAEMOGLOBIN_G_PER_DL;
}

/**
 * The first day, from `from` on, on which another apheresis keeps the weekly (2) and yearly (24)
 * limits, given the days (`yyyy-mm-dd`, India) of the donor's apheresis donations.
 */
export function firstDayWithinApheresisLimits(from: string, apheresisDays: readonly string[]): string {
  let day = from;
  // Moves day by day past the windows that are full: at most a year of days, for 24 donations.
  for (let guard = 0; guard < 400; guard++) {
    const weekStart = addDays(day, -6);
    const yearStart = addDays(day, -364);
    const inWeek = apheresisDays.filter((done) => done >= weekStart && done <= day).length;
    const inYear = apheresisDays.filter((done) => done >= yearStart && done <= day).length;
    if (inWeek + 1 <= APHERESIS_MAX_PER_WEEK && inYear + 1 <= APHERESIS_MAX_PER_YEAR) break;
    day = addDays(day, 1);
  }
  return day;
}

/**
 * What the weekly and yearly apheresis limits add to the 48-hour gap, from the donor's record: the
 * first day on which they allow another apheresis, or null when they allow it the day after the
 * latest (the 48-hour gap is then the only bar). Donations are never in the future, so every day
 * after it is allowed too: matching keeps it on the donor (users.apheresis_limits_from).
 */
export function apheresisLimitsFrom(apheresisDays: readonly string[]): string | null {
  const days = apheresisDays.filter((day) => parseCalendarDate(day) !== null);
  if (days.length === 0) return null;
  const dayAfterLatest = addDays(days.reduce((a, b) => (a > b ? a : b)), 1);
  const allowed = firstDayWithinApheresisLimits(dayAfterLatest, days);
  return allowed === dayAfterLatest ? null : allowed;
}

/**
 * Whether an apheresis donation at `at` keeps the 48-hour gap and the weekly and yearly limits, given the
 * donor's earlier apheresis donations. A recorded donation after `at` counts as too close.
 */
export function canDonateApheresisAt(at: Date, previous: readonly Date[]): boolean {
  const now = at.getTime();
  if (!Number.isFinite(now)) return false;
  const sinceEach = previous.map((date) => now - date.getTime());
  if (sinceEach.some((ms) => !(ms >= APHERESIS_MIN_GAP_HOURS * 3_600_000))) return false;
  const inLastWeek = sinceEach.filter((ms) => ms < 7 * DAY_MS).length;
  const inLastYear = sinceEach.filter((ms) => ms < 365 * DAY_MS).length;
  return inLastWeek + 1 <= APHERESIS_MAX_PER_WEEK && inLastYear + 1 <= APHERESIS_MAX_PER_YEAR;
}

/** Whether a fee asked for a component is within the legal processing-fee cap. */
export function isWithinProcessingFeeCap(component: BloodComponent, amountInr: number): boolean {
  return Number.isFinite(amountInr) && amountInr >= 0 && amountInr <= PROCESSING_FEE_CAP_INR[component];
}

/** What the product may know about a donor (the Health section); everything but the birth date is optional. */
export interface DonorFacts {
  dateOfBirth: DateInput;
  sex?: DonorSex | null;
  /** The last whole-blood donation, when known. */
  lastDonation?: DateInput | null;
  /**
   * Whether the donor has given blood before. When not said, a donor with a known last donation,
   * of whole blood or by apheresis, has; one without is treated as a first-time donor (the
   * stricter age limit), erring on the donor's side.
   */
  hasDonatedBefore?: boolean;
  deferrals?: readonly { reason: DeferralReason; since: DateInput }[];
  /** No donation while breastfeeding, however long it lasts. */
  breastfeeding?: boolean;
  /**
   * Body weight in kg, when the donor gave it: under MIN_WEIGHT_KG_FOR_350_ML (45) no whole blood,
   * under APHERESIS_MIN_WEIGHT_KG (50) no apheresis. The blood centre weighs every donor, so an
   * unknown weight does not exclude anyone.
   */
  weightKg?: number | null;
  /** The last platelet apheresis, when known (an instant: its 48-hour gap is counted in hours). */
  lastApheresisAt?: Date | string | null;
  /** From the donor's record: the first day the weekly and yearly apheresis limits allow another (apheresisLimitsFrom). */
  apheresisLimitsFrom?: string | null;
}

export type IneligibilityReason =
  | 'invalid-date'
  | 'too-young'
  | 'too-old'
  | 'too-old-for-first-donation'
  | 'donated-recently'
  | 'deferred'
  | 'breastfeeding'
  /** A recorded weight under MIN_WEIGHT_KG_FOR_350_ML (whole blood) or APHERESIS_MIN_WEIGHT_KG (apheresis). */
  | 'too-light'
  /** Within 48 hours after an apheresis (for another), or 28 days (for whole blood). */
  | 'apheresis-recently'
  /** Apheresis only: two in the last week, or 24 in the last year, in the donor's record. */
  | 'apheresis-limit';

const HOUR_MS = 3_600_000;

function instant(value: Date | string): number {
  return (value instanceof Date ? value : new Date(value)).getTime();
}

/** The calendar day in India on which an instant falls, or null for an unreadable one. */
function indiaDayOf(value: Date | string): string | null {
  const ms = instant(value);
  return Number.isFinite(ms) ? todayInIndia(new Date(ms)) : null;
}

/** The first instant of a calendar day in India (00:00 at +05:30). */
export function startOfIndiaDay(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** Every reason the donor may not give whole blood on `on` (default: today in India); empty when they may. */
export function ineligibilityReasons(donor: DonorFacts, on: DateInput = todayInIndia()): IneligibilityReason[] {
  const todayMs = toUtcMs(on);
  const today = todayMs === null ? null : formatUtc(todayMs);
  const age = ageInYears(donor.dateOfBirth, on);
  if (today === null || age === null) return ['invalid-date'];
  const reasons: IneligibilityReason[] = [];
  const firstTime = !(donor.hasDonatedBefore ?? (donor.lastDonation != null || donor.lastApheresisAt != null));
  if (age < DONOR_MIN_AGE) reasons.push('too-young');
  else if (age > DONOR_MAX_AGE) reasons.push('too-old');
  else if (firstTime && age > FIRST_TIME_DONOR_MAX_AGE) reasons.push('too-old-for-first-donation');

  if (donor.lastDonation != null) {
    const next = nextDonationDate(donor.lastDonation, donor.sex);
    if (next === null) reasons.push('invalid-date');
    else if (today < next) reasons.push('donated-recently');
  }
  for (const deferral of donor.deferrals ?? []) {
    const end = deferralEndDate(deferral.reason, deferral.since);
    if (end === null) reasons.push('invalid-date');
    else if (today < end) reasons.push('deferred');
  }
  if (donor.breastfeeding) reasons.push('breastfeeding');
  if (donor.weightKg != null && !(donor.weightKg >= MIN_WEIGHT_KG_FOR_350_ML)) reasons.push('too-light');
  if (donor.lastApheresisAt != null) {
    const day = indiaDayOf(donor.lastApheresisAt);
    if (day === null) reasons.push('invalid-date');
    else if (today < addDays(day, WHOLE_BLOOD_APHERESIS_GAP_DAYS)) reasons.push('apheresis-recently');
  }
  return [...new Set(reasons)];
}

/** Whether the donor may give whole blood on `on` (default: today in India). */
export function canDonateOn(donor: DonorFacts, on: DateInput = todayInIndia()): boolean {
  return ineligibilityReasons(donor, on).length === 0;
}

/**
 * Every reason the donor may not give platelets by apheresis at `at` (default: now); empty when
 * they may. Age 18 to 60 and a recorded weight of at least 50 kg (unknown passes: the centre
 * weighs); 48 hours after the last apheresis; 28 days after the last whole-blood donation; and
 * the deferrals and breastfeeding as for whole blood. Calendar rules use the day in India.
 */
export function apheresisIneligibilityReasons(donor: DonorFacts, at: Date = new Date()): IneligibilityReason[] {
  const now = at.getTime();
  if (!Number.isFinite(now)) return ['invalid-date'];
  const today = todayInIndia(at);
  const age = ageInYears(donor.dateOfBirth, today);
  if (age === null) return ['invalid-date'];
  const reasons: IneligibilityReason[] = [];
  if (age < APHERESIS_MIN_AGE) reasons.push('too-young');
  else if (age > APHERESIS_MAX_AGE) reasons.push('too-old');
  if (donor.weightKg != null && !(donor.weightKg >= APHERESIS_MIN_WEIGHT_KG)) reasons.push('too-light');
  if (donor.lastDonation != null) {
    if (!parseCalendarDate(donor.lastDonation)) reasons.push('invalid-date');
    else if (today < addDays(donor.lastDonation, WHOLE_BLOOD_APHERESIS_GAP_DAYS)) reasons.push('donated-recently');
  }
  if (donor.lastApheresisAt != null) {
    const since = now - instant(donor.lastApheresisAt);
    if (Number.isNaN(since)) reasons.push('invalid-date');
    else if (!(since >= APHERESIS_MIN_GAP_HOURS * HOUR_MS)) reasons.push('apheresis-recently');
  }
  if (donor.apheresisLimitsFrom != null) {
    if (!parseCalendarDate(donor.apheresisLimitsFrom)) reasons.push('invalid-date');
    else if (today < donor.apheresisLimitsFrom) reasons.push('apheresis-limit');
  }
  for (const deferral of donor.deferrals ?? []) {
    const end = deferralEndDate(deferral.reason, deferral.since);
    if (end === null) reasons.push('invalid-date');
    else if (today < end) reasons.push('deferred');
  }
  if (donor.breastfeeding) reasons.push('breastfeeding');
  return [...new Set(reasons)];
}

/** Whether the donor may give platelets by apheresis at `at` (default: now). */
export function canDonateApheresis(donor: DonorFacts, at: Date = new Date()): boolean {
  return apheresisIneligibilityReasons(donor, at).length === 0;
}

/** Whether the donor may answer a request for `component` at `at`: apheresis rules for platelets, whole-blood rules otherwise. */
export function canDonateFor(component: RequestComponent, donor: DonorFacts, at: Date = new Date()): boolean {
  return isApheresisComponent(component) ? canDonateApheresis(donor, at) : canDonateOn(donor, todayInIndia(at));
}

/**
 * The same rules as bounds on what the product stores of a donor (birth date, last whole-blood
 * donation, last apheresis, weight), for the donor search's SQL. Sex is not stored for matching,
 * so the longer whole-blood gap applies; an e2e test holds the search equal to canDonateFor.
 */
export interface DonorSearchBounds {
  /** Born after this day (yyyy-mm-dd): at most the maximum age. */
  bornAfter: string;
  /** Born after this day when they never donated (neither whole blood nor apheresis): at most the first-time donor age. */
  firstDonationBornAfter: string;
  /** Born on or before this day: at least the minimum age. */
  bornOnOrBefore: string;
  /** The last whole-blood donation, when there is one, on or before this day. */
  lastDonatedOnOrBefore: string;
  /** The last apheresis, when there is one, strictly before this instant. */
  lastApheresisBefore: Date;
  /** A recorded weight at least this (an unknown weight passes); null: no weight rule. */
  minWeightKg: number | null;
  /** Apheresis: the weekly and yearly limits allow it on or before this day (none recorded passes); null for whole blood. */
  apheresisLimitsFromOnOrBefore: string | null;
}

export function donorSearchBounds(component: RequestComponent, at: Date = new Date()): DonorSearchBounds {
  const today = todayInIndia(at);
  if (isApheresisComponent(component)) {
    return {
      bornAfter: addYears(today, -(APHERESIS_MAX_AGE + 1)),
      firstDonationBornAfter: addYears(today, -(APHERESIS_MAX_AGE + 1)),
      bornOnOrBefore: addYears(today, -APHERESIS_MIN_AGE),
      lastDonatedOnOrBefore: addDays(today, -WHOLE_BLOOD_APHERESIS_GAP_DAYS),
      lastApheresisBefore: new Date(at.getTime() - APHERESIS_MIN_GAP_HOURS * HOUR_MS + 1),
      minWeightKg: APHERESIS_MIN_WEIGHT_KG,
      apheresisLimitsFromOnOrBefore: today,
    };
  }
  return {
    bornAfter: addYears(today, -(DONOR_MAX_AGE + 1)),
    firstDonationBornAfter: addYears(today, -(FIRST_TIME_DONOR_MAX_AGE + 1)),
    bornOnOrBefore: addYears(today, -DONOR_MIN_AGE),
    lastDonatedOnOrBefore: addDays(today, -WHOLE_BLOOD_GAP_DAYS_SEX_UNKNOWN),
    // An apheresis on day D (India) allows whole blood from D + 28: so D is at most today - 28.
    lastApheresisBefore: startOfIndiaDay(addDays(today, -WHOLE_BLOOD_APHERESIS_GAP_DAYS + 1)),
    minWeightKg: MIN_WEIGHT_KG_FOR_350_ML,
    apheresisLimitsFromOnOrBefore: null,
  };
}
