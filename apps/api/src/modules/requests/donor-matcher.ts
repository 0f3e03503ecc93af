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
import type { BloodRequestEntity } from './blood-request.entity';
import type { MatchedDonor } from './requests.events';

// Parameters: $1 donor groups, $2 requester, $3 last donation on or before, $4 born after
// (at most DONOR_MAX_AGE), $5 born after for a first donation, $6 district, $7 limit;
// near branch: $8 lat, $9 lng, $10 candidates, $11 radius.
// The eligibility part is libs/domain's canDonateOn for what the product knows (birth date and
// last donation; sex unknown, so the longer gap); an e2e test holds the two equal.
const ELIGIBLE = `u."available_to_donate" AND u."is_blood_group_added" AND u."is_contact_info_filled"
  AND u."blood_group" = ANY($1::varchar[]) AND u."id" <> $2::uuid
  AND (u."last_donation_date" IS NULL OR u."last_donation_date" <= $3::date)
  AND u."date_of_birth" > $4::date
  AND (u."last_donation_date" IS NOT NULL OR u."date_of_birth" > $5::date)`;

/**
 * The nearest eligible donors by a nearest-neighbour scan of the GiST index (`<->`, in degrees):
 * it reads donors outwards from the request and stops after `$10` candidates, instead of reading
 * everyone in a dense city; the exact distance then decides the radius and the order. A degree of
 * longitude is shorter than one of latitude by cos(latitude) (at most about 18% in India), so
 * twice the cap in candidates holds the nearest ones.
 */
const NEAR = `SELECT * FROM (
    SELECT u."id", u."email", geo_distance_km($8::float8, $9::float8, u."latitude", u."longitude") AS "km" FROM "users" u
    WHERE u."latitude" IS NOT NULL AND ${ELIGIBLE}
    ORDER BY point(u."longitude", u."latitude") <-> point($9::float8, $8::float8)
    LIMIT $10
  ) near WHERE "km" <= $11::float8`;

const SAME_DISTRICT = (withoutLocationOnly: boolean) => `SELECT u."id", u."email", NULL::float8 AS "km" FROM "users" u
  WHERE lower(u."district") = lower($6::varchar) ${withoutLocationOnly ? 'AND u."latitude" IS NULL' : ''} AND ${ELIGIBLE}`;

/**
 * Chooses the donors to alert for a request (docs/product-rules.md, "Matching"): users whose red
 * cells the patient can receive, available, past the donation gap, of donor age, with a blood
 * group and contact details, not the requester, within the radius of the request's pincode
 * (distance between pincode centroids). Donors whose pincode has no coordinates, and every donor
 * when the request's pincode has none, are matched by district instead. Nearest first, at most
 * `maxDonors`: alerting a whole city for one unit of blood makes donors mute the app.
 * The search runs on the partial GiST index `users_donor_location`.
 */
export interface PincodeOrigin {
  latitude: number;
  longitude: number;
  district: string;
}

/**
 * The matching query for a request, as SQL and parameters: exported so the benchmark explains
 * exactly the statement the service runs.
 */
export function matchingQuery(
  request: Pick<BloodRequestEntity, 'bloodGroup' | 'requestedBy' | 'district'>,
  origin: PincodeOrigin | undefined,
  today: string,
  { radiusKm, maxDonors }: AppConfig['matching'],
): { sql: string; params: unknown[] } {
  const params: unknown[] = [
    redCellDonorsFor(request.bloodGroup as BloodGroup),
    request.requestedBy,
    addDays(today, -WHOLE_BLOOD_GAP_DAYS_SEX_UNKNOWN),
    addYears(today, -(DONOR_MAX_AGE + 1)),
    addYears(today, -(FIRST_TIME_DONOR_MAX_AGE + 1)),
    origin?.district ?? request.district,
    maxDonors,
  ];
  if (!origin) return { sql: `${SAME_DISTRICT(false)} ORDER BY u."id" LIMIT $7`, params };
  params.push(origin.latitude, origin.longitude, maxDonors * 2, radiusKm);
  const sql = `SELECT "id", "email", "km" FROM (${NEAR} UNION ALL ${SAME_DISTRICT(true)}) m
    ORDER BY "km" ASC NULLS LAST, "id" LIMIT $7`;
  return { sql, params };
}

@Injectable()
export class DonorMatcher {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async find(manager: EntityManager, request: BloodRequestEntity, today: string): Promise<MatchedDonor[]> {
    const [origin] = (await manager.query(`SELECT "latitude", "longitude", "district" FROM "pincodes" WHERE "pincode" = $1`, [
      request.pincode,
    ])) as PincodeOrigin[];
    const { sql, params } = matchingQuery(request, origin, today, this.config.matching);
    const rows = (await manager.query(sql, params)) as { id: string; email: string; km: number | null }[];
    return rows.map((row) => ({ userId: row.id, email: row.email, distanceKm: row.km === null ? null : Math.round(row.km) }));
  }
}
