import type { RateLimitPolicy } from '../../common/rate-limit/rate-limit.service';
import type { AppConfig } from '../../config/config';

/**
 * Budgets per user (configurable: CAMPAIGNS_PER_USER_PER_DAY, CAMPAIGN_REPORTS_PER_USER_PER_HOUR).
 * Each campaign stores an image and shows in everyone's feed: an organiser shares a handful a
 * day, a spammer would fill the home page. Reports are cheap, but ten of them take a campaign
 * out of the feed.
 */
export function campaignRateLimits(limits: AppConfig['campaigns']): Record<'create' | 'report', RateLimitPolicy> {
  return {
    create: { name: 'campaign-create-user', points: limits.postsPerDay, windowSeconds: 86_400 },
    report: { name: 'campaign-report-user', points: limits.reportsPerHour, windowSeconds: 3600 },
  };
}
