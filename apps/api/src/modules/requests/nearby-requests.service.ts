import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BLOOD_GROUPS, donorGroupsFor, isUnderReview, REQUEST_COMPONENTS, REQUEST_URGENCIES, todayInIndia, type BloodGroup } from '@redhope/domain';
import { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { PincodesService } from '../pincodes';
import { UsersService } from '../users';
import { BloodRequestEntity } from './blood-request.entity';
import { requestContactVisible } from './requests.service';

/** Why the list is empty when it is: the donor has no blood group or no pincode yet, or nothing nearby needs them. */
export type NearbyEmptyReason = 'NO_BLOOD_GROUP' | 'NO_PINCODE' | 'NONE_NEARBY';

export interface NearbyRequest {
  request: BloodRequestEntity;
  /** Between the pincodes' centres; null when the request's pincode has no known centre (same district). */
  distanceKm: number | null;
  /** The viewer offered help on it already (and cannot offer again, removed or not). */
  hasHelped: boolean;
  /** The viewer reported it already. */
  hasReported: boolean;
  /** The viewer may see its contact: they offered help and its owner has not removed them (requestContactVisible). */
  contactVisible: boolean;
}

export interface NearbyRequests {
  requests: NearbyRequest[];
  emptyReason: NearbyEmptyReason | null;
}

/** At most this many requests in the list. */
export const NEARBY_REQUESTS_LIMIT = 20;
/**
 * Answerable requests read, most urgent first, before the checks made here (under review, a
 * district's request beyond the radius): far more than the list shows.
 */
const CANDIDATES = 500;

/**
 * What a donor of `group` can answer, as "group/component" of the request (libs/domain
 * donorGroupsFor): the blood-group rule goes into the query, so that a city's many requests of
 * other groups can never push the donor's out of the rows read.
 */
export function answerableBy(group: BloodGroup): string[] {
  return BLOOD_GROUPS.flatMap((needed) =>
    REQUEST_COMPONENTS.filter((component) => donorGroupsFor(needed, component).some((entry) => entry.group === group)).map((component) => `${needed}/${component}`),
  );
}

/**
 * "Open requests near you" on a donor's home (docs/product-rules.md, "Near me"): the open requests
 * the donor could answer, as matching would choose them from the other side: their blood group can
 * give what the request needs (libs/domain donorGroupsFor, by component), and the request's pincode
 * is within the matching radius of the donor's (or in the donor's district when either pincode has
 * no known centre). Not their own requests; hidden ones are not shown. Most urgent first
 * (urgency, then the date it is needed by), then nearest.
 */
@Injectable()
export class NearbyRequestsService {
  constructor(
    @InjectRepository(BloodRequestEntity) private readonly requests: Repository<BloodRequestEntity>,
    private readonly users: UsersService,
    private readonly pincodes: PincodesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async forDonor(userId: string): Promise<NearbyRequests> {
    const donor = await this.users.getById(userId);
    if (!donor.bloodGroup) return { requests: [], emptyReason: 'NO_BLOOD_GROUP' };
    if (!donor.pincode) return { requests: [], emptyReason: 'NO_PINCODE' };
    const home = await this.pincodes.lookup(donor.pincode);
    const near = home ? ((await this.pincodes.pincodesWithin(donor.pincode, this.config.matching.radiusKm)) ?? []) : [];
    const distance = new Map(near.map((place) => [place.pincode, place.distanceKm]));
    const district = home?.district ?? donor.district;
    const group = donor.bloodGroup as BloodGroup;
    const query = this.requests
      .createQueryBuilder('r')
      .where('r.isActive')
      .andWhere('r.requiredBy >= :today', { today: todayInIndia() })
      .andWhere('r.requestedBy <> :userId', { userId })
      // Not the requests of someone who blocked this donor from helping them.
      .andWhere('NOT EXISTS (SELECT 1 FROM "request_help_blocks" b WHERE b."blocker_id" = "r"."requested_by" AND b."blocked_id" = :userId)', { userId })
      .andWhere(district ? '(r.pincode IN (:...pincodes) OR lower(r.district) = lower(:district))' : 'r.pincode IN (:...pincodes)', {
        pincodes: near.length > 0 ? [...distance.keys()] : [''],
        district,
      })
      .andWhere(`("r"."blood_group" || '/' || "r"."component") IN (:...answerable)`, { answerable: answerableBy(group) })
      // The list's own order (below), as far as the database knows it: urgency, then the date.
      .orderBy(`COALESCE(array_position(ARRAY[:...urgencies]::varchar[], "r"."urgency"::varchar), :unsaid)`, 'ASC')
      .setParameters({ urgencies: [...REQUEST_URGENCIES], unsaid: REQUEST_URGENCIES.length + 1 })
      .addOrderBy('r.requiredBy', 'ASC')
      .addOrderBy('r.createdAt', 'DESC')
      .take(CANDIDATES);
    const candidates = await query.getMany();
    // Beyond the radius, a request of the district is the donor's only when one of the two pincodes
    // has no known centre (matching goes by district then).
    const beyond = candidates.filter((request) => !distance.has(request.pincode)).map((request) => request.pincode);
    const known = await this.pincodes.lookupMany(beyond);
    const centreless = new Set(beyond.filter((pincode) => !known.has(pincode)));
    const answerable = candidates.filter((request) => !isUnderReview(request) && (distance.has(request.pincode) || !home || centreless.has(request.pincode)));
    const urgency = (request: BloodRequestEntity) => (request.urgency ? REQUEST_URGENCIES.indexOf(request.urgency) : REQUEST_URGENCIES.length);
    answerable.sort(
      (a, b) =>
        urgency(a) - urgency(b) ||
        a.requiredBy.localeCompare(b.requiredBy) ||
        (distance.get(a.pincode) ?? Infinity) - (distance.get(b.pincode) ?? Infinity) ||
        a.id.localeCompare(b.id),
    );
    const chosen = answerable.slice(0, NEARBY_REQUESTS_LIMIT);
    const standing = new Map<string, { removed: boolean }>();
    const reported = new Set<string>();
    if (chosen.length > 0) {
      const ids = chosen.map((request) => request.id);
      const [helpers, reports] = await Promise.all([
        this.requests.manager.query(`SELECT "request_id", "removed_at" IS NOT NULL AS "removed" FROM "request_helpers" WHERE "helper_id" = $1 AND "request_id" = ANY($2::uuid[])`, [
          userId,
          ids,
        ]) as Promise<{ request_id: string; removed: boolean }[]>,
        this.requests.manager.query(`SELECT "request_id" FROM "request_reports" WHERE "reporter_id" = $1 AND "request_id" = ANY($2::uuid[])`, [userId, ids]) as Promise<
          { request_id: string }[]
        >,
      ]);
      for (const row of helpers) standing.set(row.request_id, { removed: row.removed });
      for (const row of reports) reported.add(row.request_id);
    }
    return {
      requests: chosen.map((request) => {
        const helped = standing.get(request.id);
        return {
          request,
          distanceKm: distance.get(request.pincode) ?? null,
          hasHelped: helped !== undefined,
          hasReported: reported.has(request.id),
          contactVisible: requestContactVisible({ isOwner: false, hasHelped: helped !== undefined, removed: helped?.removed ?? false, isActive: request.isActive }),
        };
      }),
      emptyReason: chosen.length === 0 ? 'NONE_NEARBY' : null,
    };
  }
}
