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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trims and lower-cases an email address. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A pragmatic check (one @, a dot in the domain, no spaces); the mailbox itself is the real test. */
export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
