import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Requesters protect themselves (docs/product-rules.md, "Removing and blocking a helper").
 * `request_helpers.removed_at`: the request's owner took this helper off the request; the row stays,
 * so the owner keeps the helper's contact and the helper cannot offer again. `request_help_blocks`:
 * a requester (blocker) refuses help from a user (blocked) on all their requests, present and future;
 * gone with either account.
 */
export class HelperProtection1796805000000 implements MigrationInterface {
  name = 'HelperProtection1796805000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "request_helpers" ADD COLUMN "removed_at" timestamptz`);
    await queryRunner.query(`
      CREATE TABLE "request_help_blocks" (
        "blocker_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "blocked_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("blocker_id", "blocked_id"),
        CONSTRAINT "request_help_blocks_not_self" CHECK ("blocker_id" <> "blocked_id")
      )`);
    await queryRunner.query(`CREATE INDEX "request_help_blocks_blocked" ON "request_help_blocks" ("blocked_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "request_help_blocks"`);
    await queryRunner.query(`ALTER TABLE "request_helpers" DROP COLUMN "removed_at"`);
  }
}
