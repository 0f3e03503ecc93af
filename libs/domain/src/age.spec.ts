import { addDays, addYears, ageInYears, displayCalendarDate, isOfMinimumAge, parseCalendarDate, upcomingDateRange } from './age';

describe('age rule', () => {
  it('counts completed years', () => {
    expect(ageInYears('2000-06-15', '2026-06-14')).toBe(25);
    expect(ageInYears('2000-06-15', '2026-06-15')).toBe(26);
    expect(ageInYears('2000-06-15', '2026-12-31')).toBe(26);
  });

  it('is 18 on the eighteenth birthday, not the day before', () => {
    expect(isOfMinimumAge('2008-11-22', '2026-11-22')).toBe(true);
    expect(isOfMinimumAge('2008-11-23', '2026-11-22')).toBe(false);
    expect(isOfMinimumAge('2009-01-01', '2026-11-22')).toBe(false);
  });

  it("counts by India's day when no date is given: at 19:00 UTC on the 22nd it is already the 23rd there", () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T19:00:00Z') });
    try {
      expect(isOfMinimumAge('2008-11-23')).toBe(true);
      expect(isOfMinimumAge('2008-11-24')).toBe(false);
      expect(ageInYears('2000-11-23')).toBe(26);
    } finally {
      jest.useRealTimers();
    }
    jest.useFakeTimers({ now: new Date('2026-11-22T18:29:00Z') });
    try {
      expect(isOfMinimumAge('2008-11-23')).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('treats 29 February birthdays as turning on 1 March in common years', () => {
    expect(ageInYears('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageInYears('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('accepts Date objects and ISO timestamps', () => {
    expect(ageInYears(new Date(Date.UTC(1990, 0, 1)), new Date(Date.UTC(2026, 0, 1)))).toBe(36);
    expect(ageInYears('1990-01-01T00:00:00.000Z', '2025-12-31')).toBe(35);
  });

  it('rejects impossible or malformed dates', () => {
    expect(parseCalendarDate('2001-02-29')).toBeNull();
    expect(parseCalendarDate('2001-13-01')).toBeNull();
    expect(parseCalendarDate('01/02/2001')).toBeNull();
    expect(ageInYears('nonsense', '2026-01-01')).toBeNull();
    expect(isOfMinimumAge('', '2026-01-01')).toBe(false);
    expect(isOfMinimumAge(new Date('x'), '2026-01-01')).toBe(false);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days, and subtracts them', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 90)).toBe('2027-03-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays(new Date(Date.UTC(2026, 4, 10)), 0)).toBe('2026-05-10');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('adds years, 29 February becoming 28 February in a common year', () => {
    expect(addYears('2026-06-15', -66)).toBe('1960-06-15');
    expect(addYears('2028-02-29', -66)).toBe('1962-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
    // The last birth date of someone who is n today: the day after it, they are n - 1.
    const today = '2028-02-29';
    expect(ageInYears(addYears(today, -66), today)).toBe(66);
    expect(ageInYears(addDays(addYears(today, -66), 1), today)).toBe(65);
  });

  it('gives the range of an upcoming date', () => {
    expect(upcomingDateRange('2026-11-25', 90)).toEqual({ min: '2026-11-25', max: '2027-02-23' });
  });
});

describe('dates as the product shows them', () => {
  it('shows a calendar date as dd/mm/yyyy, as written, and nothing for an impossible one', () => {
    expect(displayCalendarDate('2026-12-03')).toBe('03/12/2026');
    expect(displayCalendarDate('2028-02-29')).toBe('29/02/2028');
    expect(displayCalendarDate('2026-11-28T23:30:00.000Z')).toBe('28/11/2026');
    expect(displayCalendarDate('2027-02-29')).toBe('');
    expect(displayCalendarDate('soon')).toBe('');
  });
});
