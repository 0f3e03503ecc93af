import type { RateLimitPolicy } from '../../common/rate-limit/rate-limit.service';
import type { AppConfig } from '../../config/config';

/**
 * Budgets per user (configurable: REQUESTS_PER_USER_PER_DAY, HELPS_PER_USER_PER_HOUR,
 * REPORTS_PER_USER_PER_HOUR). A request alerts up to a few hundred people, so posting is the
 * costly act: a family posts a handful, a spammer would reach thousands. Help offers and reports
 * are cheap but each one notifies or moderates someone.
 */
export function requestRateLimits(limits: AppConfig['requestLimits']): Record<'create' | 'help' | 'report', RateLimitPolicy> {
  return {
    create: { name: 'request-create-user', points: limits.postsPerDay, windowSeconds: 86_400 },
    help: { name: 'request-help-user', points: limits.helpsPerHour, windowSeconds: 3600 },
    report: { name: 'request-report-user', points: limits.reportsPerHour, windowSeconds: 3600 },
  };
}
