import { EMAIL_MAX_LENGTH, isValidEmail, isValidPincode, normaliseEmail } from '@redhope/domain';
import { z } from 'zod';
import { validationKey } from './i18n';

/**
 * Fields several forms share, with the rules and normalisation of libs/domain that the server
 * applies. Each shows its first failing rule.
 */

/** An email address as the server takes it: normalised, required, at most EMAIL_MAX_LENGTH, well formed. */
export const emailField = () =>
  z
    .string()
    .transform(normaliseEmail)
    .pipe(
      z
        .string()
        .min(1, validationKey('emailRequired'))
        .max(EMAIL_MAX_LENGTH, validationKey('emailInvalid'))
        .refine(isValidEmail, validationKey('emailInvalid')),
    );

/** A six-digit Indian pincode, not starting with 0. */
export const pincodeField = () => z.string().trim().refine(isValidPincode, validationKey('pincodeInvalid'));
