import { nextDonationDate } from './eligibility';
import { todayInIndia } from './requests';

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
  addressLineRequired: 'Address is required',
  districtRequired: 'District is required',
  stateRequired: 'State is required',
  currentPasswordRequired: 'Current password is required',
  passwordRequired: 'Password is required',
  avatarRequired: 'Choose an image',
  donorSettingsUpdated: 'Donor settings updated',
  dataExported: 'Your data',
  accountDeleted: 'Account deleted',
} as const;

/**
 * The day from which a donor may give whole blood again, or null when they may today (or no last
 * donation is known). Sex is not recorded, so the longer gap applies (libs/domain eligibility).
 */
export function nextDonationDateFrom(lastDonation: string | null | undefined, today?: string): string | null {
  if (!lastDonation) return null;
  const next = nextDonationDate(lastDonation);
  // Today is worked out only when needed: this runs for every signed-in user shown.
  return next !== null && next > (today ?? todayInIndia()) ? next : null;
}
