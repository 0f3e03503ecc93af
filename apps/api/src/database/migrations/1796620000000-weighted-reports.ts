import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports weighted, not counted (docs/product-rules.md, "Reports hide"). Each report keeps its
 * optional reason, a keyed pseudonym of the address it came from (an IPv6 address by its /64, as
 * the rate limits count it; never the address itself) and whether it weighs: sent by an established
 * account made before the item. `report_count` becomes the weighted count: weighing reports from
 * distinct addresses. Reports already stored have no address: each counts as its own, and weighs
 * by the reporter's account as it is now.
 */
export class WeightedReports1796620000000 implements MigrationInterface {
  name = 'WeightedReports1796620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [reports, items, item] of [
      ['request_reports', 'blood_requests', 'request_id'],
      ['campaign_reports', 'campaigns', 'campaign_id'],
    ] as const) {
      await queryRunner.query(`
        ALTER TABLE "${reports}"
          ADD COLUMN "reason" varchar(16),
          ADD COLUMN "reporter_address" varchar(64),
          ADD COLUMN "weighs" boolean NOT NULL DEFAULT false,
          ADD CONSTRAINT "${reports}_reason_valid" CHECK ("reason" IN ('SCAM', 'FAKE', 'ABUSIVE', 'DUPLICATE', 'OTHER'))`);
      await queryRunner.query(`
        UPDATE "${reports}" x SET "weighs" = true
          FROM "users" u, "${items}" i
         WHERE u."id" = x."reporter_id" AND i."id" = x."${item}"
           AND u."email_confirmed_at" IS NOT NULL AND u."created_at" <= now() - interval '72 hours' AND u."created_at" < i."created_at"`);
      await queryRunner.query(`
        UPDATE "${items}" i SET "report_count" = (
          SELECT count(DISTINCT coalesce(x."reporter_address", x."reporter_id"::text)) FROM "${reports}" x WHERE x."${item}" = i."id" AND x."weighs")
         WHERE "report_count" > 0`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [reports, items, item] of [
      ['campaign_reports', 'campaigns', 'campaign_id'],
      ['request_reports', 'blood_requests', 'request_id'],
    ] as const) {
      await queryRunner.query(`ALTER TABLE "${reports}" DROP CONSTRAINT "${reports}_reason_valid", DROP COLUMN "weighs", DROP COLUMN "reporter_address", DROP COLUMN "reason"`);
      await queryRunner.query(`UPDATE "${items}" i SET "report_count" = (SELECT count(*) FROM "${reports}" x WHERE x."${item}" = i."id") WHERE true`);
    }
  }
}
