import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_MATCH_RADIUS_KM, boundingBox, isValidMatchRadius, isValidPincode } from '@redhope/domain';
import { DataSource, In, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import type { PincodeInfo } from './models/pincode-info.model';
import { PincodeEntity } from './pincode.entity';

export interface NearbyPincode {
  pincode: string;
  distanceKm: number;
}

@Injectable()
export class PincodesService {
  constructor(
    @InjectRepository(PincodeEntity) private readonly pincodes: Repository<PincodeEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** A known pincode's district, state and centre; null for an unknown or malformed one. */
  async lookup(pincode: string): Promise<PincodeInfo | null> {
    if (!isValidPincode(pincode)) return null;
    const row = await this.pincodes.findOneBy({ pincode });
    if (!row) return null;
    return { pincode: row.pincode, district: row.district, state: row.state, latitude: row.latitude, longitude: row.longitude };
  }

  /** The known ones among these pincodes, by pincode, in one query; unknown and malformed ones are absent. */
  async lookupMany(pincodes: Iterable<string>): Promise<Map<string, PincodeInfo>> {
    const valid = [...new Set(pincodes)].filter(isValidPincode);
    const found = new Map<string, PincodeInfo>();
    if (valid.length === 0) return found;
    for (const row of await this.pincodes.findBy({ pincode: In(valid) })) {
      found.set(row.pincode, { pincode: row.pincode, district: row.district, state: row.state, latitude: row.latitude, longitude: row.longitude });
    }
    return found;
  }

  /**
   * The pincodes whose centres lie within `radiusKm` of this pincode's centre (itself included),
   * nearest first. Null when the pincode is unknown, so a caller can fall back to it alone.
   * The GiST index narrows to the bounding box; geo_distance_km, equal to libs/domain's
   * distanceKm, decides.
   */
  async pincodesWithin(pincode: string, radiusKm: number = DEFAULT_MATCH_RADIUS_KM): Promise<NearbyPincode[] | null> {
    if (!isValidMatchRadius(radiusKm)) throw new AppError('BAD_REQUEST', 'Invalid radius');
    const centre = await this.lookup(pincode);
    if (!centre) return null;
    const box = boundingBox(centre, radiusKm);
    const rows: { pincode: string; distance_km: number }[] = await this.dataSource.query(
      `SELECT "pincode", "distance_km" FROM (
         SELECT "pincode", geo_distance_km($1, $2, "latitude", "longitude") AS "distance_km"
         FROM "pincodes"
         WHERE "location" <@ box(point($3, $4), point($5, $6))
       ) AS "near"
       WHERE "distance_km" <= $7
       ORDER BY "distance_km", "pincode"`,
      [centre.latitude, centre.longitude, box.minLongitude, box.minLatitude, box.maxLongitude, box.maxLatitude, radiusKm],
    );
    return rows.map((row) => ({ pincode: row.pincode, distanceKm: row.distance_km }));
  }
}
