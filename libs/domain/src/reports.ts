/**
 * Abuse reports on requests and campaigns (docs/product-rules.md, "Reports hide").
 */

import { REPORTS_TO_HIDE } from './requests';

/** Why a report was sent (optional): asks for money, fake, abusive, a duplicate, something else. */
export const REPORT_REASONS = ['SCAM', 'FAKE', 'ABUSIVE', 'DUPLICATE', 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export function isReportReason(value: unknown): value is ReportReason {
  return typeof value === 'string' && (REPORT_REASONS as readonly string[]).includes(value);
}

/** How old an account must be, by default, before its reports count towards hiding anything. */
export const REPORTER_MIN_ACCOUNT_AGE_HOURS = 72;

export interface ReporterAccount {
  createdAt: Date;
  emailConfirmedAt: Date | null;
}

/**
 * Whether a report weighs towards hiding an item: the reporter's account is established (older than
 * `minAccountAgeHours` and with a confirmed e-mail address) and existed before the item did. A
 * throwaway account made to bury a request passes neither test. One address counts once, and a
 * deleted account's reports go with it; those are the counting's business, not this check's.
 */
export function reportWeighs(reporter: ReporterAccount, itemCreatedAt: Date, minAccountAgeHours: number, now: Date = new Date()): boolean {
  if (reporter.emailConfirmedAt === null) return false;
  if (now.getTime() - reporter.createdAt.getTime() < minAccountAgeHours * 3_600_000) return false;
  return reporter.createdAt.getTime() < itemCreatedAt.getTime();
}

/** What decides whether an item is in public view (the columns of blood_requests and campaigns). */
export interface ReviewedItem {
  reportCount: number;
  /** Held before it alerted anyone (libs/domain scam.ts), until a moderator restores or hides it. */
  heldAt?: Date | null;
  /** Hidden by a moderator (or with its author's ban). */
  hiddenAt?: Date | null;
}

/**
 * Whether an item is out of public view and under review for its owner: reported past the
 * threshold by weighing reports, held for asking for money, or hidden by a moderator.
 */
export function isUnderReview(item: ReviewedItem): boolean {
  return item.reportCount >= REPORTS_TO_HIDE || Boolean(item.heldAt) || Boolean(item.hiddenAt);
}
