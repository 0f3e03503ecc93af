import type { RequestComponent } from '@redhope/domain';
import type { BloodRequestEntity } from './blood-request.entity';

/** A donor chosen by matching, nearest first. */
export interface MatchedDonor {
  userId: string;
  email: string;
  /** Whole kilometres between pincode centroids (0: less than 1 km, alertDistanceKm); null when matched by district. */
  distanceKm: number | null;
}

/** What handlers of request events know about the request: no contact details. */
export interface RequestFacts {
  id: string;
  requestedBy: string;
  applicant: string;
  bloodGroup: string;
  district: string;
  /** YYYY-MM-DD */
  requiredBy: string;
  /** What is needed; absent in events recorded before it was asked (red cells, 1 unit). */
  component?: RequestComponent;
  units?: number;
  hospitalName?: string | null;
}

export function requestFacts(request: BloodRequestEntity): RequestFacts {
  return {
    id: request.id,
    requestedBy: request.requestedBy,
    applicant: request.applicant,
    bloodGroup: request.bloodGroup,
    district: request.district,
    requiredBy: request.requiredBy,
    component: request.component,
    units: request.units,
    hospitalName: request.hospitalName,
  };
}

/** A request was posted and its donors chosen; handlers alert them. */
export class RequestCreatedEvent {
  static readonly eventName = 'requests.created';
  constructor(
    readonly request: RequestFacts,
    readonly donors: { userId: string; distanceKm: number | null }[],
  ) {}
}

/** Someone offered help on a request; handlers tell its owner. */
export class HelpOfferedEvent {
  static readonly eventName = 'requests.help-offered';
  constructor(
    readonly request: RequestFacts,
    readonly helper: { id: string; userName: string },
  ) {}
}

/**
 * The owner marked a request fulfilled; handlers thank its helpers. `donorIds`: the helpers the
 * owner said donated (absent in events recorded before owners could say), on `donatedOn` (India).
 */
export class RequestFulfilledEvent {
  static readonly eventName = 'requests.fulfilled';
  constructor(
    readonly request: RequestFacts,
    readonly helperIds: string[],
    readonly donorIds?: string[],
    readonly donatedOn?: string,
  ) {}
}

/**
 * The owner of a fulfilled request said, after fulfilling it, that these helpers donated (on
 * `donatedOn`, the day it was fulfilled, in India). Naming a donor again is harmless: handlers
 * record one donation and one thank-you per donor and request.
 */
export class DonorsConfirmedEvent {
  static readonly eventName = 'requests.donors-confirmed';
  constructor(
    readonly request: RequestFacts,
    readonly donorIds: string[],
    readonly donatedOn: string,
  ) {}
}

/**
 * The owner cancelled a request while it was active; handlers tell the donors it alerted, and its
 * helpers (`helperIds`, those not removed; absent in events recorded before), that it is no longer needed.
 */
export class RequestCancelledEvent {
  static readonly eventName = 'requests.cancelled';
  constructor(
    readonly request: RequestFacts,
    readonly helperIds?: string[],
  ) {}
}
