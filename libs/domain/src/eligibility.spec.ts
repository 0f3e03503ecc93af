import {
  APHERESIS_MAX_PER_YEAR,
  apheresisIneligibilityReasons,
  apheresisLimitsFrom,
  canDonateApheresisAt,
  canDonateFor,
  donorSearchBounds,
  canDonateOn,
  deferralEndDate,
  hasEnoughHaemoglobin,
  ineligibilityReasons,
  isWithinProcessingFeeCap,
  nextDonationDate,
  wholeBloodGapDays,
  wholeBloodVolumeMlFor,
  type DonorFacts,
} from './eligibility';

const ON = '2026-06-15';
/** Born so that the donor is `years` old on ON (birthday that day). */
const bornYearsBefore = (years: number) => `${2026 - years}-06-15`;
const adult: DonorFacts = { dateOfBirth: bornYearsBefore(30) };

describe('whole-blood donation gap', () => {
  it('is 90 days for men, 120 for women, and 120 when the sex is not known', () => {
    expect(wholeBloodGapDays('male')).toBe(90);
    expect(wholeBloodGapDays('female')).toBe(120);
    expect(wholeBloodGapDays()).toBe(120);
    expect(wholeBloodGapDays(null)).toBe(120);
  });

  it('gives the first day of the next donation, across month and leap-year ends', () => {
    expect(nextDonationDate('2026-01-01', 'male')).toBe('2026-04-01');
    expect(nextDonationDate('2026-01-01', 'female')).toBe('2026-05-01');
    expect(nextDonationDate('2026-01-01')).toBe('2026-05-01');
    expect(nextDonationDate('2027-12-15', 'male')).toBe('2028-03-14');
    expect(nextDonationDate('2028-01-15', 'male')).toBe('2028-04-14'); // 2028 is a leap year
    expect(nextDonationDate(new Date(Date.UTC(2026, 0, 1, 23, 30)), 'male')).toBe('2026-04-01');
  });

  it('returns null for a date that is not a date', () => {
    expect(nextDonationDate('2026-02-30', 'male')).toBeNull();
    expect(nextDonationDate('yesterday')).toBeNull();
  });

  it('lets a man donate on day 90 and not on day 89', () => {
    const donor: DonorFacts = { ...adult, sex: 'male', lastDonation: '2026-03-17' };
    expect(canDonateOn(donor, '2026-06-14')).toBe(false);
    expect(ineligibilityReasons(donor, '2026-06-14')).toEqual(['donated-recently']);
    expect(canDonateOn(donor, '2026-06-15')).toBe(true);
  });

  it('makes a woman, or a donor whose sex is unknown, wait 120 days', () => {
    for (const sex of ['female', undefined, null] as const) {
      const donor: DonorFacts = { ...adult, sex, lastDonation: '2026-02-15' };
      expect(canDonateOn(donor, '2026-06-14')).toBe(false);
      expect(canDonateOn(donor, '2026-06-15')).toBe(true);
    }
  });

  it('refuses a recorded donation in the future or an unreadable one', () => {
    expect(ineligibilityReasons({ ...adult, sex: 'male', lastDonation: '2026-07-01' }, ON)).toEqual(['donated-recently']);
    expect(ineligibilityReasons({ ...adult, lastDonation: '15/06/2026' }, ON)).toEqual(['invalid-date']);
  });
});

describe('donor age', () => {
  it('starts on the eighteenth birthday', () => {
    expect(ineligibilityReasons({ dateOfBirth: '2008-06-16' }, ON)).toEqual(['too-young']);
    expect(canDonateOn({ dateOfBirth: '2008-06-15' }, ON)).toBe(true);
  });

  it('allows a returning donor until the sixty-sixth birthday', () => {
    const returning = { hasDonatedBefore: true };
    expect(canDonateOn({ dateOfBirth: '1960-06-16', ...returning }, ON)).toBe(true); // 65
    expect(ineligibilityReasons({ dateOfBirth: '1960-06-15', ...returning }, ON)).toEqual(['too-old']); // 66
  });

  it('allows a first donation only up to 60', () => {
    expect(canDonateOn({ dateOfBirth: '1965-06-16' }, ON)).toBe(true); // 60
    expect(ineligibilityReasons({ dateOfBirth: '1965-06-15' }, ON)).toEqual(['too-old-for-first-donation']); // 61
  });

  it('treats a donor with a known last donation as returning, and one without as first-time', () => {
    const sixtyThree = bornYearsBefore(63);
    expect(canDonateOn({ dateOfBirth: sixtyThree, sex: 'male', lastDonation: '2025-01-01' }, ON)).toBe(true);
    expect(canDonateOn({ dateOfBirth: sixtyThree }, ON)).toBe(false);
    expect(canDonateOn({ dateOfBirth: sixtyThree, hasDonatedBefore: true }, ON)).toBe(true);
  });

  it('counts a platelet donor as returning: someone who gave by apheresis before 60 may give whole blood at 63', () => {
    const sixtyThree = bornYearsBefore(63);
    expect(canDonateOn({ dateOfBirth: sixtyThree, lastApheresisAt: '2025-01-10T09:00:00+05:30' }, ON)).toBe(true);
  });

  it('is not eligible when the birth date or the day is not a date', () => {
    expect(ineligibilityReasons({ dateOfBirth: 'unknown' }, ON)).toEqual(['invalid-date']);
    expect(ineligibilityReasons(adult, 'not a day')).toEqual(['invalid-date']);
  });
});

describe('deferrals', () => {
  it('lasts 12 months after childbirth, 6 after an abortion, 3 after malaria, 6 after dengue, 6 or 12 after surgery', () => {
    expect(deferralEndDate('childbirth', '2026-01-10')).toBe('2027-01-10');
    expect(deferralEndDate('abortion', '2026-01-10')).toBe('2026-07-10');
    expect(deferralEndDate('malaria', '2026-01-10')).toBe('2026-04-10');
    expect(deferralEndDate('dengue', '2026-01-10')).toBe('2026-07-10');
    expect(deferralEndDate('minorSurgery', '2026-01-10')).toBe('2026-07-10');
    expect(deferralEndDate('majorSurgery', '2026-01-10')).toBe('2027-01-10');
  });

  it('ends on the last day of a shorter month', () => {
    expect(deferralEndDate('abortion', '2025-08-31')).toBe('2026-02-28');
    expect(deferralEndDate('abortion', '2027-08-31')).toBe('2028-02-29');
    expect(deferralEndDate('malaria', '2026-11-30')).toBe('2027-02-28');
    expect(deferralEndDate('malaria', 'nope')).toBeNull();
  });

  it('keeps a donor out until the deferral ends', () => {
    const donor: DonorFacts = { ...adult, deferrals: [{ reason: 'dengue', since: '2025-12-15' }] };
    expect(ineligibilityReasons(donor, '2026-06-14')).toEqual(['deferred']);
    expect(canDonateOn(donor, '2026-06-15')).toBe(true);
  });

  it('keeps a donor out while breastfeeding, and lists every reason once', () => {
    const donor: DonorFacts = {
      dateOfBirth: bornYearsBefore(17),
      breastfeeding: true,
      deferrals: [
        { reason: 'malaria', since: '2026-05-01' },
        { reason: 'minorSurgery', since: '2026-04-01' },
      ],
    };
    expect(ineligibilityReasons(donor, ON)).toEqual(['too-young', 'deferred', 'breastfeeding']);
    expect(canDonateOn({ ...adult, breastfeeding: false }, ON)).toBe(true);
  });
});

describe('weight, haemoglobin, apheresis and fees', () => {
  it('allows 350 mL from 45 kg and 450 mL only above 55 kg', () => {
    expect(wholeBloodVolumeMlFor(44.9)).toBeNull();
    expect(wholeBloodVolumeMlFor(45)).toBe(350);
    expect(wholeBloodVolumeMlFor(55)).toBe(350);
    expect(wholeBloodVolumeMlFor(55.1)).toBe(450);
    expect(wholeBloodVolumeMlFor(Number.NaN)).toBeNull();
  });

  it('gives no whole blood under a recorded 45 kg (an unknown weight passes: the centre weighs)', () => {
    const donor = { dateOfBirth: '1990-01-01', hasDonatedBefore: true };
    expect(ineligibilityReasons({ ...donor, weightKg: 44.9 }, '2026-06-15')).toEqual(['too-light']);
    expect(ineligibilityReasons({ ...donor, weightKg: 45 }, '2026-06-15')).toEqual([]);
    expect(ineligibilityReasons({ ...donor, weightKg: null }, '2026-06-15')).toEqual([]);
    expect(canDonateFor('RED_CELLS', { ...donor, weightKg: 40 }, new Date('2026-06-15T10:00:00+05:30'))).toBe(false);
  });

  it('reads "today" as the day in India by default: 20:00 UTC on 30 April is 1 May there', () => {
    jest.useFakeTimers({ now: new Date('2026-04-30T20:00:00Z') });
    try {
      expect(canDonateOn({ dateOfBirth: '1990-01-01', sex: 'male', lastDonation: '2026-01-31' })).toBe(true);
      expect(canDonateOn({ dateOfBirth: '1990-01-01', sex: 'male', lastDonation: '2026-02-01' })).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('needs haemoglobin of at least 12.5 g/dL', () => {
    expect(hasEnoughHaemoglobin(12.4)).toBe(false);
    expect(hasEnoughHaemoglobin(12.5)).toBe(true);
    expect(hasEnoughHaemoglobin(Number.NaN)).toBe(false);
  });

  it('keeps apheresis donations 48 hours apart', () => {
    const at = new Date('2026-06-15T10:00:00Z');
    expect(canDonateApheresisAt(at, [])).toBe(true);
    expect(canDonateApheresisAt(at, [new Date('2026-06-13T10:00:00Z')])).toBe(true);
    expect(canDonateApheresisAt(at, [new Date('2026-06-13T10:00:01Z')])).toBe(false);
    expect(canDonateApheresisAt(at, [new Date('2026-06-16T10:00:00Z')])).toBe(false);
    expect(canDonateApheresisAt(new Date('x'), [])).toBe(false);
  });

  it('allows at most 24 apheresis donations in any 365 days', () => {
    const at = new Date('2026-06-15T10:00:00Z');
    const weeksAgo = (count: number) => Array.from({ length: count }, (_, i) => new Date(at.getTime() - (i + 1) * 14 * 86_400_000));
    expect(canDonateApheresisAt(at, weeksAgo(APHERESIS_MAX_PER_YEAR - 1))).toBe(true);
    expect(canDonateApheresisAt(at, weeksAgo(APHERESIS_MAX_PER_YEAR))).toBe(false);
    // Older than a year: no longer counted.
    const old = weeksAgo(APHERESIS_MAX_PER_YEAR).map((date) => new Date(date.getTime() - 365 * 86_400_000));
    expect(canDonateApheresisAt(at, old)).toBe(true);
  });

  it('caps processing fees at Rs 1,550 for whole blood and red cells, Rs 400 for plasma and platelets', () => {
    expect(isWithinProcessingFeeCap('wholeBlood', 1550)).toBe(true);
    expect(isWithinProcessingFeeCap('packedRedCells', 1551)).toBe(false);
    expect(isWithinProcessingFeeCap('plasma', 400)).toBe(true);
    expect(isWithinProcessingFeeCap('platelets', 401)).toBe(false);
    expect(isWithinProcessingFeeCap('plasma', -1)).toBe(false);
  });
});

describe('apheresis history', () => {
  it('allows at most 2 in any 7 days', () => {
    const at = new Date('2026-06-15T10:00:00Z');
    const daysBefore = (days: number) => new Date(at.getTime() - days * 86_400_000);
    expect(canDonateApheresisAt(at, [daysBefore(3)])).toBe(true);
    expect(canDonateApheresisAt(at, [daysBefore(3), daysBefore(6)])).toBe(false);
    expect(canDonateApheresisAt(at, [daysBefore(3), daysBefore(7)])).toBe(true);
  });
});

describe('apheresis donors (platelets)', () => {
  // 10:00 in India on ON.
  const AT = new Date('2026-06-15T10:00:00+05:30');
  const hoursBefore = (hours: number) => new Date(AT.getTime() - hours * 3_600_000);
  const donor = (facts: Partial<DonorFacts> = {}): DonorFacts => ({ dateOfBirth: bornYearsBefore(30), ...facts });

  it('are 18 to 60 years old', () => {
    expect(apheresisIneligibilityReasons(donor({ dateOfBirth: bornYearsBefore(18) }), AT)).toEqual([]);
    expect(apheresisIneligibilityReasons(donor({ dateOfBirth: '2008-06-16' }), AT)).toEqual(['too-young']);
    expect(apheresisIneligibilityReasons(donor({ dateOfBirth: '1965-06-16', lastDonation: '2025-01-01' }), AT)).toEqual([]); // 60
    expect(apheresisIneligibilityReasons(donor({ dateOfBirth: bornYearsBefore(61), lastDonation: '2025-01-01' }), AT)).toEqual(['too-old']);
    // 61 may still give whole blood as a returning donor, not apheresis.
    expect(canDonateOn(donor({ dateOfBirth: bornYearsBefore(61), lastDonation: '2025-01-01' }), ON)).toBe(true);
  });

  it('weigh at least 50 kg when their weight is known', () => {
    expect(apheresisIneligibilityReasons(donor({ weightKg: 50 }), AT)).toEqual([]);
    expect(apheresisIneligibilityReasons(donor({ weightKg: 49.9 }), AT)).toEqual(['too-light']);
    expect(apheresisIneligibilityReasons(donor({ weightKg: null }), AT)).toEqual([]);
    // Whole blood needs 45 kg; the apheresis rule does not touch it.
    expect(canDonateOn(donor({ weightKg: 48 }), ON)).toBe(true);
  });

  it('wait 48 hours after an apheresis, counted in hours', () => {
    expect(apheresisIneligibilityReasons(donor({ lastApheresisAt: hoursBefore(48) }), AT)).toEqual([]);
    expect(apheresisIneligibilityReasons(donor({ lastApheresisAt: new Date(hoursBefore(48).getTime() + 1) }), AT)).toEqual(['apheresis-recently']);
    expect(apheresisIneligibilityReasons(donor({ lastApheresisAt: hoursBefore(47) }), AT)).toEqual(['apheresis-recently']);
    expect(apheresisIneligibilityReasons(donor({ lastApheresisAt: hoursBefore(-1) }), AT)).toEqual(['apheresis-recently']);
    expect(apheresisIneligibilityReasons(donor({ lastApheresisAt: hoursBefore(48).toISOString() }), AT)).toEqual([]);
  });

  it('wait 28 days after a whole-blood donation (not the 90 or 120 days between two whole-blood donations)', () => {
    expect(apheresisIneligibilityReasons(donor({ lastDonation: '2026-05-18' }), AT)).toEqual([]); // 28 days before
    expect(apheresisIneligibilityReasons(donor({ lastDonation: '2026-05-19' }), AT)).toEqual(['donated-recently']);
    expect(canDonateOn(donor({ lastDonation: '2026-05-18' }), ON)).toBe(false);
  });

  it('give no whole blood within 28 days after a platelet apheresis (days in India)', () => {
    // 23:00 in India on 18 May is 18 May there, though 17:30 UTC.
    expect(ineligibilityReasons(donor({ lastApheresisAt: new Date('2026-05-18T23:00:00+05:30') }), ON)).toEqual([]);
    expect(ineligibilityReasons(donor({ lastApheresisAt: new Date('2026-05-19T00:30:00+05:30') }), ON)).toEqual(['apheresis-recently']);
    expect(canDonateFor('RED_CELLS', donor({ lastApheresisAt: hoursBefore(72) }), AT)).toBe(false);
    expect(canDonateFor('PLATELETS', donor({ lastApheresisAt: hoursBefore(72) }), AT)).toBe(true);
  });

  it('keep the deferrals of whole blood, and refuse an unreadable date', () => {
    expect(apheresisIneligibilityReasons(donor({ breastfeeding: true }), AT)).toEqual(['breastfeeding']);
    expect(apheresisIneligibilityReasons(donor({ deferrals: [{ reason: 'malaria', since: '2026-05-01' }] }), AT)).toEqual(['deferred']);
    expect(apheresisIneligibilityReasons(donor({ lastApheresisAt: 'soon' }), AT)).toEqual(['invalid-date']);
    expect(apheresisIneligibilityReasons(donor(), new Date(Number.NaN))).toEqual(['invalid-date']);
  });
});

describe('the weekly and yearly apheresis limits from a record', () => {
  it('add nothing while the day after the latest is within them', () => {
    expect(apheresisLimitsFrom([])).toBeNull();
    expect(apheresisLimitsFrom(['2026-06-01'])).toBeNull();
    expect(apheresisLimitsFrom(['2026-05-01', '2026-06-01'])).toBeNull();
  });

  it('after two in a week: the day the first leaves the 7-day window', () => {
    // Monday and Wednesday: no third until the Monday a week on.
    expect(apheresisLimitsFrom(['2026-06-01', '2026-06-03'])).toBe('2026-06-08');
    expect(
      apheresisIneligibilityReasons(
        { dateOfBirth: '1990-01-01', lastApheresisAt: '2026-06-03T10:00:00+05:30', apheresisLimitsFrom: '2026-06-08' },
        new Date('2026-06-05T11:00:00+05:30'),
      ),
    ).toEqual(['apheresis-limit']);
    expect(
      apheresisIneligibilityReasons(
        { dateOfBirth: '1990-01-01', lastApheresisAt: '2026-06-03T10:00:00+05:30', apheresisLimitsFrom: '2026-06-08' },
        new Date('2026-06-08T00:30:00+05:30'),
      ),
    ).toEqual([]);
  });

  it('after 24 in a year: the day the oldest of them leaves the 365-day window', () => {
    const days = Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2025, 6, 1) + i * 14 * 86_400_000).toISOString().slice(0, 10));
    expect(apheresisLimitsFrom(days)).toBe('2026-07-01');
  });
});

describe('the donor search bounds agree with the rules', () => {
  const AT = new Date('2026-06-15T10:00:00+05:30');
  const days = (from: string, n: number) => new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  /** A donor passes the bounds exactly as the SQL reads them. */
  function withinBounds(component: 'RED_CELLS' | 'PLATELETS', facts: DonorFacts & { dateOfBirth: string }): boolean {
    const b = donorSearchBounds(component, AT);
    const last = facts.lastDonation as string | null | undefined;
    const aph = facts.lastApheresisAt == null ? null : new Date(facts.lastApheresisAt);
    return (
      facts.dateOfBirth > b.bornAfter &&
      facts.dateOfBirth <= b.bornOnOrBefore &&
      (last == null || last <= b.lastDonatedOnOrBefore) &&
      (last != null || aph !== null || facts.dateOfBirth > b.firstDonationBornAfter) &&
      (aph === null || aph.getTime() < b.lastApheresisBefore.getTime()) &&
      (b.minWeightKg === null || facts.weightKg == null || facts.weightKg >= b.minWeightKg) &&
      (b.apheresisLimitsFromOnOrBefore === null || facts.apheresisLimitsFrom == null || facts.apheresisLimitsFrom <= b.apheresisLimitsFromOnOrBefore)
    );
  }

  it('for every combination of birth date, last donation, last apheresis and weight around each limit', () => {
    const births = ['1965-06-15', '1965-06-16', '1960-06-15', '1960-06-16', '1966-06-16', '2008-06-15', '2008-06-16', '1990-01-01'];
    const lasts = [null, days('2026-06-15', -28), days('2026-06-15', -27), days('2026-06-15', -120), days('2026-06-15', -119)];
    const apheresis = [
      null,
      new Date(AT.getTime() - 48 * 3_600_000),
      new Date(AT.getTime() - 48 * 3_600_000 + 1),
      new Date('2026-05-18T23:59:00+05:30'),
      new Date('2026-05-19T00:00:00+05:30'),
    ];
    const weights = [null, 44, 45, 49, 50];
    for (const dateOfBirth of births)
      for (const lastDonation of lasts)
        for (const lastApheresisAt of apheresis)
          for (const weightKg of weights)
            for (const apheresisLimitsFrom of [null, '2026-06-15', '2026-06-16']) {
              const facts = { dateOfBirth, lastDonation, lastApheresisAt, weightKg, apheresisLimitsFrom };
              for (const component of ['RED_CELLS', 'PLATELETS'] as const) {
                expect({ component, ...facts, ok: withinBounds(component, facts) }).toEqual({ component, ...facts, ok: canDonateFor(component, facts, AT) });
              }
            }
  });
});
