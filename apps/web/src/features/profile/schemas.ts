import {
  ADDRESS_LINE_MAX_LENGTH,
  DONATION_PLACE_MAX_LENGTH,
  type DONATION_MESSAGES,
  isDonationComponent,
  isDonationVenue,
  ALERT_RADII_KM,
  DISTRICT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STATE_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  isDonorWeightKg,
  isOfMinimumAge,
  normaliseIndianPhone,
  parseBloodGroup,
  parseCalendarDate,
  todayInIndia,
} from '@redhope/domain';
import { z } from 'zod';
import { profileFieldKey, validationKey } from '../../lib/i18n';
import { emailField, pincodeField } from '../../lib/schema-fields';

/**
 * The profile edit forms' rules, from the limits, checks and normalisation of libs/domain (the
 * same ones the server applies). Each field shows its first failing rule; the output (trimmed,
 * normalised) is what the section sends.
 */

/** General: userName of at least 3, an email, and an adult's date of birth. */
export const generalSchema = z.object({
  userName: z
    .string()
    .trim()
    .min(USERNAME_MIN_LENGTH, validationKey('profileUserName'))
    .max(USERNAME_MAX_LENGTH, validationKey('userNameTooLong')),
  email: emailField(),
  /** yyyy-mm-dd, as a date input gives it. */
  dateOfBirth: z
    .string()
    .refine((value) => parseCalendarDate(value) !== null, { error: validationKey('dateOfBirthRequired'), abort: true })
    .refine((value) => isOfMinimumAge(value), validationKey('profileAge')),
});

/** Health: one of the eight groups, trimmed and upper-cased; blank is 'Blood group is required'. */
export const bloodGroupSchema = z.object({
  bloodGroup: z
    .string()
    .refine((value) => value.trim() !== '', { error: validationKey('bloodGroupRequired'), abort: true })
    .transform((value, context) => {
      const group = parseBloodGroup(value);
      if (group) return group;
      context.addIssue({ code: 'custom', message: validationKey('bloodGroupInvalid') });
      return z.NEVER;
    }),
});

/** Health: alerts on or off, and the last donation (optional; never after today in India, as the server counts). */
export const donorSettingsSchema = z.object({
  availableToDonate: z.boolean(),
  lastDonationDate: z
    .string()
    .refine((value) => value === '' || parseCalendarDate(value) !== null, { error: profileFieldKey('lastDonationDate'), abort: true })
    .refine((value) => value === '' || value <= todayInIndia(), profileFieldKey('lastDonationInFuture'))
    .transform((value) => (value === '' ? null : value)),
  // Typed as text (a number input's value); empty: not known.
  weightKg: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+$/.test(value) && isDonorWeightKg(Number(value))), profileFieldKey('weightKg'))
    .transform((value) => (value === '' ? null : Number(value))),
});

/**
 * Health: e-mail alerts on or off, and the alert radius: 'match' (the matching radius, the
 * server's null) or 5, 10, 25 km (ALERT_RADII_KM). The radio group's values are strings.
 */
export const alertPreferencesSchema = z.object({
  emailAlerts: z.boolean(),
  alertRadiusKm: z
    .enum(['match', ...ALERT_RADII_KM.map(String)] as [string, ...string[]])
    .transform((value) => (value === 'match' ? null : Number(value))),
});

/** Empty is "not given" (null): the server then fills it from the pincode. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .transform((value) => (value === '' ? null : value));

/** Contact: an Indian mobile or phone number, an address line, and a six-digit pincode. */
export const contactSchema = z.object({
  phoneNo: z
    .string()
    .trim()
    .transform((value, context) => {
      const phone = normaliseIndianPhone(value);
      if (phone) return phone;
      context.addIssue({ code: 'custom', message: validationKey('phoneInvalid') });
      return z.NEVER;
    }),
  address: z.object({
    addressLine: z.string().trim().min(1, profileFieldKey('addressLineRequired')).max(ADDRESS_LINE_MAX_LENGTH, 'tooLong'),
    district: optionalText(DISTRICT_MAX_LENGTH),
    state: optionalText(STATE_MAX_LENGTH),
  }),
  pincode: pincodeField(),
});

/** Change password: the current one, and a new one of at least 5. */
export const passwordSchema = z.object({
  currentPassword: z.string().min(1, profileFieldKey('currentPasswordRequired')),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, validationKey('newPasswordLength'))
    .max(PASSWORD_MAX_LENGTH, validationKey('passwordTooLong')),
});

/** Account deletion asks for the password again. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, profileFieldKey('passwordRequired')),
});

const donationKey = (key: keyof typeof DONATION_MESSAGES) => `donationMessages.${key}` as const;

/**
 * My donations, a donation added by hand: a day not after today in India (the server also checks
 * it is not before the donor's birth), what was given, the place, and a camp or a blood centre.
 */
export const addDonationSchema = z.object({
  donatedOn: z
    .string()
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseCalendarDate(value) !== null, { error: donationKey('dateRequired'), abort: true })
    .refine((value) => value <= todayInIndia(), donationKey('dateInFuture')),
  component: z.string().refine((value) => isDonationComponent(value), donationKey('componentRequired')),
  place: z.string().trim().min(1, donationKey('placeRequired')).max(DONATION_PLACE_MAX_LENGTH, donationKey('placeTooLong')),
  venue: z.string().refine((value) => isDonationVenue(value), donationKey('venueRequired')),
});
