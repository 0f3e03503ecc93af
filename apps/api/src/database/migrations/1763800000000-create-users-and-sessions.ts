import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndSessions1763800000000 implements MigrationInterface {
  name = 'CreateUsersAndSessions1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_name" varchar(50) NOT NULL,
        "email" varchar(254) NOT NULL,
        "password_hash" text NOT NULL,
        "phone_no" varchar(16),
        "avatar" varchar(500),
        "date_of_birth" date NOT NULL,
        "blood_group" varchar(3),
        "address_line" varchar(200),
        "district" varchar(80),
        "state" varchar(80),
        "pincode" char(6),
        "is_blood_group_added" boolean NOT NULL DEFAULT false,
        "is_contact_info_filled" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "users_email_lower_case" CHECK ("email" = lower("email")),
        CONSTRAINT "users_blood_group_valid" CHECK ("blood_group" IS NULL OR "blood_group" IN ('A+','A-','B+','B-','AB+','AB-','O+','O-')),
        CONSTRAINT "users_pincode_valid" CHECK ("pincode" IS NULL OR "pincode" ~ '^[1-9][0-9]{5}$')
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_unique" ON "users" ("email")`);
    await queryRunner.query(`
      CREATE TABLE "sessions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_used_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "revoked_at" timestamptz,
        "revoked_reason" varchar(20)
      )`);
    await queryRunner.query(`CREATE INDEX "sessions_user_id" ON "sessions" ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE "refresh_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "session_id" uuid NOT NULL REFERENCES "sessions"("id") ON DELETE CASCADE,
        "token_hash" char(64) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "refresh_tokens_token_hash" ON "refresh_tokens" ("token_hash")`);
    await queryRunner.query(`CREATE INDEX "refresh_tokens_session_id" ON "refresh_tokens" ("session_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "refresh_tokens"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
