import {
  ADDRESS_LINE_MAX_LENGTH,
  APPLICANT_MAX_LENGTH,
  APPLICANT_MIN_LENGTH,
  DISTRICT_MAX_LENGTH,
  REASON_MAX_LENGTH,
  REQUEST_MAX_DAYS_AHEAD,
  STATE_MAX_LENGTH,
  isBloodGroup,
  normaliseBloodGroup,
  normaliseIndianPhone,
  parseCalendarDate,
  todayInIndia,
} from '@redhope/domain';
import { z } from 'zod';
import { messageKey, validationKey } from '../../lib/i18n';
import { emailField, pincodeField } from '../../lib/schema-fields';

/** The first and last day a request may name, as `yyyy-mm-dd`: from today in India, as the server counts. */
export function requestDateRange(now: Date = new Date()): { min: string; max: string } {
  const min = todayInIndia(now);
  const latest = new Date(`${min}T00:00:00Z`);
  latest.setUTCDate(latest.getUTCDate() + REQUEST_MAX_DAYS_AHEAD);
  return { min, max: latest.toISOString().slice(0, 10) };
}

// A required text of the request form: the product's one text for a missing field.
const required = (max: number, min = 1) =>
  z.string().trim().min(min, messageKey('createRequestFailed')).max(max, messageKey('createRequestFailed'));

/**
 * The request form (docs/product-rules.md, "Requests"), with the limits and checks of libs/domain
 * that the server applies. Its output is the mutation's input (the commit box stays here).
 */
export const requestSchema = z
  .object({
    applicant: required(APPLICANT_MAX_LENGTH, APPLICANT_MIN_LENGTH),
    email: emailField(),
    phoneNo: z
      .string()
      .trim()
      .refine((value) => normaliseIndianPhone(value) !== null, validationKey('phoneInvalid'))
      .transform((value) => normaliseIndianPhone(value) ?? value),
    addressLine: required(ADDRESS_LINE_MAX_LENGTH),
    district: required(DISTRICT_MAX_LENGTH),
    state: required(STATE_MAX_LENGTH),
    pincode: pincodeField(),
    bloodGroup: z
      .string()
      .transform(normaliseBloodGroup)
      .pipe(z.string().min(1, validationKey('bloodGroupRequired')).refine(isBloodGroup, validationKey('bloodGroupInvalid'))),
    reason: required(REASON_MAX_LENGTH),
    /** yyyy-mm-dd, as a date input gives it: from today (India) up to the furthest allowed day. */
    date: z.string().refine((value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !parseCalendarDate(value)) return false;
      const { min, max } = requestDateRange();
      return value >= min && value <= max;
    }, 'requests.form.dateOutOfRange'),
    commit: z.boolean().refine((value) => value, validationKey('commitRequired')),
  })
  .transform(({ addressLine, district, state, commit: _commit, ...rest }) => ({
    ...rest,
    address: { addressLine, district, state },
  }));

export type RequestFormValues = z.input<typeof requestSchema>;
