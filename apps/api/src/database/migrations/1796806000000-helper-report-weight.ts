import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `helper_reports.weighs`: false once the reporter is banned, as for reports on requests and
 * campaigns; a banned requester's reports no longer count towards holding a helper.
 */
export class HelperReportWeight1796806000000 implements MigrationInterface {
  name = 'HelperReportWeight1796806000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "helper_reports" ADD COLUMN "weighs" boolean NOT NULL DEFAULT true`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "helper_reports" DROP COLUMN "weighs"`);
  }
}
