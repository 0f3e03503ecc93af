import { nextWholeBloodDateOf } from './donations';
import { ADDRESS_LINE_MAX_LENGTH, DISTRICT_MAX_LENGTH, STATE_MAX_LENGTH } from './limits';

/**
 * Texts of the profile rules the product does not spell (the Health section's donor settings,
 * required fields of the contact and password forms, deleting the account). The product's own
 * texts for these forms are in MESSAGES and VALIDATION_MESSAGES.
 */
export const PROFILE_FIELD_MESSAGES = {
  availableToDonate: 'Say whether you are available to donate',
  lastDonationDate: 'Last donation date must be a date',
  lastDonationInFuture: 'Last donation date cannot be in the future',
  lastDonationBeforeBirth: 'Last donation date cannot be before your date of birth',
  weightKg: 'Weight must be a whole number of kg, from 30 to 250',
  addressLineRequired: 'Address is required',
  districtRequired: 'District is required',
  stateRequired: 'State is required',
  addressLineTooLong: `Address must be at most ${ADDRESS_LINE_MAX_LENGTH} characters`,
  districtTooLong: `District must be at most ${DISTRICT_MAX_LENGTH} characters`,
  stateTooLong: `State must be at most ${STATE_MAX_LENGTH} characters`,
  language: 'Language must be en or hi',
  currentPasswordRequired: 'Current password is required',
  passwordRequired: 'Password is required',
  avatarRequired: 'Choose an image',
  donorSettingsUpdated: 'Donor settings updated',
  dataExported: 'Your data',
  accountDeleted: 'Account deleted',
} as const;

/** A donor's weight as the profile takes it: whole kg (apheresis needs at least 50; DOMAIN.md "Components"). */
export const DONOR_WEIGHT_KG_MIN = 30;
export const DONOR_WEIGHT_KG_MAX = 250;

/** Whether `value` is a weight the profile takes: whole kg from DONOR_WEIGHT_KG_MIN to DONOR_WEIGHT_KG_MAX. */
export function isDonorWeightKg(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= DONOR_WEIGHT_KG_MIN && value <= DONOR_WEIGHT_KG_MAX;
}

/**
 * The day from which a donor may give whole blood again after a whole-blood donation on
 * `lastDonation`, or null when they may today (or no last donation is known). Sex is not recorded,
 * so the longer gap applies. A donor's full answer (an apheresis counts too) is nextWholeBloodDateOf.
 */
export function nextDonationDateFrom(lastDonation: string | null | undefined, today?: string): string | null {
  return nextWholeBloodDateOf({ lastDonationDate: lastDonation ?? null }, today);
}
