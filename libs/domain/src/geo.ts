/**
 * Distances between pincode centroids (docs/pincodes.md). Donors are matched by distance, never
 * by "pincode plus or minus 2": neighbouring numbers are often far apart.
 *
 * The distance is the haversine great-circle distance on a sphere of the IUGG mean Earth radius.
 * The Postgres function `geo_distance_km` computes the same formula, so a query and this code
 * agree on who is within a radius. A sphere is off by at most about 0.5% from the real ellipsoid,
 * far less than the pincode locations themselves (two sources disagree by a median of ~12 km).
 */

/** The IUGG mean Earth radius R1, in kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;

/** How far donors are alerted and camps are shown around a pincode, unless configured otherwise. */
export const DEFAULT_MATCH_RADIUS_KM = 25;

/** The widest radius a search may ask for: beyond this a donor cannot help in time. */
export const MAX_MATCH_RADIUS_KM = 200;

/** Degrees: latitude north positive, longitude east positive. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A latitude/longitude rectangle, in degrees. */
export interface GeoBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

// One constant, as in Postgres' radians(), so both sides convert degrees the same way.
const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * The box is widened by one metre so that a point exactly on the circle is inside it despite
 * floating-point rounding: the box only pre-filters, the exact distance decides.
 */
const BOX_MARGIN_KM = 0.001;

function isValidPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

function assertPoint(point: GeoPoint): void {
  if (!isValidPoint(point)) throw new RangeError('Invalid coordinates');
}

/** Great-circle distance in kilometres between two points (haversine, EARTH_RADIUS_KM). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  assertPoint(a);
  assertPoint(b);
  const sinHalfLat = Math.sin(((b.latitude - a.latitude) * RADIANS_PER_DEGREE) / 2);
  const sinHalfLng = Math.sin(((b.longitude - a.longitude) * RADIANS_PER_DEGREE) / 2);
  const h =
    sinHalfLat * sinHalfLat +
    Math.cos(a.latitude * RADIANS_PER_DEGREE) * Math.cos(b.latitude * RADIANS_PER_DEGREE) * sinHalfLng * sinHalfLng;
  // Rounding can push h a hair above 1 for antipodal points, where asin would give NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A latitude/longitude box holding every point within `radiusKm` of `center` (and a little more),
 * for an indexed pre-filter before the exact distance. Near a pole, or where the circle crosses
 * the 180th meridian, the box spans all longitudes rather than wrapping around.
 */
export function boundingBox(center: GeoPoint, radiusKm: number): GeoBox {
  assertPoint(center);
  if (!Number.isFinite(radiusKm) || radiusKm < 0) throw new RangeError('Invalid radius');
  const angle = (radiusKm + BOX_MARGIN_KM) / EARTH_RADIUS_KM;
  const latitude = center.latitude * RADIANS_PER_DEGREE;
  const minLatitude = latitude - angle;
  const maxLatitude = latitude + angle;
  const halfPi = Math.PI / 2;
  const fullLongitudes = { minLongitude: -180, maxLongitude: 180 };
  if (minLatitude <= -halfPi || maxLatitude >= halfPi) {
    // The circle holds a pole: every longitude is within reach.
    return {
      minLatitude: Math.max(minLatitude / RADIANS_PER_DEGREE, -90),
      maxLatitude: Math.min(maxLatitude / RADIANS_PER_DEGREE, 90),
      ...fullLongitudes,
    };
  }
  // The circle's widest longitude offset, reached north or south of its centre's latitude.
  const halfWidth = Math.asin(Math.sin(angle) / Math.cos(latitude)) / RADIANS_PER_DEGREE;
  const box = {
    minLatitude: minLatitude / RADIANS_PER_DEGREE,
    maxLatitude: maxLatitude / RADIANS_PER_DEGREE,
    minLongitude: center.longitude - halfWidth,
    maxLongitude: center.longitude + halfWidth,
  };
  if (box.minLongitude < -180 || box.maxLongitude > 180) return { ...box, ...fullLongitudes };
  return box;
}

/** A search radius the product accepts: positive, finite and at most MAX_MATCH_RADIUS_KM. */
export function isValidMatchRadius(radiusKm: unknown): radiusKm is number {
  return typeof radiusKm === 'number' && Number.isFinite(radiusKm) && radiusKm > 0 && radiusKm <= MAX_MATCH_RADIUS_KM;
}

/**
 * The alert radii a donor may choose (km). No choice means the matching radius (MATCH_RADIUS_KM,
 * 25 by default): "alerts from too far away" is what makes donors mute an app.
 */
export const ALERT_RADII_KM = [5, 10, 25] as const;
export type AlertRadiusKm = (typeof ALERT_RADII_KM)[number];

export function isAlertRadius(value: unknown): value is AlertRadiusKm {
  return typeof value === 'number' && (ALERT_RADII_KM as readonly number[]).includes(value);
}

/**
 * Whether a donor `distanceKm` from a request is alerted: within the request's radius and within
 * the donor's own radius when they chose one (the smaller of the two decides).
 */
export function withinAlertRadius(distanceKm: number, requestRadiusKm: number, donorRadiusKm: number | null): boolean {
  return distanceKm <= (donorRadiusKm === null ? requestRadiusKm : Math.min(requestRadiusKm, donorRadiusKm));
}
