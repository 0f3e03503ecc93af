/**
 * Who may be alerted for a request, as the requests module's matching rules put it (see
 * modules/requests/donor-matcher.ts): the rules are theirs, the donors' rows are this module's.
 */
export interface DonorCriteria {
  /** Groups that can answer the request (libs/domain donorGroupsFor), with `groupRanks`. */
  bloodGroups: readonly string[];
  /** The alert order of each of `bloodGroups`, same positions: lower first, then nearest. */
  groupRanks: readonly number[];
  /** The requester, never alerted for their own request. */
  excludeUserId: string;
  /** The last whole-blood donation, when there is one, on or before this day (yyyy-mm-dd). */
  lastDonatedOnOrBefore: string;
  /** The last platelet apheresis, when there is one, strictly before this instant. */
  lastApheresisBefore: Date;
  /** A recorded weight at least this (an unknown weight passes); null: no weight rule. */
  minWeightKg: number | null;
  /** Apheresis: the weekly and yearly limits of the donor's record allow one on or before this day; null: not applied. */
  apheresisLimitsFromOnOrBefore: string | null;
  /** Born after this day: at most the maximum donor age. */
  bornAfter: string;
  /** Born after this day when they never donated (neither whole blood nor apheresis): at most the first-time donor age. */
  firstDonationBornAfter: string;
  /** Donors without a location are matched by district (every donor when `near` is absent). */
  district: string;
  /** At most this many, by rank then nearest. */
  limit: number;
  /** The request's location: donors within `radiusKm` of it, found among the `candidates` nearest. */
  near?: { latitude: number; longitude: number; radiusKm: number; candidates: number };
}

export interface DonorCandidate {
  id: string;
  email: string;
  /** Between pincode centroids; null for a donor matched by district. */
  km: number | null;
}

// Parameters: $1 donor groups, $2 requester, $3 last donation on or before, $4 born after
// (at most the maximum age), $5 born after for a first donation, $6 district, $7 limit,
// $8 group ranks, $9 last apheresis before, $10 minimum weight (null: none), $11 apheresis limits
// from on or before (null: none); near branch: $12 lat, $13 lng, $14 candidates, $15 radius, then
// one group list per rank ($16...).
// The eligibility part is libs/domain's canDonateFor for what the product knows (birth date, last
// donation, last apheresis, weight, the apheresis limits of the record; sex unknown, so the longer
// gap), by its donorSearchBounds; an
// e2e test holds the two equal.
const eligible = (groups: string) => `u."available_to_donate" AND u."banned_at" IS NULL AND u."is_blood_group_added" AND u."is_contact_info_filled"
  AND u."blood_group" = ANY(${groups}::varchar[]) AND u."id" <> $2::uuid
  AND (u."last_donation_date" IS NULL OR u."last_donation_date" <= $3::date)
  AND u."date_of_birth" > $4::date
  AND (u."last_donation_date" IS NOT NULL OR u."last_apheresis_at" IS NOT NULL OR u."date_of_birth" > $5::date)
  AND (u."last_apheresis_at" IS NULL OR u."last_apheresis_at" < $9::timestamptz)
  AND ($10::int IS NULL OR u."weight_kg" IS NULL OR u."weight_kg" >= $10::int)
  AND ($11::date IS NULL OR u."apheresis_limits_from" IS NULL OR u."apheresis_limits_from" <= $11::date)`;

/** The alert order of a donor's group (rank of its position in $1). */
const RANK = `($8::int[])[array_position($1::varchar[], u."blood_group"::varchar)] AS "rank"`;

/**
 * A donor who chose an alert radius is skipped beyond it (libs/domain withinAlertRadius: the
 * smaller of theirs and the request's), inside the scan, so they never take a candidate's place.
 * Donors matched by district have no known distance: their radius cannot apply.
 *
 * The nearest eligible donors of `groups` by a nearest-neighbour scan of the GiST index (`<->`, in
 * degrees): it reads donors outwards from the request and stops after `$14` candidates, instead of reading
 * everyone in a dense city; the exact distance then decides the radius and the order. A degree of
 * longitude is shorter than one of latitude by cos(latitude) (at most about 18% in India), so
 * twice the cap in candidates holds the nearest ones.
 */
const nearScan = (groups: string) => `SELECT * FROM (
    SELECT u."id", u."email", geo_distance_km($12::float8, $13::float8, u."latitude", u."longitude") AS "km", ${RANK} FROM "users" u
    WHERE u."latitude" IS NOT NULL AND ${eligible(groups)}
      AND (u."alert_radius_km" IS NULL OR geo_distance_km($12::float8, $13::float8, u."latitude", u."longitude") <= u."alert_radius_km")
    ORDER BY point(u."longitude", u."latitude") <-> point($13::float8, $12::float8)
    LIMIT $14
  ) near WHERE "km" <= $15::float8`;

const SAME_DISTRICT = (withoutLocationOnly: boolean) => `SELECT u."id", u."email", NULL::float8 AS "km", ${RANK} FROM "users" u
  WHERE lower(u."district") = lower($6::varchar) ${withoutLocationOnly ? 'AND u."latitude" IS NULL' : ''} AND ${eligible('$1')}`;

/**
 * The donor search as SQL and parameters (exported so the benchmark explains exactly the statement
 * the service runs). With a location: the nearest eligible donors within the radius (partial GiST
 * index `users_donor_location`), then those of the district whose pincode has no coordinates;
 * without one: every eligible donor of the district. By group rank, then nearest, at most `limit`.
 * With more than one rank (platelets), each rank has its own nearest-neighbour scan: nearer donors
 * of a later rank can then never crowd a farther donor of an earlier rank out of the candidates.
 */
export function donorCandidatesQuery(criteria: DonorCriteria): { sql: string; params: unknown[] } {
  const params: unknown[] = [
    criteria.bloodGroups,
    criteria.excludeUserId,
    criteria.lastDonatedOnOrBefore,
    criteria.bornAfter,
    criteria.firstDonationBornAfter,
    criteria.district,
    criteria.limit,
    criteria.groupRanks,
    criteria.lastApheresisBefore,
    criteria.minWeightKg,
    criteria.apheresisLimitsFromOnOrBefore,
  ];
  const { near } = criteria;
  if (!near) return { sql: `SELECT "id", "email", "km" FROM (${SAME_DISTRICT(false)}) m ORDER BY "rank", "id" LIMIT $7`, params };
  params.push(near.latitude, near.longitude, near.candidates, near.radiusKm);
  const ranks = [...new Set(criteria.groupRanks)];
  const scans =
    ranks.length <= 1
      ? [nearScan('$1')]
      : ranks.map((rank) => {
          params.push(criteria.bloodGroups.filter((_, index) => criteria.groupRanks[index] === rank));
          return nearScan(`$${params.length}`);
        });
  const sql = `SELECT "id", "email", "km" FROM (${scans.map((scan) => `(${scan})`).join(' UNION ALL ')} UNION ALL ${SAME_DISTRICT(true)}) m
    ORDER BY "rank", "km" ASC NULLS LAST, "id" LIMIT $7`;
  return { sql, params };
}
