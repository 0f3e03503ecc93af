import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The reuse grace is granted once per token; the scheduled clean-up finds expired rows by index. */
export class RefreshGraceAndCleanupIndexes1764000000000 implements MigrationInterface {
  name = 'RefreshGraceAndCleanupIndexes1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "refresh_tokens" ADD COLUMN "grace_used_at" timestamptz`);
    await queryRunner.query(`CREATE INDEX "refresh_tokens_expires_at" ON "refresh_tokens" ("expires_at")`);
    await queryRunner.query(`CREATE INDEX "sessions_expires_at" ON "sessions" ("expires_at")`);
    await queryRunner.query(`CREATE INDEX "sessions_revoked_at" ON "sessions" ("revoked_at") WHERE "revoked_at" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "sessions_revoked_at"`);
    await queryRunner.query(`DROP INDEX "sessions_expires_at"`);
    await queryRunner.query(`DROP INDEX "refresh_tokens_expires_at"`);
    await queryRunner.query(`ALTER TABLE "refresh_tokens" DROP COLUMN "grace_used_at"`);
  }
}
