import { isValidEmail, isValidPincode, normaliseEmail, normaliseIndianMobile, normaliseIndianPhone } from './contact';

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

describe('phone numbers (mobile or landline)', () => {
  it('accepts mobiles and landlines with their STD code', () => {
    expect(normaliseIndianPhone('+91 98765 43210')).toBe('+919876543210');
    expect(normaliseIndianPhone('011-2345-6789')).toBe('+911123456789');
    expect(normaliseIndianPhone('(080) 2345 6789')).toBe('+918023456789');
    expect(normaliseIndianPhone('+91 80 2345 6789')).toBe('+918023456789');
  });
  it('rejects what cannot be dialled in India', () => {
    expect(normaliseIndianPhone('0123456789')).toBeNull();
    expect(normaliseIndianPhone('12345')).toBeNull();
    expect(normaliseIndianPhone('+44 7911 123456')).toBeNull();
    expect(normaliseIndianPhone('98765abcde')).toBeNull();
  });
});

describe('email', () => {
  it('normalises and checks shape', () => {
    expect(normaliseEmail('  Asha@Example.COM ')).toBe('asha@example.com');
    expect(isValidEmail('asha@example.com')).toBe(true);
    expect(isValidEmail('asha@example')).toBe(false);
    // What a mailer reads as a list, a display name or a quoted part: delivered to another mailbox.
    for (const address of ['x,victim@c.in', 'x<victim@c.in', 'x;victim@c.in', '"x"@c.in', 'a(b)@c.in', 'a@[1.2.3.4]', 'a\\b@c.in', 'a:b@c.in', 'a@b.in>']) expect({ address, ok: isValidEmail(address) }).toEqual({ address, ok: false });
    for (const address of ['asha.k+blood@example.co.in', "o'brien@example.com", 'a_b-c@sub.example.org']) expect({ address, ok: isValidEmail(address) }).toEqual({ address, ok: true });
    expect(isValidEmail('asha example@x.in')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });
});
