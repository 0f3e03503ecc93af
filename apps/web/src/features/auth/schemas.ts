import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  isOfMinimumAge,
  normaliseEmail,
  parseCalendarDate,
} from '@redhope/domain';
import { z } from 'zod';
import { validationKey } from '../../lib/i18n';
import { emailField } from '../../lib/schema-fields';

/**
 * The auth forms' rules: SPEC section 5 with the limits, checks and email normalisation of
 * libs/domain, the same ones the server applies. Each field shows its first failing rule.
 */

/** Login: both fields are required, as on the server. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, validationKey('loginFieldsRequired')).transform(normaliseEmail),
  password: z.string().min(1, validationKey('loginFieldsRequired')),
});

export const signupSchema = z.object({
  userName: z
    .string()
    .trim()
    .min(USERNAME_MIN_LENGTH, validationKey('signupUserName'))
    .max(USERNAME_MAX_LENGTH, validationKey('userNameTooLong')),
  email: emailField(),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, validationKey('signupPassword'))
    .max(PASSWORD_MAX_LENGTH, validationKey('passwordTooLong')),
  /** yyyy-mm-dd, as a date input gives it. */
  dateOfBirth: z
    .string()
    .refine((value) => parseCalendarDate(value) !== null, { error: validationKey('dateOfBirthRequired'), abort: true })
    .refine((value) => isOfMinimumAge(value), validationKey('signupAge')),
});

/** "Forgot password": the account's address. */
export const forgotPasswordSchema = z.object({ email: emailField() });

/** A reset link's new password: the sign-up rules. */
export const resetPasswordSchema = z.object({
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, validationKey('newPasswordLength'))
    .max(PASSWORD_MAX_LENGTH, validationKey('passwordTooLong')),
});
