import { Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  addYears,
  DONOR_MAX_AGE,
  FIRST_TIME_DONOR_MAX_AGE,
  WHOLE_BLOOD_GAP_DAYS_SEX_UNKNOWN,
  redCellDonorsFor,
  type BloodGroup,
} from '@redhope/domain';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { PincodesService } from '../pincodes';
import { donorCandidatesQuery, UsersService, type DonorCriteria } from '../users';
import type { BloodRequestEntity } from './blood-request.entity';
import type { MatchedDonor } from './requests.events';

/**
 * Chooses the donors to alert for a request (docs/product-rules.md, "Matching"): users whose red
 * cells the patient can receive, available, past the donation gap, of donor age, with a blood
 * group and contact details, not the requester, within the radius of the request's pincode
 * (distance between pincode centroids). Donors whose pincode has no coordinates, and every donor
 * when the request's pincode has none, are matched by district instead. Nearest first, at most
 * `maxDonors`: alerting a whole city for one unit of blood makes donors mute the app.
 * The rules are decided here; the search over the donors' rows is the users module's
 * (UsersService.findDonorCandidates, on the partial GiST index `users_donor_location`).
 */
export interface PincodeOrigin {
  latitude: number;
  longitude: number;
  /** Null for the few pincodes no source names a district for: the request's own district then. */
  district: string | null;
}

/** Who may be alerted for a request on `today` (yyyy-mm-dd, India), as the donor search takes it. */
export function matchingCriteria(
  request: Pick<BloodRequestEntity, 'bloodGroup' | 'requestedBy' | 'district'>,
  origin: PincodeOrigin | undefined,
  today: string,
  { radiusKm, maxDonors }: AppConfig['matching'],
): DonorCriteria {
  return {
    bloodGroups: redCellDonorsFor(request.bloodGroup as BloodGroup),
    excludeUserId: request.requestedBy,
    lastDonatedOnOrBefore: addDays(today, -WHOLE_BLOOD_GAP_DAYS_SEX_UNKNOWN),
    bornAfter: addYears(today, -(DONOR_MAX_AGE + 1)),
    firstDonationBornAfter: addYears(today, -(FIRST_TIME_DONOR_MAX_AGE + 1)),
    district: origin?.district ?? request.district,
    limit: maxDonors,
    near: origin ? { latitude: origin.latitude, longitude: origin.longitude, radiusKm, candidates: maxDonors * 2 } : undefined,
  };
}

/**
 * The matching query for a request, as SQL and parameters: exported so the benchmark explains
 * exactly the statement the service runs.
 */
export function matchingQuery(
  request: Pick<BloodRequestEntity, 'bloodGroup' | 'requestedBy' | 'district'>,
  origin: PincodeOrigin | undefined,
  today: string,
  matching: AppConfig['matching'],
): { sql: string; params: unknown[] } {
  return donorCandidatesQuery(matchingCriteria(request, origin, today, matching));
}

@Injectable()
export class DonorMatcher {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pincodes: PincodesService,
    private readonly users: UsersService,
  ) {}

  async find(manager: EntityManager, request: BloodRequestEntity, today: string): Promise<MatchedDonor[]> {
    const place = await this.pincodes.lookup(request.pincode);
    const origin = place ? { latitude: place.latitude, longitude: place.longitude, district: place.district } : undefined;
    const rows = await this.users.findDonorCandidates(manager, matchingCriteria(request, origin, today, this.config.matching));
    return rows.map((row) => ({ userId: row.id, email: row.email, distanceKm: row.km === null ? null : Math.round(row.km) }));
  }
}
