import {
  lastDonationFacts,
  nextWholeBloodDateOf,
  DONATION_COMPONENTS,
  donationComponentFor,
  donationDateProblem,
  donationDayOf,
  donationGapDays,
  donationReminderAt,
  firstNameOf,
  mayDonateOn,
  nextEligibleDate,
  nextEligibleDateFor,
  nextEligibleDates,
  type DonationComponent,
} from './donations';
import type { DonorSex } from './eligibility';
import { renderNotification } from './notification-texts';
import { renderPush } from './push';

const SEXES: (DonorSex | null | undefined)[] = ['male', 'female', null, undefined];

describe('donationGapDays', () => {
  // Every pair of components for every sex (unknown: null and undefined alike).
  const expected = (previous: DonationComponent, next: DonationComponent, sex: DonorSex | null | undefined): number => {
    if (previous === 'WHOLE_BLOOD' && next === 'WHOLE_BLOOD') return sex === 'male' ? 90 : 120;
    if (previous !== 'WHOLE_BLOOD' && next !== 'WHOLE_BLOOD') return 2;
    return 28;
  };
  for (const sex of SEXES) {
    for (const previous of DONATION_COMPONENTS) {
      for (const next of DONATION_COMPONENTS) {
        it(`${previous} then ${next}, sex ${String(sex)}: ${expected(previous, next, sex)} days`, () => {
          expect(donationGapDays(previous, next, sex)).toBe(expected(previous, next, sex));
        });
      }
    }
  }
});

describe('nextEligibleDateFor', () => {
  it('is null with no donations (nothing in the record stops the donor)', () => {
    for (const component of DONATION_COMPONENTS) expect(nextEligibleDateFor(component, [])).toBeNull();
  });

  it('whole blood: 90 days for men, 120 for women and when the sex is unknown', () => {
    const record = [{ donatedOn: '2026-01-10', component: 'WHOLE_BLOOD' as const }];
    expect(nextEligibleDate(record, 'male')).toBe('2026-04-10');
    expect(nextEligibleDate(record, 'female')).toBe('2026-05-10');
    expect(nextEligibleDate(record, null)).toBe('2026-05-10');
    expect(nextEligibleDate(record)).toBe('2026-05-10');
  });

  it('counts across the end of February in a leap year and in a common year', () => {
    // 2028 is a leap year: 1 December 2027 + 90 days is 29 February 2028.
    expect(nextEligibleDate([{ donatedOn: '2027-12-01', component: 'WHOLE_BLOOD' }], 'male')).toBe('2028-02-29');
    expect(nextEligibleDate([{ donatedOn: '2026-12-01', component: 'WHOLE_BLOOD' }], 'male')).toBe('2027-03-01');
    expect(nextEligibleDate([{ donatedOn: '2027-11-01', component: 'WHOLE_BLOOD' }], 'female')).toBe('2028-02-29');
    // Across a year end, and from 29 February itself.
    expect(nextEligibleDate([{ donatedOn: '2028-02-29', component: 'WHOLE_BLOOD' }], 'male')).toBe('2028-05-29');
    expect(nextEligibleDate([{ donatedOn: '2026-10-15', component: 'WHOLE_BLOOD' }], 'female')).toBe('2027-02-12');
  });

  it('apheresis: 48 hours after an apheresis, 28 days after whole blood, at a month end', () => {
    expect(nextEligibleDateFor('PLATELETS', [{ donatedOn: '2026-01-30', component: 'PLATELETS' }])).toBe('2026-02-01');
    expect(nextEligibleDateFor('PLASMA', [{ donatedOn: '2028-02-28', component: 'PLATELETS' }])).toBe('2028-03-01');
    expect(nextEligibleDateFor('PLATELETS', [{ donatedOn: '2028-02-01', component: 'WHOLE_BLOOD' }])).toBe('2028-02-29');
    expect(nextEligibleDateFor('PLATELETS', [{ donatedOn: '2027-02-01', component: 'WHOLE_BLOOD' }])).toBe('2027-03-01');
    // Whole blood after apheresis: 28 days, whatever the sex.
    for (const sex of SEXES) expect(nextEligibleDateFor('WHOLE_BLOOD', [{ donatedOn: '2026-03-10', component: 'PLASMA' }], sex)).toBe('2026-04-07');
  });

  it('the latest bar wins: a whole-blood donation after an apheresis', () => {
    const record = [
      { donatedOn: '2026-01-01', component: 'PLATELETS' as const },
      { donatedOn: '2026-02-01', component: 'WHOLE_BLOOD' as const },
    ];
    expect(nextEligibleDates(record, 'male')).toEqual({ WHOLE_BLOOD: '2026-05-02', PLATELETS: '2026-03-01', PLASMA: '2026-03-01' });
  });

  it('keeps at most 2 apheresis donations in 7 days and 24 in a year', () => {
    const twoThisWeek = [
      { donatedOn: '2026-06-01', component: 'PLATELETS' as const },
      { donatedOn: '2026-06-03', component: 'PLATELETS' as const },
    ];
    // 48 hours after 3 June is 5 June, but 1 and 3 June are in that week: 8 June is the first free day.
    expect(nextEligibleDateFor('PLATELETS', twoThisWeek)).toBe('2026-06-08');
    const everyTwoWeeks = Array.from({ length: 24 }, (_, i) => ({ donatedOn: new Date(Date.UTC(2026, 0, 1 + 14 * i)).toISOString().slice(0, 10), component: 'PLATELETS' as const }));
    // 24 in the 365 days up to the last one: the next is when the first leaves the window.
    expect(nextEligibleDateFor('PLATELETS', everyTwoWeeks)).toBe('2027-01-01');
  });

  it('ignores an unreadable date', () => {
    expect(nextEligibleDate([{ donatedOn: '2026-02-30', component: 'WHOLE_BLOOD' }])).toBeNull();
  });

  it('mayDonateOn: from the eligible day on, not the day before', () => {
    const record = [{ donatedOn: '2026-01-10', component: 'WHOLE_BLOOD' as const }];
    expect(mayDonateOn('WHOLE_BLOOD', record, '2026-05-09')).toBe(false);
    expect(mayDonateOn('WHOLE_BLOOD', record, '2026-05-10')).toBe(true);
    expect(mayDonateOn('WHOLE_BLOOD', [], '2026-05-10')).toBe(true);
  });
});

describe("India's time zone", () => {
  it('a donation confirmed at 20:00 UTC on 31 January is on 1 February in India', () => {
    expect(donationDayOf(new Date('2026-01-31T20:00:00Z'))).toBe('2026-02-01');
    expect(donationDayOf(new Date('2026-01-31T18:29:59Z'))).toBe('2026-01-31');
    expect(donationDayOf(new Date('2028-02-28T18:30:00Z'))).toBe('2028-02-29');
  });

  it('the reminder for a day is sent at 09:00 in India (03:30 UTC)', () => {
    expect(donationReminderAt('2026-05-10').toISOString()).toBe('2026-05-10T03:30:00.000Z');
    expect(donationReminderAt('2028-02-29').toISOString()).toBe('2028-02-29T03:30:00.000Z');
  });

  it('a date entered by hand may be today in India, not tomorrow', () => {
    const today = donationDayOf(new Date('2026-12-31T19:00:00Z'));
    expect(today).toBe('2027-01-01');
    expect(donationDateProblem('2027-01-01', '1990-01-01', today)).toBeNull();
    expect(donationDateProblem('2027-01-02', '1990-01-01', today)).toBe('dateInFuture');
    expect(donationDateProblem('1989-12-31', '1990-01-01', today)).toBe('dateBeforeBirth');
    expect(donationDateProblem('2026-02-29', '1990-01-01', today)).toBe('dateRequired');
    expect(donationDateProblem('soon', '1990-01-01', today)).toBe('dateRequired');
  });
});

describe('nextWholeBloodDateOf (the profile, My donations, the reminder and the .ics)', () => {
  it('counts the last apheresis: 28 days after platelets, not the whole-blood gap of an older donation', () => {
    // Whole blood on 1 Jan (120 days: 1 May); platelets on 20 Apr (28 days: 18 May) wins.
    const profile = { lastDonationDate: '2026-01-01', lastApheresisAt: new Date('2026-04-20T12:00:00+05:30') };
    expect(nextWholeBloodDateOf(profile, '2026-04-21')).toBe('2026-05-18');
    expect(nextWholeBloodDateOf(profile, '2026-04-21')).toBe(nextEligibleDateFor('WHOLE_BLOOD', [{ donatedOn: '2026-01-01', component: 'WHOLE_BLOOD' }, { donatedOn: '2026-04-20', component: 'PLATELETS' }]));
    expect(nextWholeBloodDateOf({ lastApheresisAt: '2026-04-20T06:30:00.000Z' }, '2026-04-21')).toBe('2026-05-18');
    expect(nextWholeBloodDateOf({ lastDonationDate: '2026-01-01' }, '2026-04-21')).toBe('2026-05-01');
  });

  it("reads the apheresis instant's day in India (late evening UTC is the next day there)", () => {
    expect(lastDonationFacts({ lastApheresisAt: '2026-02-28T19:00:00.000Z' })).toEqual([{ donatedOn: '2026-03-01', component: 'PLATELETS' }]);
    expect(lastDonationFacts({ lastApheresisAt: 'not a date', lastDonationDate: null })).toEqual([]);
  });

  it('is null from that day on, and when nothing is known', () => {
    expect(nextWholeBloodDateOf({ lastApheresisAt: new Date('2026-04-20T12:00:00+05:30') }, '2026-05-18')).toBeNull();
    expect(nextWholeBloodDateOf({}, '2026-05-18')).toBeNull();
  });
});

describe('donationComponentFor', () => {
  it('platelets by apheresis; every other request is answered with whole blood', () => {
    expect(donationComponentFor('PLATELETS')).toBe('PLATELETS');
    for (const component of ['RED_CELLS', 'WHOLE_BLOOD', 'PLASMA', 'ANY_GROUP'] as const) expect(donationComponentFor(component)).toBe('WHOLE_BLOOD');
    expect(donationComponentFor(undefined)).toBe('WHOLE_BLOOD');
  });
});

describe('donation notifications', () => {
  it('thanks the donor by the patient first name and the date, in English and Hindi', () => {
    expect(firstNameOf('  Ravi Kumar Sharma ')).toBe('Ravi');
    const params = { patientFirstName: 'Ravi', donatedOn: '2026-11-26' };
    expect(renderNotification('donation-helped', params)).toEqual({
      title: 'Your donation helped',
      body: 'Your donation on 26/11/2026 helped Ravi. Thank you for giving blood!',
      actions: [{ name: 'My donations', navigate: '/profile/donations' }],
    });
    expect(renderPush('donation-helped', params, 'en').body).toBe(renderNotification('donation-helped', params).body);
    expect(renderPush('donation-helped', params, 'hi').body).toBe('26/11/2026 को आपके रक्तदान से Ravi की मदद हुई। रक्तदान के लिए धन्यवाद!');
  });

  it('reminds the donor of the day they may give again', () => {
    const params = { eligibleOn: '2027-03-01' };
    expect(renderPush('donation-reminder', params, 'en').body).toBe(renderNotification('donation-reminder', params).body);
    expect(renderPush('donation-reminder', params, 'hi').title).toBe('आप फिर से रक्तदान कर सकते हैं');
  });
});
