import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push. `push_subscriptions`: one row per browser (its push service endpoint, unique, and the
 * keys the payload is encrypted to), owned by a user and gone with them; `last_success_at` and
 * `consecutive_failures` say how delivery to it goes. `users.language`: the language the user last
 * chose ('en' or 'hi'), so pushes and other texts written for them can be in it.
 */
export class PushSubscriptions1796700000000 implements MigrationInterface {
  name = 'PushSubscriptions1796700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "language" varchar(2) NOT NULL DEFAULT 'en' CHECK ("language" IN ('en', 'hi'))`);
    await queryRunner.query(`
      CREATE TABLE "push_subscriptions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "endpoint" varchar(2048) NOT NULL UNIQUE,
        "p256dh" varchar(100) NOT NULL,
        "auth" varchar(50) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_success_at" timestamptz,
        "consecutive_failures" integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`CREATE INDEX "push_subscriptions_user_id" ON "push_subscriptions" ("user_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "push_subscriptions"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "language"`);
  }
}
