import { formatDate } from '../../lib/dates';

export interface FeedSplit<T> {
  today: T[];
  other: T[];
}

/**
 * 'Today's Camps' and 'Other Camps' (SPEC "Home"): a camp is today's when its date, formatted in
 * the viewer's local time, equals today's, formatted the same way. Keeps the feed's order.
 */
export function splitByToday<T extends { date: string }>(camps: readonly T[], now: Date = new Date()): FeedSplit<T> {
  const today = formatDate(now);
  const split: FeedSplit<T> = { today: [], other: [] };
  for (const camp of camps) (formatDate(camp.date) === today ? split.today : split.other).push(camp);
  return split;
}
