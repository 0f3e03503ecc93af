import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Moderation (docs/product-rules.md, "Moderation"): a moderator role granted only from the command
 * line, bans, items held before they alert anyone or hidden by a moderator, and an append-only
 * audit log. The log keeps its rows when an account is deleted, but the links to that person (the
 * moderator who acted, the user acted against) become null: the only UPDATE the log's trigger lets
 * through. Nothing else may change or delete a row.
 */
export class Moderation1796750000000 implements MigrationInterface {
  name = 'Moderation1796750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "users"
        ADD COLUMN "role" varchar(16),
        ADD COLUMN "banned_at" timestamptz,
        ADD CONSTRAINT "users_role_valid" CHECK ("role" IN ('MODERATOR'))`);
    for (const table of ['blood_requests', 'campaigns']) {
      await queryRunner.query(`
        ALTER TABLE "${table}"
          ADD COLUMN "held_at" timestamptz,
          ADD COLUMN "held_reason" varchar(16),
          ADD COLUMN "hidden_at" timestamptz,
          ADD COLUMN "reviewed_at" timestamptz,
          ADD CONSTRAINT "${table}_held_reason_valid" CHECK ("held_reason" IN ('UPI_ID', 'BANK_ACCOUNT', 'ASKS_FOR_MONEY'))`);
      await queryRunner.query(`CREATE INDEX "${table}_held" ON "${table}" ("held_at") WHERE "held_at" IS NOT NULL`);
    }
    await queryRunner.query(`
      CREATE TABLE "moderation_actions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "moderator_id" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "action" varchar(16) NOT NULL CHECK ("action" IN ('RESTORE', 'HIDE', 'BAN', 'UNBAN')),
        "target_type" varchar(16) NOT NULL CHECK ("target_type" IN ('REQUEST', 'CAMPAIGN', 'USER')),
        "target_id" uuid,
        "subject_user_id" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "reason" text NOT NULL CHECK (length(btrim("reason")) > 0 AND length("reason") <= 500),
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "moderation_actions_created" ON "moderation_actions" ("created_at" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "moderation_actions_subject" ON "moderation_actions" ("subject_user_id") WHERE "subject_user_id" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "moderation_actions_moderator" ON "moderation_actions" ("moderator_id") WHERE "moderator_id" IS NOT NULL`);
    await queryRunner.query(`
      CREATE FUNCTION "moderation_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE'
           AND NEW."id" = OLD."id" AND NEW."action" = OLD."action" AND NEW."target_type" = OLD."target_type"
           AND NEW."target_id" IS NOT DISTINCT FROM OLD."target_id" AND NEW."reason" = OLD."reason" AND NEW."created_at" = OLD."created_at"
           AND (NEW."moderator_id" IS NULL OR NEW."moderator_id" = OLD."moderator_id")
           AND (NEW."subject_user_id" IS NULL OR NEW."subject_user_id" = OLD."subject_user_id") THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'moderation_actions is append-only' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "moderation_actions_append_only" BEFORE UPDATE OR DELETE ON "moderation_actions"
        FOR EACH ROW EXECUTE FUNCTION "moderation_actions_append_only"()`);
    await queryRunner.query(`
      CREATE TRIGGER "moderation_actions_no_truncate" BEFORE TRUNCATE ON "moderation_actions"
        FOR EACH STATEMENT EXECUTE FUNCTION "moderation_actions_append_only"()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "moderation_actions"`);
    await queryRunner.query(`DROP FUNCTION "moderation_actions_append_only"()`);
    for (const table of ['campaigns', 'blood_requests']) {
      await queryRunner.query(`DROP INDEX "${table}_held"`);
      await queryRunner.query(
        `ALTER TABLE "${table}" DROP CONSTRAINT "${table}_held_reason_valid", DROP COLUMN "reviewed_at", DROP COLUMN "hidden_at", DROP COLUMN "held_reason", DROP COLUMN "held_at"`,
      );
    }
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_role_valid", DROP COLUMN "banned_at", DROP COLUMN "role"`);
  }
}
