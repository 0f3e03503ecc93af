import { EMAIL_MAX_LENGTH } from './limits';

/** An Indian pincode: six digits, never starting with 0. */
export function isValidPincode(value: unknown): boolean {
  return typeof value === 'string' && /^[1-9]\d{5}$/.test(value);
}

/**
 * Normalises an Indian mobile number to `+91XXXXXXXXXX`, accepting spaces, dashes and a
 * leading 0, 91 or +91. Returns null when it is not a ten-digit number starting with 6-9.
 */
export function normaliseIndianMobile(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

/**
 * Normalises an Indian phone number, mobile or landline, to `+91` and ten digits. A mobile is ten
 * digits starting with 6-9; a landline is its STD code and number, ten digits starting with 1-5
 * (`011 2345 6789` for Delhi), with or without the trunk 0. Accepts spaces, dashes, brackets and a
 * leading +91, 91 or 0. Returns null for anything else.
 */
export function normaliseIndianPhone(value: string): string | null {
  const digits = value.replace(/[\s\-()]/g, '');
  const match = /^(?:\+91|91)?0?([1-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}

/**
 * No spaces and none of the characters that only a quoted or a list of addresses holds (`, ; : < >
 * ( ) [ ] \ "`): a mailer reads `a,me@x.in` or `a<me@x.in>` as an address it delivers to `me@x.in`,
 * so one mailbox could confirm any number of accounts stored under other texts.
 */
const EMAIL = /^[^\s@,;:<>()[\]\\"]+@[^\s@,;:<>()[\]\\"]+\.[^\s@,;:<>()[\]\\"]+$/;

/** Trims and lower-cases an email address. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A pragmatic check (one @, a dot in the domain, no spaces, none of the list and quoting characters); the mailbox itself is the real test. */
export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
