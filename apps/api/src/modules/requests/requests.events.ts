import type { BloodRequestEntity } from './blood-request.entity';

/** A donor chosen by matching, nearest first. */
export interface MatchedDonor {
  userId: string;
  email: string;
  /** Rounded kilometres between pincode centroids; null when matched by district. */
  distanceKm: number | null;
}

/** A request was posted and its donors chosen; handlers alert them. */
export class RequestCreatedEvent {
  static readonly eventName = 'requests.created';
  constructor(
    readonly request: BloodRequestEntity,
    readonly donors: MatchedDonor[],
  ) {}
}

/** Someone offered help on a request; handlers tell its owner. */
export class HelpOfferedEvent {
  static readonly eventName = 'requests.help-offered';
  constructor(
    readonly request: BloodRequestEntity,
    readonly helper: { id: string; userName: string },
  ) {}
}

/** The owner marked a request fulfilled; handlers thank its helpers. */
export class RequestFulfilledEvent {
  static readonly eventName = 'requests.fulfilled';
  constructor(
    readonly request: BloodRequestEntity,
    readonly helperIds: string[],
  ) {}
}
