import { HOSPITAL_NAME_MAX_LENGTH, REQUEST_COMPONENTS, REQUEST_UNITS_MAX, REQUEST_UNITS_MIN, REQUEST_URGENCIES } from '@redhope/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * What a request needs (libs/domain components.ts): the component (red cells unless said, so
 * every existing request keeps what it meant), the units (1 unless said), the hospital's name and
 * the urgency (unknown for existing requests). And what the apheresis rules read of a donor: the
 * weight they gave and their last platelet apheresis.
 */
export class RequestComponents1796610000000 implements MigrationInterface {
  name = 'RequestComponents1796610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "blood_requests"
        ADD COLUMN "component" varchar(16) NOT NULL DEFAULT 'RED_CELLS'
          CONSTRAINT "blood_requests_component_check" CHECK ("component" IN (${list(REQUEST_COMPONENTS)})),
        ADD COLUMN "units" smallint NOT NULL DEFAULT 1
          CONSTRAINT "blood_requests_units_check" CHECK ("units" BETWEEN ${REQUEST_UNITS_MIN} AND ${REQUEST_UNITS_MAX}),
        ADD COLUMN "hospital_name" varchar(${HOSPITAL_NAME_MAX_LENGTH}),
        ADD COLUMN "urgency" varchar(16)
          CONSTRAINT "blood_requests_urgency_check" CHECK ("urgency" IN (${list(REQUEST_URGENCIES)}))`);
    await queryRunner.query(`
      ALTER TABLE "users"
        ADD COLUMN "weight_kg" smallint CONSTRAINT "users_weight_kg_check" CHECK ("weight_kg" BETWEEN 1 AND 300),
        ADD COLUMN "last_apheresis_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "last_apheresis_at", DROP COLUMN "weight_kg"`);
    await queryRunner.query(`ALTER TABLE "blood_requests" DROP COLUMN "urgency", DROP COLUMN "hospital_name", DROP COLUMN "units", DROP COLUMN "component"`);
  }
}
