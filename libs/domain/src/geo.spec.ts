import {
  ALERT_RADII_KM,
  DEFAULT_MATCH_RADIUS_KM,
  isAlertRadius,
  withinAlertRadius,
  EARTH_RADIUS_KM,
  MAX_MATCH_RADIUS_KM,
  boundingBox,
  distanceKm,
  isValidMatchRadius,
  type GeoBox,
  type GeoPoint,
} from './geo';

const RAD = Math.PI / 180;

/** The point `km` away from `from` in the direction `bearing` (degrees from north), on the same sphere. */
function destination(from: GeoPoint, bearing: number, km: number): GeoPoint {
  const angle = km / EARTH_RADIUS_KM;
  const lat1 = from.latitude * RAD;
  const theta = bearing * RAD;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta));
  const lng2 =
    from.longitude * RAD +
    Math.atan2(Math.sin(theta) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 / RAD, longitude: (((lng2 / RAD + 540) % 360) - 180) };
}

function inBox(point: GeoPoint, box: GeoBox): boolean {
  return (
    point.latitude >= box.minLatitude &&
    point.latitude <= box.maxLatitude &&
    point.longitude >= box.minLongitude &&
    point.longitude <= box.maxLongitude
  );
}

const GANGTOK = { latitude: 27.3218, longitude: 88.5884 };
const DELHI_GPO = { latitude: 28.632743, longitude: 77.219597 };

describe('distanceKm', () => {
  const degreeKm = (EARTH_RADIUS_KM * Math.PI) / 180; // 111.195 km

  it('is zero between a point and itself, and symmetric', () => {
    expect(distanceKm(DELHI_GPO, DELHI_GPO)).toBe(0);
    expect(distanceKm(DELHI_GPO, GANGTOK)).toBe(distanceKm(GANGTOK, DELHI_GPO));
  });

  it('measures a degree of latitude, and a degree of longitude on the equator, as R * pi / 180', () => {
    expect(distanceKm({ latitude: 10, longitude: 77 }, { latitude: 11, longitude: 77 })).toBeCloseTo(degreeKm, 9);
    expect(distanceKm({ latitude: 0, longitude: 77 }, { latitude: 0, longitude: 78 })).toBeCloseTo(degreeKm, 9);
  });

  it('shrinks longitude degrees with the cosine of the latitude', () => {
    // At 60 degrees north a small step east is half as long as on the equator.
    const step = distanceKm({ latitude: 60, longitude: 10 }, { latitude: 60, longitude: 10.001 });
    expect(step / (degreeKm * 0.001)).toBeCloseTo(0.5, 6);
  });

  it('gives a quarter meridian from the equator to the pole and half the circumference between antipodes', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo((EARTH_RADIUS_KM * Math.PI) / 2, 6);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(EARTH_RADIUS_KM * Math.PI, 6);
    expect(distanceKm({ latitude: 12.5, longitude: 77 }, { latitude: -12.5, longitude: -103 })).toBeCloseTo(EARTH_RADIUS_KM * Math.PI, 6);
  });

  it('agrees with the destination formula at pincode scales', () => {
    for (const km of [0.5, 10, 25, 140]) {
      for (const bearing of [0, 45, 130, 270]) {
        expect(distanceKm(DELHI_GPO, destination(DELHI_GPO, bearing, km))).toBeCloseTo(km, 6);
      }
    }
  });

  it('refuses coordinates that are not coordinates', () => {
    expect(() => distanceKm({ latitude: Number.NaN, longitude: 0 }, DELHI_GPO)).toThrow(RangeError);
    expect(() => distanceKm(DELHI_GPO, { latitude: 91, longitude: 0 })).toThrow(RangeError);
    expect(() => distanceKm(DELHI_GPO, { latitude: 0, longitude: 181 })).toThrow(RangeError);
  });
});

describe('boundingBox', () => {
  // Without the box's one-metre margin, rounding leaves some of these edge points outside.
  it('holds every point of the circle, and is barely larger than it', () => {
    for (const center of [DELHI_GPO, GANGTOK, { latitude: 8.0883, longitude: 77.5385 }, { latitude: 34.1526, longitude: 77.5771 }]) {
      for (const km of [1, DEFAULT_MATCH_RADIUS_KM, MAX_MATCH_RADIUS_KM]) {
        const box = boundingBox(center, km);
        let widest = 0;
        for (let bearing = 0; bearing < 360; bearing += 1) {
          const edge = destination(center, bearing, km);
          expect(inBox(edge, box)).toBe(true);
          widest = Math.max(widest, Math.abs(edge.longitude - center.longitude));
        }
        const degreeKm = (EARTH_RADIUS_KM * Math.PI) / 180;
        expect(box.maxLatitude - center.latitude).toBeCloseTo(km / degreeKm, 4);
        expect(center.latitude - box.minLatitude).toBeCloseTo(km / degreeKm, 4);
        // Tight: the circle reaches (almost) the box's east and west edges.
        expect(box.maxLongitude - center.longitude - widest).toBeLessThan(1e-3);
        expect(center.longitude - box.minLongitude).toBeCloseTo(box.maxLongitude - center.longitude, 9);
      }
    }
  });

  it('spans all longitudes around a pole and across the 180th meridian', () => {
    expect(boundingBox({ latitude: 89.9, longitude: 10 }, 50)).toEqual({
      minLatitude: expect.closeTo(89.9 - 50.001 / ((EARTH_RADIUS_KM * Math.PI) / 180), 9),
      maxLatitude: 90,
      minLongitude: -180,
      maxLongitude: 180,
    });
    const fiji = boundingBox({ latitude: -17.7, longitude: 179.9 }, 30);
    expect([fiji.minLongitude, fiji.maxLongitude]).toEqual([-180, 180]);
    expect(fiji.maxLatitude).toBeLessThan(-17.4);
  });

  it('refuses a negative or infinite radius', () => {
    expect(() => boundingBox(DELHI_GPO, -1)).toThrow(RangeError);
    expect(() => boundingBox(DELHI_GPO, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => boundingBox({ latitude: 100, longitude: 0 }, 5)).toThrow(RangeError);
  });
});

describe('match radius', () => {
  it('defaults to 25 km and accepts only positive radii up to the maximum', () => {
    expect(DEFAULT_MATCH_RADIUS_KM).toBe(25);
    expect(isValidMatchRadius(DEFAULT_MATCH_RADIUS_KM)).toBe(true);
    expect(isValidMatchRadius(MAX_MATCH_RADIUS_KM)).toBe(true);
    expect(isValidMatchRadius(MAX_MATCH_RADIUS_KM + 0.1)).toBe(false);
    expect(isValidMatchRadius(0)).toBe(false);
    expect(isValidMatchRadius(Number.NaN)).toBe(false);
    expect(isValidMatchRadius('25')).toBe(false);
  });
});

describe('the donor alert radius', () => {
  it('offers 5, 10 and 25 km and nothing else', () => {
    expect(ALERT_RADII_KM).toEqual([5, 10, 25]);
    for (const value of [5, 10, 25]) expect(isAlertRadius(value)).toBe(true);
    for (const value of [0, 4.9, 7, 26, 200, '5', null, undefined, Number.NaN]) expect(isAlertRadius(value)).toBe(false);
  });

  // Every distance x request radius x donor choice: alerted exactly within the smaller radius.
  const cases = [0, 4.9, 5, 5.1, 9.9, 10, 10.1, 24.9, 25, 25.1, 60].flatMap((km) =>
    [5, 25, 50].flatMap((request) => [null, 5, 10, 25].map((donor) => ({ km, request, donor, expected: km <= Math.min(request, donor ?? request) }))),
  );
  it.each(cases)('$km km, request radius $request, donor radius $donor: $expected', ({ km, request, donor, expected }) => {
    expect(withinAlertRadius(km, request, donor)).toBe(expected);
  });
});
