import {
  CAMPAIGN_MAX_DAYS_AHEAD,
  isAllowedCampaignDate,
  isCampaignFeedFilter,
  isRegistrationLink,
  parseCampaignDate,
  startOfTodayInIndia,
} from './campaigns';
import { CAMPAIGN_CATEGORIES, CAMPAIGN_CATEGORY_MAX_LENGTH } from './categories';
import { isAcceptedImageType } from './images';

describe('campaigns', () => {
  it('stores every category within its column', () => {
    for (const category of CAMPAIGN_CATEGORIES) expect(category.length).toBeLessThanOrEqual(CAMPAIGN_CATEGORY_MAX_LENGTH);
  });

  it('reads "date T time" without a zone as a time in India', () => {
    expect(parseCampaignDate('2026-05-01T09:30')?.toISOString()).toBe('2026-05-01T04:00:00.000Z');
    expect(parseCampaignDate('2026-05-01T00:15:30')?.toISOString()).toBe('2026-04-30T18:45:30.000Z');
    expect(parseCampaignDate(' 2026-05-01T23:59 ')?.toISOString()).toBe('2026-05-01T18:29:00.000Z');
  });

  it('honours a zone when a client sends a full ISO timestamp', () => {
    expect(parseCampaignDate('2026-05-01T04:00:00.000Z')?.toISOString()).toBe('2026-05-01T04:00:00.000Z');
    expect(parseCampaignDate('2026-05-01T09:30:00+05:30')?.toISOString()).toBe('2026-05-01T04:00:00.000Z');
    expect(parseCampaignDate('2026-05-01T00:00-02:00')?.toISOString()).toBe('2026-05-01T02:00:00.000Z');
  });

  it.each([['2026-02-30T10:00'], ['2026-05-01T24:00'], ['2026-05-01T10:60'], ['2026-05-01'], ['01/05/2026 10:00'], ['2026-05-01T10:00+15:00'], [''], [42], [null]])(
    'refuses %p',
    (value) => {
      expect(parseCampaignDate(value)).toBeNull();
    },
  );

  it('allows camps from the start of today in India up to a year ahead', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan (01:30) in India.
    const now = new Date('2025-12-31T20:00:00Z');
    expect(isAllowedCampaignDate(new Date('2025-12-31T18:30:00Z'), now)).toBe(true); // 00:00 on 1 Jan in India
    expect(isAllowedCampaignDate(new Date('2025-12-31T18:29:59Z'), now)).toBe(false); // 23:59 on 31 Dec in India
    const lastDay = new Date(Date.UTC(2026, 0, 1 + CAMPAIGN_MAX_DAYS_AHEAD, 12));
    expect(isAllowedCampaignDate(lastDay, now)).toBe(true);
    expect(isAllowedCampaignDate(new Date(lastDay.getTime() + 86_400_000), now)).toBe(false);
    expect(isAllowedCampaignDate(new Date(Number.NaN), now)).toBe(false);
  });

  it('finds the midnight that started today in India', () => {
    expect(startOfTodayInIndia(new Date('2025-12-31T20:00:00Z')).toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(startOfTodayInIndia(new Date('2025-12-31T18:30:00Z')).toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(startOfTodayInIndia(new Date('2025-12-31T18:29:59.999Z')).toISOString()).toBe('2025-12-30T18:30:00.000Z');
    expect(startOfTodayInIndia(new Date('2026-03-05T00:00:00Z')).toISOString()).toBe('2026-03-04T18:30:00.000Z');
  });

  it('accepts only absolute http(s) registration links', () => {
    expect(isRegistrationLink('https://camps.example.org/register?id=4')).toBe(true);
    expect(isRegistrationLink('http://example.in')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', '/register', 'ftp://example.in/x', 'https://user:pw@example.in', 'https://exa mple.in', `https://example.in/${'a'.repeat(500)}`, 7]) {
      expect({ bad, ok: isRegistrationLink(bad) }).toEqual({ bad, ok: false });
    }
  });

  it('knows the feed filters and the accepted image types', () => {
    expect(isCampaignFeedFilter('all')).toBe(true);
    expect(isCampaignFeedFilter('pincode')).toBe(true);
    expect(isCampaignFeedFilter('ALL')).toBe(false);
    expect(isAcceptedImageType('image/webp')).toBe(true);
    expect(isAcceptedImageType('image/gif')).toBe(false);
  });
});
