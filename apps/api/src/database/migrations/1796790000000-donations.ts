import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The donor's record. `donations`: one row per donation a donor gave (from a request whose owner
 * named them, entered by hand, or at a camp), a calendar day in India, what they gave and where;
 * gone with its donor, kept (without the link) when the request or camp goes. One row per donor
 * and request, so naming a donor twice records one donation. `request_helpers.donor_confirmed_at`:
 * when the request's owner said this helper donated.
 */
export class Donations1796790000000 implements MigrationInterface {
  name = 'Donations1796790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "donations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "donated_on" date NOT NULL,
        "component" varchar(20) NOT NULL CHECK ("component" IN ('WHOLE_BLOOD', 'PLATELETS', 'PLASMA')),
        "place" varchar(150) NOT NULL,
        "venue" varchar(20) CHECK ("venue" IN ('BLOOD_CENTRE', 'CAMP')),
        "kind" varchar(10) NOT NULL CHECK ("kind" IN ('request', 'manual', 'camp')),
        "request_id" uuid REFERENCES "blood_requests"("id") ON DELETE SET NULL,
        "campaign_id" uuid REFERENCES "campaigns"("id") ON DELETE SET NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "donations_user_id_donated_on" ON "donations" ("user_id", "donated_on" DESC)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "donations_user_id_request_id" ON "donations" ("user_id", "request_id") WHERE "request_id" IS NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "donations_user_id_campaign_id" ON "donations" ("user_id", "campaign_id") WHERE "campaign_id" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "request_helpers" ADD COLUMN "donor_confirmed_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "request_helpers" DROP COLUMN "donor_confirmed_at"`);
    await queryRunner.query(`DROP TABLE "donations"`);
  }
}
