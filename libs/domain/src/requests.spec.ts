import { isPastRequiredDate, maskEmail, maskPhone, todayInIndia } from './requests';

describe('requests', () => {
  it("takes today's date in India, not the server's or UTC's", () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India (UTC+05:30).
    expect(todayInIndia(new Date('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
    expect(todayInIndia(new Date('2025-12-31T18:29:00Z'))).toBe('2025-12-31');
    expect(todayInIndia(new Date('2026-03-05T00:00:00Z'))).toBe('2026-03-05');
  });

  it('is over only after its date has passed in India', () => {
    expect(isPastRequiredDate('2026-01-01', '2026-01-01')).toBe(false);
    expect(isPastRequiredDate('2026-01-01', '2026-01-02')).toBe(true);
    expect(isPastRequiredDate('2026-02-01', '2026-01-31')).toBe(false);
  });

  it('masks phone numbers, keeping only the last two digits', () => {
    expect(maskPhone('+919876543210')).toBe('+91 ••••••••10');
    expect(maskPhone('9876543210')).toBe('••••••••10');
    expect(maskPhone('+919876543210')).not.toMatch(/9876/);
  });

  it('masks e-mail addresses, keeping the first letter and the domain', () => {
    expect(maskEmail('asha.rao@example.com')).toBe('a•••@example.com');
    expect(maskEmail('x@y.in')).toBe('x•••@y.in');
    expect(maskEmail('broken')).toBe('•••');
  });
});
