import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored phone number (`+91` and ten digits) as people read it: `+91 98110 22334`, a landline
 * `+91 20 2456 7890` (libphonenumber-js's international format). Anything it cannot read, such as
 * a masked number (`+91 ••••••••45`), is shown as it is. Storage and `tel:` links keep the stored form.
 */
export function formatPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored, 'IN');
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}
