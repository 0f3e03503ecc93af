import { Inject, Injectable } from '@nestjs/common';
import { redCellDonorsFor, type BloodGroup } from '@redhope/domain';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import type { BloodRequestEntity } from './blood-request.entity';
import type { MatchedDonor } from './requests.events';

/** Whole-blood donation gap when the donor's sex is unknown (NBTC 2017: 90 days men, 120 women). */
const DONATION_GAP_DAYS = 120;
/** NBTC's upper age for donors. */
const MAX_DONOR_AGE = 65;
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

function shiftDate(isoDate: string, days: number, years = 0): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// Parameters: $1 donor groups, $2 requester, $3 last donation on or before, $4 born after,
// $5 district, $6 limit; near branch: $7 lat, $8 lng, $9..$12 box, $13 radius.
const ELIGIBLE = `u."available_to_donate" AND u."is_blood_group_added" AND u."is_contact_info_filled"
  AND u."blood_group" = ANY($1::varchar[]) AND u."id" <> $2::uuid
  AND (u."last_donation_date" IS NULL OR u."last_donation_date" <= $3::date)
  AND u."date_of_birth" > $4::date`;

/** Haversine between the request's centroid and the donor's; the same formula as libs/domain. */
const DISTANCE = `(2 * ${EARTH_RADIUS_KM} * asin(sqrt(
  power(sin(radians(u."latitude" - $7::float8) / 2), 2) +
  cos(radians($7::float8)) * cos(radians(u."latitude")) * power(sin(radians(u."longitude" - $8::float8) / 2), 2))))`;

const NEAR = `SELECT u."id", u."email", ${DISTANCE} AS "km" FROM "users" u
  WHERE u."latitude" IS NOT NULL
    AND point(u."longitude", u."latitude") <@ box(point($9::float8, $10::float8), point($11::float8, $12::float8))
    AND ${ELIGIBLE}`;

const SAME_DISTRICT = (withoutLocationOnly: boolean) => `SELECT u."id", u."email", NULL::float8 AS "km" FROM "users" u
  WHERE lower(u."district") = lower($5::varchar) ${withoutLocationOnly ? 'AND u."latitude" IS NULL' : ''} AND ${ELIGIBLE}`;

/**
 * Chooses the donors to alert for a request (docs/product-rules.md, "Matching"): users whose red
 * cells the patient can receive, available, past the donation gap, of donor age, with a blood
 * group and contact details, not the requester, within the radius of the request's pincode
 * (distance between pincode centroids). Donors whose pincode has no coordinates, and every donor
 * when the request's pincode has none, are matched by district instead. Nearest first, at most
 * `maxDonors`: alerting a whole city for one unit of blood makes donors mute the app.
 * The box search runs on the partial GiST index `users_donor_location`.
 */
@Injectable()
export class DonorMatcher {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async find(manager: EntityManager, request: BloodRequestEntity, today: string): Promise<MatchedDonor[]> {
    const { radiusKm, maxDonors } = this.config.matching;
    const [origin] = (await manager.query(`SELECT "latitude", "longitude", "district" FROM "pincodes" WHERE "pincode" = $1`, [
      request.pincode,
    ])) as { latitude: number; longitude: number; district: string }[];
    const params: unknown[] = [
      redCellDonorsFor(request.bloodGroup as BloodGroup),
      request.requestedBy,
      shiftDate(today, -DONATION_GAP_DAYS),
      shiftDate(today, 0, -(MAX_DONOR_AGE + 1)),
      origin?.district ?? request.district,
      maxDonors,
    ];
    let sql: string;
    if (origin) {
      const latDelta = radiusKm / KM_PER_DEGREE;
      const lngDelta = radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((origin.latitude * Math.PI) / 180), 0.01));
      params.push(origin.latitude, origin.longitude);
      params.push(origin.longitude - lngDelta, origin.latitude - latDelta, origin.longitude + lngDelta, origin.latitude + latDelta, radiusKm);
      sql = `SELECT "id", "email", "km" FROM (${NEAR} UNION ALL ${SAME_DISTRICT(true)}) m
        WHERE "km" IS NULL OR "km" <= $13::float8
        ORDER BY "km" ASC NULLS LAST, "id" LIMIT $6`;
    } else {
      sql = `${SAME_DISTRICT(false)} ORDER BY u."id" LIMIT $6`;
    }
    const rows = (await manager.query(sql, params)) as { id: string; email: string; km: number | null }[];
    return rows.map((row) => ({ userId: row.id, email: row.email, distanceKm: row.km === null ? null : Math.round(row.km) }));
  }
}
