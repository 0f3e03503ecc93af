import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Helpers under review (docs/product-rules.md, "Helpers held from helping" and "Harvesting slowed").
 * `helper_reports`: a request's owner reports one of its helpers, once per request and helper, with
 * a reason; gone with the request, the helper or the reporter. `helper_holds`: one row per helper a
 * moderator should look at: `held_at` (reported as asking for money by two requesters: no helping
 * until reviewed), `harvest_flagged_at` (the last time the harvesting limit refused them) and
 * `reviewed_at` (a moderator's restore: reports and helps before it stop counting).
 */
export class HelperHolds1796796000000 implements MigrationInterface {
  name = 'HelperHolds1796796000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "helper_reports" (
        "request_id" uuid NOT NULL REFERENCES "blood_requests"("id") ON DELETE CASCADE,
        "helper_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "reporter_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "reason" varchar(16) NOT NULL CHECK ("reason" IN ('SCAM', 'FAKE', 'ABUSIVE', 'DUPLICATE', 'OTHER')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("request_id", "helper_id")
      )`);
    await queryRunner.query(`CREATE INDEX "helper_reports_helper" ON "helper_reports" ("helper_id", "created_at")`);
    await queryRunner.query(`CREATE INDEX "helper_reports_reporter" ON "helper_reports" ("reporter_id")`);
    await queryRunner.query(`
      CREATE TABLE "helper_holds" (
        "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
        "held_at" timestamptz,
        "harvest_flagged_at" timestamptz,
        "reviewed_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "request_helpers_helper_created_at" ON "request_helpers" ("helper_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "request_helpers_helper_created_at"`);
    await queryRunner.query(`DROP TABLE "helper_holds"`);
    await queryRunner.query(`DROP TABLE "helper_reports"`);
  }
}
