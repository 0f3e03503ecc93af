import { isOfMinimumAge, isValidEmail, parseCalendarDate } from '@redhope/domain';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Thin class-validator wrappers around the rules in libs/domain, so client and server agree. */

export function IsCalendarDate(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDate', validator: { validate: (value) => typeof value === 'string' && parseCalendarDate(value) !== null } }, options);
}

export function IsOfMinimumAge(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isOfMinimumAge', validator: { validate: (value) => typeof value === 'string' && isOfMinimumAge(value) } }, options);
}

export function IsValidEmail(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isValidEmail', validator: { validate: (value) => isValidEmail(value) } }, options);
}

export const Trim = (): PropertyDecorator => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export const TrimLowerCase = (): PropertyDecorator =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
