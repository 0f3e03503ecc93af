import { WHOLE_BLOOD_GAP_DAYS_SEX_UNKNOWN } from './eligibility';
import { nextDonationDateFrom } from './profile';

describe('nextDonationDateFrom', () => {
  it('is the last donation plus the gap for an unknown sex, while that day is still ahead', () => {
    expect(WHOLE_BLOOD_GAP_DAYS_SEX_UNKNOWN).toBe(120);
    expect(nextDonationDateFrom('2026-01-01', '2026-03-01')).toBe('2026-05-01');
    expect(nextDonationDateFrom('2026-01-01', '2026-04-30')).toBe('2026-05-01');
  });

  it('is null from that day on, and without a last donation', () => {
    expect(nextDonationDateFrom('2026-01-01', '2026-05-01')).toBeNull();
    expect(nextDonationDateFrom('2026-01-01', '2027-01-01')).toBeNull();
    expect(nextDonationDateFrom(null, '2026-05-01')).toBeNull();
    expect(nextDonationDateFrom(undefined)).toBeNull();
    expect(nextDonationDateFrom('not-a-date', '2026-05-01')).toBeNull();
  });
});
