import { isValidEmail, isValidPincode, normaliseEmail, normaliseIndianMobile } from './contact';

describe('pincode', () => {
  it('is six digits that do not start with 0', () => {
    expect(isValidPincode('110001')).toBe(true);
    expect(isValidPincode('560034')).toBe(true);
    expect(isValidPincode('011001')).toBe(false);
    expect(isValidPincode('11000')).toBe(false);
    expect(isValidPincode('1100011')).toBe(false);
    expect(isValidPincode('11000a')).toBe(false);
    expect(isValidPincode(110001)).toBe(false);
  });
});

describe('mobile numbers', () => {
  it('normalises the common Indian spellings', () => {
    expect(normaliseIndianMobile('9876543210')).toBe('+919876543210');
    expect(normaliseIndianMobile('+91 98765 43210')).toBe('+919876543210');
    expect(normaliseIndianMobile('09876543210')).toBe('+919876543210');
    expect(normaliseIndianMobile('91-98765-43210')).toBe('+919876543210');
  });
  it('rejects numbers that are not Indian mobiles', () => {
    expect(normaliseIndianMobile('5876543210')).toBeNull();
    expect(normaliseIndianMobile('987654321')).toBeNull();
    expect(normaliseIndianMobile('+44 7911 123456')).toBeNull();
  });
});

describe('email', () => {
  it('normalises and checks shape', () => {
    expect(normaliseEmail('  Asha@Example.COM ')).toBe('asha@example.com');
    expect(isValidEmail('asha@example.com')).toBe(true);
    expect(isValidEmail('asha@example')).toBe(false);
    expect(isValidEmail('asha example@x.in')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
});
