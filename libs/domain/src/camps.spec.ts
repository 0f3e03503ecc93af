import { campDonationOpen, campHasEnded, campReminderAt, takesRsvps, timeInIndia } from './camps';

describe('camps', () => {
  it('opens "I donated here" on the camp\'s day in India, not before', () => {
    const camp = new Date('2026-03-10T04:30:00.000Z'); // 10:00 in India on 10 March
    expect(campDonationOpen(camp, new Date('2026-03-09T18:29:59.000Z'))).toBe(false); // 23:59:59 on the 9th in India
    expect(campDonationOpen(camp, new Date('2026-03-09T18:30:00.000Z'))).toBe(true); // midnight of the 10th in India
    expect(campDonationOpen(camp, new Date('2026-04-01T00:00:00.000Z'))).toBe(true);
  });

  it('takes RSVPs for blood-donation camps only', () => {
    expect(takesRsvps('Blood donation camp')).toBe(true);
    expect(takesRsvps('Eye check up camp')).toBe(false);
  });

  it('ends a camp when its day in India is over', () => {
    // 23:00 on 31 January in India.
    const startsAt = new Date('2027-01-31T17:30:00Z');
    expect(campHasEnded(startsAt, new Date('2027-01-31T18:29:59Z'))).toBe(false);
    expect(campHasEnded(startsAt, new Date('2027-01-31T18:30:00Z'))).toBe(true);
  });

  it("reminds at 09:00 India time the day before, across a month's and a leap year's boundary", () => {
    // 10:00 on 1 March 2028 in India: the day before is 29 February.
    expect(campReminderAt(new Date('2028-03-01T04:30:00Z')).toISOString()).toBe('2028-02-29T03:30:00.000Z');
    // 02:00 on 1 January in India is still 31 December in UTC: the day before is 31 December in India.
    expect(campReminderAt(new Date('2026-12-31T20:30:00Z')).toISOString()).toBe('2026-12-31T03:30:00.000Z');
  });

  it("says India's time of day", () => expect(timeInIndia(new Date('2026-12-31T20:30:00Z'))).toBe('02:00'));
});
