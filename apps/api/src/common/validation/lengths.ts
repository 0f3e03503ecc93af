import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * The length of a text as Postgres counts it for `varchar(n)`: in characters (code points).
 * class-validator's own length rules (validator.js `isLength`) do not count the emoji presentation
 * selectors U+FE0E and U+FE0F, so "a" and 199 red hearts (❤️, two code points each) passed as 200
 * and failed the column's 200 as 399: a 500 instead of the field's message.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** At most `max` characters as the database counts them (drop-in for class-validator's MaxLength). */
export function MaxLength(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'maxLength', constraints: [max], validator: { validate: (value) => typeof value === 'string' && characterCount(value) <= max } }, options);
}

/** At least `min` characters (drop-in for class-validator's MinLength). */
export function MinLength(min: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'minLength', constraints: [min], validator: { validate: (value) => typeof value === 'string' && characterCount(value) >= min } }, options);
}

/** From `min` to `max` characters (drop-in for class-validator's Length). */
export function Length(min: number, max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isLength',
      constraints: [min, max],
      validator: {
        validate: (value) => {
          if (typeof value !== 'string') return false;
          const count = characterCount(value);
          return count >= min && count <= max;
        },
      },
    },
    options,
  );
}
