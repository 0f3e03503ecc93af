import { Inject, Injectable } from '@nestjs/common';
import { alertDistanceKm, donorGroupsFor, donorSearchBounds, type BloodGroup } from '@redhope/domain';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { PincodesService } from '../pincodes';
import { donorCandidatesQuery, UsersService, type DonorCriteria } from '../users';
import type { BloodRequestEntity } from './blood-request.entity';
import type { MatchedDonor } from './requests.events';

/**
 * Chooses the donors to alert for a request (docs/product-rules.md, "Matching"): users who can give
 * what it needs (libs/domain components.ts: red cells, whole blood, plasma, platelets by apheresis
 * or any group), available, eligible for that donation now (libs/domain donorSearchBounds: the
 * whole-blood or the apheresis rules), with a blood group and contact details, not the requester, within the radius of the request's pincode
 * (distance between pincode centroids). Donors whose pincode has no coordinates, and every donor
 * when the request's pincode has none, are matched by district instead. Nearest first, at most
 * `maxDonors`: alerting a whole city for one unit of blood makes donors mute the app. For
 * platelets the groups come in libs/domain's order (RhD-negative donors first for an RhD-negative
 * patient, ABO-identical before plasma-compatible), each nearest first.
 * The rules are decided here; the search over the donors' rows is the users module's
 * (UsersService.findDonorCandidates, on the partial GiST index `users_donor_location`).
 */
export interface PincodeOrigin {
  latitude: number;
  longitude: number;
  /** Null for the few pincodes no source names a district for: the request's own district then. */
  district: string | null;
}

type MatchedRequest = Pick<BloodRequestEntity, 'bloodGroup' | 'requestedBy' | 'district' | 'component'>;

/** Who may be alerted for a request at `now`, as the donor search takes it. */
export function matchingCriteria(
  request: MatchedRequest,
  origin: PincodeOrigin | undefined,
  now: Date,
  { radiusKm, maxDonors }: AppConfig['matching'],
): DonorCriteria {
  const groups = donorGroupsFor(request.bloodGroup as BloodGroup, request.component);
  const bounds = donorSearchBounds(request.component, now);
  return {
    bloodGroups: groups.map((entry) => entry.group),
    groupRanks: groups.map((entry) => entry.priority),
    excludeUserId: request.requestedBy,
    lastDonatedOnOrBefore: bounds.lastDonatedOnOrBefore,
    lastApheresisBefore: bounds.lastApheresisBefore,
    minWeightKg: bounds.minWeightKg,
    apheresisLimitsFromOnOrBefore: bounds.apheresisLimitsFromOnOrBefore,
    bornAfter: bounds.bornAfter,
    firstDonationBornAfter: bounds.firstDonationBornAfter,
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
  request: MatchedRequest,
  origin: PincodeOrigin | undefined,
  now: Date,
  matching: AppConfig['matching'],
): { sql: string; params: unknown[] } {
  return donorCandidatesQuery(matchingCriteria(request, origin, now, matching));
}

@Injectable()
export class DonorMatcher {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pincodes: PincodesService,
    private readonly users: UsersService,
  ) {}

  async find(manager: EntityManager, request: BloodRequestEntity, now: Date): Promise<MatchedDonor[]> {
    const place = await this.pincodes.lookup(request.pincode);
    const origin = place ? { latitude: place.latitude, longitude: place.longitude, district: place.district } : undefined;
    const rows = await this.users.findDonorCandidates(manager, matchingCriteria(request, origin, now, this.config.matching));
    // Users the requester blocked from helping are not alerted (they could not help); the few
    // blocks a requester has are read here rather than in the tuned donor search.
    const blocked = new Set(
      ((await manager.query(`SELECT "blocked_id" FROM "request_help_blocks" WHERE "blocker_id" = $1`, [request.requestedBy])) as { blocked_id: string }[]).map(
        (row) => row.blocked_id,
      ),
    );
    // Helpers held from helping (two requesters reported them as asking for money) could not
    // offer help either, and an alert would only tell a suspected fraudster where a family waits.
    const candidates = rows.filter((row) => !blocked.has(row.id)).map((row) => row.id);
    const held = new Set(
      candidates.length === 0
        ? []
        : ((await manager.query(`SELECT "user_id" FROM "helper_holds" WHERE "held_at" IS NOT NULL AND "user_id" = ANY($1::uuid[])`, [candidates])) as { user_id: string }[]).map(
            (row) => row.user_id,
          ),
    );
    return rows
      .filter((row) => !blocked.has(row.id) && !held.has(row.id))
      .map((row) => ({ userId: row.id, email: row.email, distanceKm: alertDistanceKm(row.km) }));
  }
}
