import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified e-mail and account recovery. `users.email_confirmed_at` (null until the address is
 * confirmed from a link sent to it; accounts that exist already count as confirmed) and
 * `users.pending_email` (a new address waiting for its link). `account_tokens` holds the links
 * sent by e-mail, only as HMACs of their random value: confirming an address, changing it, undoing
 * a change, resetting the password. Each is used once and expires; they go with their user.
 */
export class AccountLinks1796600000000 implements MigrationInterface {
  name = 'AccountLinks1796600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamptz, ADD COLUMN "pending_email" varchar(254)`);
    await queryRunner.query(`UPDATE "users" SET "email_confirmed_at" = "created_at"`);
    await queryRunner.query(`
      CREATE TABLE "account_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "purpose" varchar(20) NOT NULL CHECK ("purpose" IN ('confirm-email', 'change-email', 'undo-email', 'reset-password')),
        "token_hash" char(64) NOT NULL UNIQUE,
        "email" varchar(254) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "account_tokens_user_purpose" ON "account_tokens" ("user_id", "purpose")`);
    await queryRunner.query(`CREATE INDEX "account_tokens_expires_at" ON "account_tokens" ("expires_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "account_tokens"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "pending_email", DROP COLUMN "email_confirmed_at"`);
  }
}
