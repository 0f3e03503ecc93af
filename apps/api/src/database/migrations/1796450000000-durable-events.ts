import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Alerts are durable domain events now (a job recorded with the request, in its transaction), so
 * the marker the old sweeper looked for goes. Deploy once no request is waiting for the sweeper
 * (`SELECT count(*) FROM blood_requests WHERE alerts_sent_at IS NULL AND is_active` is 0).
 */
export class DurableEvents1796450000000 implements MigrationInterface {
  name = 'DurableEvents1796450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "blood_requests_unalerted"`);
    await queryRunner.query(`ALTER TABLE "blood_requests" DROP COLUMN "alerts_sent_at"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "blood_requests" ADD COLUMN "alerts_sent_at" timestamptz`);
    await queryRunner.query(`UPDATE "blood_requests" SET "alerts_sent_at" = "created_at"`);
    await queryRunner.query(`CREATE INDEX "blood_requests_unalerted" ON "blood_requests" ("created_at") WHERE "alerts_sent_at" IS NULL`);
  }
}
