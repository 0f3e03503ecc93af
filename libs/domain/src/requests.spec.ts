import { REQUEST_MAX_DAYS_AHEAD } from './limits';
import { closedRequestOutcome, isAllowedRequestDate, isPastRequiredDate, maskEmail, maskPhone, requestDateRange, todayInIndia } from './requests';

describe('requests', () => {
  it('tells how a closed request ended: fulfilled, cancelled (even when its date has passed since), or expired (closed after its date, in India)', () => {
    const request = { isFulfilled: false, requiredBy: '2026-11-20' };
    expect(closedRequestOutcome({ ...request, isFulfilled: true, closedAt: '2026-11-25T10:00:00Z' })).toBe('FULFILLED');
    expect(closedRequestOutcome({ ...request, closedAt: '2026-11-18T10:00:00Z' }, new Date('2026-11-26T00:00:00Z'))).toBe('CANCELLED');
    // Cancelled late on its own day in India (18:00 UTC is 23:30 IST): still cancelled.
    expect(closedRequestOutcome({ ...request, closedAt: '2026-11-20T18:00:00Z' })).toBe('CANCELLED');
    // The expiry job after midnight in India (18:40 UTC is 00:10 IST the next day).
    expect(closedRequestOutcome({ ...request, closedAt: '2026-11-20T18:40:00Z' })).toBe('EXPIRED');
    expect(closedRequestOutcome({ ...request, closedAt: new Date('2026-11-22T03:00:00Z') })).toBe('EXPIRED');
    expect(closedRequestOutcome({ ...request, closedAt: null }, new Date('2026-11-21T03:00:00Z'))).toBe('EXPIRED');
    expect(closedRequestOutcome({ ...request, closedAt: null }, new Date('2026-11-19T03:00:00Z'))).toBe('CANCELLED');
  });

  it("takes today's date in India, not the server's or UTC's", () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India (UTC+05:30).
    expect(todayInIndia(new Date('2025-12-31T20:00:00Z'))).toBe('2026-01-01');
    expect(todayInIndia(new Date('2025-12-31T18:29:00Z'))).toBe('2025-12-31');
    expect(todayInIndia(new Date('2026-03-05T00:00:00Z'))).toBe('2026-03-05');
  });

  it("agrees with the time-zone database's Asia/Kolkata date around every midnight of two years", () => {
    const kolkata = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let day = 0; day < 730; day += 1) {
      // 18:29:59 and 18:30:00 UTC: one second either side of midnight in India.
      for (const ms of [Date.UTC(2025, 0, 1 + day, 18, 29, 59), Date.UTC(2025, 0, 1 + day, 18, 30, 0)]) {
        const now = new Date(ms);
        expect(todayInIndia(now)).toBe(kolkata.format(now));
      }
    }
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

  it(`allows a request date from today in India up to ${REQUEST_MAX_DAYS_AHEAD} days ahead`, () => {
    // 20:00 UTC on 31 Dec is 1 Jan in India.
    const now = new Date('2025-12-31T20:00:00Z');
    expect(requestDateRange(now)).toEqual({ min: '2026-01-01', max: '2026-04-01' });
    expect(isAllowedRequestDate('2026-01-01', now)).toBe(true);
    expect(isAllowedRequestDate('2026-04-01', now)).toBe(true);
    expect(isAllowedRequestDate('2025-12-31', now)).toBe(false);
    expect(isAllowedRequestDate('2026-04-02', now)).toBe(false);
    for (const bad of ['2026-02-30', '2026-1-05', '2026-01-05T00:00:00Z', 20260105, null]) expect(isAllowedRequestDate(bad, now)).toBe(false);
  });
});
