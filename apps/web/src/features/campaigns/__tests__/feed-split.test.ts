import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { splitByToday } from '../feed-split';

/**
 * The split runs in the viewer's local time zone. Each case names its zone explicitly (TZ is read
 * by Node on every Date operation), so the result does not depend on the machine running it.
 */
const ZONES = ['Asia/Kolkata', 'America/New_York', 'Pacific/Auckland'] as const;

describe.each(ZONES)("'Today's Camps' / 'Other Camps' in %s", (zone) => {
  let previous: string | undefined;
  beforeEach(() => {
    previous = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  const at = (day: number, hours: number, minutes = 0) => new Date(2030, 0, day, hours, minutes).toISOString();

  it('puts a camp at 23:30 local time today under today, and one at 00:30 tomorrow under the rest', () => {
    const now = new Date(2030, 0, 15, 9, 0);
    const late = { id: 'late', date: at(15, 23, 30) };
    const tomorrow = { id: 'tomorrow', date: at(16, 0, 30) };
    const split = splitByToday([late, tomorrow], now);
    expect(split.today.map((camp) => camp.id)).toEqual(['late']);
    expect(split.other.map((camp) => camp.id)).toEqual(['tomorrow']);
  });

  it('uses the local calendar date, not the UTC one', () => {
    // Early in the morning locally: in zones east of UTC it is still yesterday in UTC.
    const now = new Date(2030, 0, 15, 0, 15);
    const early = { id: 'early', date: at(15, 0, 45) };
    const yesterdayLate = { id: 'yesterday', date: at(14, 23, 30) };
    const split = splitByToday([yesterdayLate, early], now);
    expect(split.today.map((camp) => camp.id)).toEqual(['early']);
    expect(split.other.map((camp) => camp.id)).toEqual(['yesterday']);
  });

  it('keeps the feed order within each part and an empty part empty', () => {
    const now = new Date(2030, 0, 15, 9, 0);
    const camps = [
      { id: 'a', date: at(17, 10) },
      { id: 'b', date: at(18, 10) },
    ];
    expect(splitByToday(camps, now)).toEqual({ today: [], other: camps });
    expect(splitByToday([], now)).toEqual({ today: [], other: [] });
  });
});

describe('the zones above really differ from UTC at 23:30', () => {
  it('23:30 in New York is the next day in UTC, 00:30 in Kolkata the previous one', () => {
    const previous = process.env.TZ;
    try {
      process.env.TZ = 'America/New_York';
      expect(new Date(2030, 0, 15, 23, 30).toISOString().slice(0, 10)).toBe('2030-01-16');
      process.env.TZ = 'Asia/Kolkata';
      expect(new Date(2030, 0, 15, 0, 30).toISOString().slice(0, 10)).toBe('2030-01-14');
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });
});
