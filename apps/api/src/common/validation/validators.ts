import { applyDecorators } from '@nestjs/common';
import {
  EMAIL_MAX_LENGTH,
  VALIDATION_MESSAGES as M,
  isAllowedRequestDate,
  isBloodGroup,
  isOfMinimumAge,
  isValidEmail,
  isValidPincode,
  isVisibleName,
  isVisibleText,
  normaliseName,
  INPUT_MESSAGES,
  normaliseBloodGroup,
  normaliseIndianPhone,
  parseCalendarDate,
  todayInIndia,
} from '@redhope/domain';
import { Transform } from 'class-transformer';
import { IsNotEmpty, ValidateBy, type ValidationOptions } from 'class-validator';
import { MaxLength } from './lengths';

/** Thin class-validator wrappers around the rules in libs/domain, so client and server agree. */

/** Exactly `yyyy-mm-dd`, a day that exists (after CalendarDateText, which turns a timestamp into one). */
export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDate', validator: { validate: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseCalendarDate(value) !== null } }, options);
}

export function IsOfMinimumAge(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isOfMinimumAge', validator: { validate: (value) => typeof value === 'string' && isOfMinimumAge(value) } }, options);
}

export function IsValidEmail(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isValidEmail', validator: { validate: (value) => isValidEmail(value) } }, options);
}

/**
 * A name people will read (a user's, an applicant's, a campaign's title): NFC and trimmed, then,
 * after the field's own rules, visible characters only (INPUT_MESSAGES.invisibleCharacters).
 */
export const NameText = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' ? normaliseName(value) : value));

export function IsVisibleName(options: ValidationOptions = { message: INPUT_MESSAGES.invisibleCharacters }): PropertyDecorator {
  // Another rule speaks for a missing or empty value.
  return ValidateBy({ name: 'isVisibleName', validator: { validate: (value) => typeof value !== 'string' || value === '' || isVisibleName(value) } }, options);
}

/** Free text (addresses, a reason, a hospital, a description): visible, with a letter or digit (libs/domain isVisibleText). */
export function IsVisibleText(options: ValidationOptions = { message: INPUT_MESSAGES.invisibleCharacters }): PropertyDecorator {
  // Another rule speaks for a missing or empty value.
  return ValidateBy({ name: 'isVisibleText', validator: { validate: (value) => typeof value !== 'string' || value === '' || isVisibleText(value) } }, options);
}

export const Trim = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const TrimLowerCase = (): PropertyDecorator =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/**
 * An email address field of any form: trimmed and lower-cased, required, well formed, at most
 * EMAIL_MAX_LENGTH, with the product's texts. Listed last rule first, as stacked decorators
 * register, so the first rule a value fails is the one reported.
 */
export const EmailAddress = (): PropertyDecorator =>
  applyDecorators(MaxLength(EMAIL_MAX_LENGTH, { message: M.emailInvalid }), IsValidEmail({ message: M.emailInvalid }), IsNotEmpty({ message: M.emailRequired }), TrimLowerCase());

export function IsPincode(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isPincode', validator: { validate: (value) => isValidPincode(value) } }, options);
}

/** A six-digit pincode; a number is read as its digits (some clients send `560034` unquoted). */
export const PincodeText = (): PropertyDecorator =>
  Transform(({ value }) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : value));

/** Normalises an Indian phone number to `+91XXXXXXXXXX`; anything else stays as sent and fails IsIndianPhone. */
export const IndianPhoneText = (): PropertyDecorator =>
  Transform(({ value }) => (typeof value === 'string' ? (normaliseIndianPhone(value) ?? value) : value));

export function IsIndianPhone(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isIndianPhone', validator: { validate: (value) => typeof value === 'string' && /^\+91[1-9]\d{9}$/.test(value) } }, options);
}

/** Trims and upper-cases (`" b+ "` is `B+`). */
export const BloodGroupText = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' ? normaliseBloodGroup(value) : value));

export function IsBloodGroup(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isBloodGroup', validator: { validate: (value) => isBloodGroup(value) } }, options);
}

/** An ISO timestamp with its offset (`Z`, `+05:30`): an instant, whose day is read in India. */
const ZONED_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
/** An ISO timestamp without an offset: a local time, whose date part is the day meant. */
const LOCAL_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/;

/**
 * The calendar day a client meant, from a day or a timestamp (clients that hold dates as Date
 * objects send them as ISO timestamps):
 * - a timestamp with an offset is an instant, read as a day in India (a phone in India sends its
 *   midnight of 1 December as `2026-11-30T18:30:00.000Z`: that is 1 December);
 * - a timestamp without one keeps its date part;
 * - anything else is left as sent, for IsCalendarDate to refuse.
 */
export const CalendarDateText = (): PropertyDecorator =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    if (ZONED_TIMESTAMP.test(value)) {
      const ms = Date.parse(value);
      return Number.isFinite(ms) && parseCalendarDate(value.slice(0, 10)) ? todayInIndia(new Date(ms)) : value;
    }
    return LOCAL_TIMESTAMP.test(value) ? value.slice(0, 10) : value;
  });

/** A request's date: a `yyyy-mm-dd` day from today (in India) up to REQUEST_MAX_DAYS_AHEAD days later (libs/domain). */
export function IsAllowedRequestDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isAllowedRequestDate', validator: { validate: (value) => isAllowedRequestDate(value) } }, options);
}
