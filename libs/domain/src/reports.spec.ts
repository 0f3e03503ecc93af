import { isReportReason, isUnderReview, reportWeighs } from './reports';

describe('reportWeighs', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const item = hoursAgo(1);

  it('counts an account older than the minimum age, with a confirmed address, made before the item', () => {
    expect(reportWeighs({ createdAt: hoursAgo(73), emailConfirmedAt: hoursAgo(70) }, item, 72, now)).toBe(true);
  });

  it('does not count a fresh account', () => {
    expect(reportWeighs({ createdAt: hoursAgo(71), emailConfirmedAt: hoursAgo(70) }, item, 72, now)).toBe(false);
  });

  it('does not count an unconfirmed address', () => {
    expect(reportWeighs({ createdAt: hoursAgo(500), emailConfirmedAt: null }, item, 72, now)).toBe(false);
  });

  it('does not count an account made after the item', () => {
    expect(reportWeighs({ createdAt: hoursAgo(100), emailConfirmedAt: hoursAgo(90) }, hoursAgo(200), 72, now)).toBe(false);
  });
});

describe('isReportReason', () => {
  it('takes the five reasons only', () => {
    expect(['SCAM', 'FAKE', 'ABUSIVE', 'DUPLICATE', 'OTHER'].every(isReportReason)).toBe(true);
    expect(isReportReason('scam')).toBe(false);
    expect(isReportReason(undefined)).toBe(false);
  });
});

describe('isUnderReview', () => {
  it('is true past the report threshold, when held, or when hidden by a moderator', () => {
    expect(isUnderReview({ reportCount: 0 })).toBe(false);
    expect(isUnderReview({ reportCount: 0, heldAt: null, hiddenAt: null })).toBe(false);
    expect(isUnderReview({ reportCount: 10 })).toBe(true);
    expect(isUnderReview({ reportCount: 0, heldAt: new Date() })).toBe(true);
    expect(isUnderReview({ reportCount: 0, hiddenAt: new Date() })).toBe(true);
  });
});
