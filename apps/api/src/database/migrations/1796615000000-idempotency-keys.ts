import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys (common/idempotency): each write that takes one records it on its own row, in
 * its own transaction. The unique index per user is what makes a retry racing the first attempt
 * wait for it and then find it. The fingerprint (sha256 of what was submitted) tells a retry from
 * a reuse of the key for something else. A help is its own fingerprint: the request it is for.
 */
export class IdempotencyKeys1796615000000 implements MigrationInterface {
  name = 'IdempotencyKeys1796615000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, owner] of [
      ['blood_requests', 'requested_by'],
      ['campaigns', 'user_id'],
    ] as const) {
      await queryRunner.query(`
        ALTER TABLE "${table}"
          ADD COLUMN "idempotency_key" varchar(255),
          ADD COLUMN "idempotency_fingerprint" char(64),
          ADD CONSTRAINT "${table}_idempotency_check" CHECK (("idempotency_key" IS NULL) = ("idempotency_fingerprint" IS NULL))`);
      await queryRunner.query(`CREATE UNIQUE INDEX "${table}_idempotency_key" ON "${table}" ("${owner}", "idempotency_key") WHERE "idempotency_key" IS NOT NULL`);
    }
    await queryRunner.query(`ALTER TABLE "request_helpers" ADD COLUMN "idempotency_key" varchar(255)`);
    await queryRunner.query(`CREATE UNIQUE INDEX "request_helpers_idempotency_key" ON "request_helpers" ("helper_id", "idempotency_key") WHERE "idempotency_key" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "request_helpers_idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "request_helpers" DROP COLUMN "idempotency_key"`);
    for (const table of ['campaigns', 'blood_requests']) {
      await queryRunner.query(`DROP INDEX "${table}_idempotency_key"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${table}_idempotency_check", DROP COLUMN "idempotency_fingerprint", DROP COLUMN "idempotency_key"`);
    }
  }
}
