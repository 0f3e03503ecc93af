import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, todayIsoDate } from '../dates';

describe('dates', () => {
  it('shows calendar dates as dd/mm/yyyy without a time zone shift', () => {
    expect(formatDate('2000-01-05')).toBe('05/01/2000');
    expect(formatDate('1995-12-31')).toBe('31/12/1995');
  });

  it('shows timestamps in local time', () => {
    expect(formatDate(new Date(2025, 3, 18, 23, 59))).toBe('18/04/2025');
    expect(formatTime(new Date(2025, 3, 18, 7, 5))).toBe('07:05');
    expect(formatTime(new Date(2025, 3, 18, 19, 30))).toBe('19:30');
  });

  it('gives nothing for invalid input', () => {
    expect(formatDate('2001-02-29')).toBe('');
    expect(formatDate('nonsense')).toBe('');
    expect(formatTime('nonsense')).toBe('');
  });

  it('gives today for date inputs', () => {
    expect(todayIsoDate(new Date(2026, 0, 9))).toBe('2026-01-09');
  });
});
