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
import { validationKey } from '../../lib/i18n';
import { emailField, pincodeField } from '../../lib/schema-fields';

/** The first and last day a request may name (libs/domain, as the server counts). */
export { requestDateRange };

type RequiredField = 'applicant' | 'addressLine' | 'district' | 'state' | 'reason' | 'hospitalName';

// A required text of the request form: missing, it says what to enter; too long, that it is.
const required = (field: RequiredField, max: number, min = 1) => z.string().trim().min(min, `required.${field}`).max(max, 'tooLong');

/**
 * The request form (docs/product-rules.md, "Requests"), with the limits and checks of libs/domain
 * that the server applies. Its output is the mutation's input (the commit box stays here).
 */
export const requestSchema = z
  .object({
    applicant: required('applicant', APPLICANT_MAX_LENGTH, APPLICANT_MIN_LENGTH),
    email: emailField(),
    phoneNo: z
      .string()
      .trim()
      .refine((value) => normaliseIndianPhone(value) !== null, validationKey('phoneInvalid'))
      .transform((value) => normaliseIndianPhone(value) ?? value),
    addressLine: required('addressLine', ADDRESS_LINE_MAX_LENGTH),
    district: required('district', DISTRICT_MAX_LENGTH),
    state: required('state', STATE_MAX_LENGTH),
    pincode: pincodeField(),
    bloodGroup: z
      .string()
      .transform(normaliseBloodGroup)
      .pipe(z.string().min(1, validationKey('bloodGroupRequired')).refine(isBloodGroup, validationKey('bloodGroupInvalid'))),
    reason: required('reason', REASON_MAX_LENGTH),
    // What is needed: asked, never assumed (a "platelets low" request once went out as red cells).
    component: z
      .string()
      .refine(isRequestComponent, 'required.component')
      .transform((value) => value as RequestComponent),
    /** A select's value: '1' to '10'. */
    units: z
      .string()
      .transform(Number)
      .pipe(z.number().int().min(REQUEST_UNITS_MIN, 'required.units').max(REQUEST_UNITS_MAX, 'required.units')),
    hospitalName: required('hospitalName', HOSPITAL_NAME_MAX_LENGTH),
    urgency: z
      .string()
      .refine(isRequestUrgency, 'required.urgency')
      .transform((value) => value as RequestUrgency),
    /** yyyy-mm-dd, as a date input gives it: from today (India) up to the furthest allowed day. */
    date: z.string().refine((value) => isAllowedRequestDate(value), 'requestDateOutOfRange'),
    commit: z.boolean().refine((value) => value, 'required.commit'),
  })
  .transform(({ addressLine, district, state, commit: _commit, ...rest }) => ({
    ...rest,
    address: { addressLine, district, state },
  }));

export type RequestFormValues = z.input<typeof requestSchema>;
