import { describe, expect, it } from 'vitest';
import { formatPhone } from '../phone';

describe('formatPhone', () => {
  it('groups a stored Indian mobile or landline number for reading', () => {
    expect(formatPhone('+919811022334')).toBe('+91 98110 22334');
    expect(formatPhone('+912024567890')).toBe('+91 20 2456 7890');
  });

  it('leaves what it cannot read as it is: a masked number, an empty one', () => {
    expect(formatPhone('+91 ••••••••45')).toBe('+91 ••••••••45');
    expect(formatPhone('')).toBe('');
  });
});
