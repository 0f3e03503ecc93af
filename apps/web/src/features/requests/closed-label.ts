import { closedRequestOutcome, type ClosedRequestOutcome } from '@redhope/domain';
import type { BloodRequestFieldsFragment } from '../../gql/graphql';

/** What My requests and the owner's request page call a closed request. */
export const CLOSED_LABEL = {
  FULFILLED: 'list.fulfilled',
  CANCELLED: 'list.canceled',
  EXPIRED: 'list.expired',
} as const satisfies Record<ClosedRequestOutcome, string>;

/** How a closed request ended (libs/domain closedRequestOutcome): fulfilled, cancelled, or expired. */
export function closedOutcome(request: Pick<BloodRequestFieldsFragment, 'isFulfilled' | 'date' | 'closedAt'>): ClosedRequestOutcome {
  return closedRequestOutcome({ isFulfilled: request.isFulfilled, requiredBy: request.date, closedAt: (request.closedAt as string | null | undefined) ?? null });
}
