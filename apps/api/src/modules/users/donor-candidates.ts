/**
 * Who may be alerted for a request, as the requests module's matching rules put it (see
 * modules/requests/donor-matcher.ts): the rules are theirs, the donors' rows are this module's.
 */
export interface DonorCriteria {
  /** Groups whose red cells the patient can receive. */
  bloodGroups: readonly string[];
  /** The requester, never alerted for their own request. */
  excludeUserId: string;
  /** The last donation, when there is one, on or before this day (yyyy-mm-dd). */
  lastDonatedOnOrBefore: string;
  /** Born after this day: at most the maximum donor age. */
  bornAfter: string;
  /** Born after this day when they never donated: at most the first-time donor age. */
  firstDonationBornAfter: string;
  /** Donors without a location are matched by district (every donor when `near` is absent). */
  district: string;
  /** At most this many, nearest first. */
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
 * The donor search as SQL and parameters (exported so the benchmark explains exactly the statement
 * the service runs). With a location: the nearest eligible donors within the radius (partial GiST
 * index `users_donor_location`), then those of the district whose pincode has no coordinates;
 * without one: every eligible donor of the district. Nearest first, at most `limit`.
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
  ];
  const { near } = criteria;
  if (!near) return { sql: `${SAME_DISTRICT(false)} ORDER BY u."id" LIMIT $7`, params };
  params.push(near.latitude, near.longitude, near.candidates, near.radiusKm);
  const sql = `SELECT "id", "email", "km" FROM (${NEAR} UNION ALL ${SAME_DISTRICT(true)}) m
    ORDER BY "km" ASC NULLS LAST, "id" LIMIT $7`;
  return { sql, params };
}
