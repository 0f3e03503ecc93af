import {
  ADDRESS_LINE_MAX_LENGTH,
  APPLICANT_MAX_LENGTH,
  APPLICANT_MIN_LENGTH,
  DISTRICT_MAX_LENGTH,
  HOSPITAL_NAME_MAX_LENGTH,
  REQUEST_UNITS_MAX,
  REQUEST_UNITS_MIN,
  isRequestComponent,
  isRequestUrgency,
  type RequestComponent,
  type RequestUrgency,
  REASON_MAX_LENGTH,
  STATE_MAX_LENGTH,
  isAllowedRequestDate,
  isBloodGroup,
  normaliseBloodGroup,
  normaliseIndianPhone,
  requestDateRange,
} from '@redhope/domain';
import { z } from 'zod';
import { messageKey, validationKey } from '../../lib/i18n';
import { emailField, pincodeField } from '../../lib/schema-fields';

/** The first and last day a request may name (libs/domain, as the server counts). */
export { requestDateRange };

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
    // What is needed: asked, never assumed (a "platelets low" request once went out as red cells).
    component: z
      .string()
      .refine(isRequestComponent, messageKey('createRequestFailed'))
      .transform((value) => value as RequestComponent),
    /** A select's value: '1' to '10'. */
    units: z
      .string()
      .transform(Number)
      .pipe(z.number().int().min(REQUEST_UNITS_MIN, messageKey('createRequestFailed')).max(REQUEST_UNITS_MAX, messageKey('createRequestFailed'))),
    hospitalName: required(HOSPITAL_NAME_MAX_LENGTH),
    urgency: z
      .string()
      .refine(isRequestUrgency, messageKey('createRequestFailed'))
      .transform((value) => value as RequestUrgency),
    /** yyyy-mm-dd, as a date input gives it: from today (India) up to the furthest allowed day. */
    date: z.string().refine((value) => isAllowedRequestDate(value), 'requestDateOutOfRange'),
    commit: z.boolean().refine((value) => value, validationKey('commitRequired')),
  })
  .transform(({ addressLine, district, state, commit: _commit, ...rest }) => ({
    ...rest,
    address: { addressLine, district, state },
  }));

export type RequestFormValues = z.input<typeof requestSchema>;
