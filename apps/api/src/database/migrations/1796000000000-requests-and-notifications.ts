import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blood requests, their helpers and reports, notifications, and the donor fields matching uses.
 * A donor's location is their pincode's centroid, copied from the pincodes table by a trigger so
 * it can never drift from the pincode, whatever code path writes the user.
 */
export class RequestsAndNotifications1796000000000 implements MigrationInterface {
  name = 'RequestsAndNotifications1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "users"
        ADD COLUMN "available_to_donate" boolean NOT NULL DEFAULT true,
        ADD COLUMN "last_donation_date" date,
        ADD COLUMN "latitude" double precision,
        ADD COLUMN "longitude" double precision`);
    await queryRunner.query(`
      CREATE FUNCTION "users_locate_pincode"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT p."latitude", p."longitude" INTO NEW."latitude", NEW."longitude"
          FROM "pincodes" p WHERE p."pincode" = NEW."pincode";
        IF NOT FOUND THEN
          NEW."latitude" := NULL;
          NEW."longitude" := NULL;
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "users_locate_pincode" BEFORE INSERT OR UPDATE OF "pincode" ON "users"
        FOR EACH ROW EXECUTE FUNCTION "users_locate_pincode"()`);
    await queryRunner.query(`UPDATE "users" SET "pincode" = "pincode" WHERE "pincode" IS NOT NULL`);
    // Donors who can be alerted, by location: the matching query's nearest-neighbour scan uses it.
    await queryRunner.query(`
      CREATE INDEX "users_donor_location" ON "users" USING gist (point("longitude", "latitude"))
        WHERE "available_to_donate" AND "is_blood_group_added" AND "is_contact_info_filled" AND "latitude" IS NOT NULL`);
    // Donors matched by district: those whose pincode has no coordinates (every request), and
    // everyone of a district when the request's own pincode has none (rare).
    await queryRunner.query(`
      CREATE INDEX "users_unlocated_donor_district" ON "users" (lower("district"))
        WHERE "available_to_donate" AND "is_blood_group_added" AND "is_contact_info_filled" AND "latitude" IS NULL`);
    await queryRunner.query(`
      CREATE INDEX "users_donor_district" ON "users" (lower("district"))
        WHERE "available_to_donate" AND "is_blood_group_added" AND "is_contact_info_filled"`);

    await queryRunner.query(`
      CREATE TABLE "blood_requests" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "requested_by" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "applicant" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone_no" varchar(16) NOT NULL,
        "address_line" varchar(200) NOT NULL,
        "district" varchar(80) NOT NULL,
        "state" varchar(80) NOT NULL,
        "pincode" char(6) NOT NULL,
        "blood_group" varchar(3) NOT NULL,
        "reason" varchar(500) NOT NULL,
        "required_by" date NOT NULL,
        "is_active" boolean NOT NULL DEFAULT true,
        "is_fulfilled" boolean NOT NULL DEFAULT false,
        "reached_to" integer NOT NULL DEFAULT 0,
        "approved_by" integer NOT NULL DEFAULT 0,
        "report_count" integer NOT NULL DEFAULT 0,
        "alerts_sent_at" timestamptz,
        "closed_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "blood_requests_blood_group_valid" CHECK ("blood_group" IN ('A+','A-','B+','B-','AB+','AB-','O+','O-')),
        CONSTRAINT "blood_requests_pincode_valid" CHECK ("pincode" ~ '^[1-9][0-9]{5}$'),
        CONSTRAINT "blood_requests_state_valid" CHECK (NOT ("is_active" AND "is_fulfilled")),
        CONSTRAINT "blood_requests_counts_valid" CHECK ("reached_to" >= 0 AND "approved_by" >= 0 AND "report_count" >= 0)
      )`);
    await queryRunner.query(`CREATE INDEX "blood_requests_owner" ON "blood_requests" ("requested_by", "is_active" DESC, "created_at" DESC)`);
    await queryRunner.query(`CREATE INDEX "blood_requests_expiry" ON "blood_requests" ("required_by") WHERE "is_active"`);
    await queryRunner.query(`CREATE INDEX "blood_requests_unalerted" ON "blood_requests" ("created_at") WHERE "alerts_sent_at" IS NULL`);

    await queryRunner.query(`
      CREATE TABLE "request_helpers" (
        "request_id" uuid NOT NULL REFERENCES "blood_requests"("id") ON DELETE CASCADE,
        "helper_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("request_id", "helper_id")
      )`);
    await queryRunner.query(`CREATE INDEX "request_helpers_helper" ON "request_helpers" ("helper_id")`);
    await queryRunner.query(`
      CREATE TABLE "request_reports" (
        "request_id" uuid NOT NULL REFERENCES "blood_requests"("id") ON DELETE CASCADE,
        "reporter_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("request_id", "reporter_id")
      )`);
    await queryRunner.query(`CREATE INDEX "request_reports_reporter" ON "request_reports" ("reporter_id")`);

    await queryRunner.query(`
      CREATE TABLE "notifications" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "recipient_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "kind" varchar(40) NOT NULL,
        "params" jsonb NOT NULL DEFAULT '{}',
        "title" varchar(200) NOT NULL,
        "body" varchar(1000) NOT NULL,
        "actions" jsonb NOT NULL DEFAULT '[]',
        "dedupe_key" varchar(200) NOT NULL,
        "read_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // One notification per recipient and fact: a retried handler cannot alert anyone twice.
    await queryRunner.query(`CREATE UNIQUE INDEX "notifications_dedupe" ON "notifications" ("recipient_id", "dedupe_key")`);
    await queryRunner.query(`CREATE INDEX "notifications_recipient_newest" ON "notifications" ("recipient_id", "created_at" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "notifications_unread" ON "notifications" ("recipient_id") WHERE "read_at" IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "notifications"`);
    await queryRunner.query(`DROP TABLE "request_reports"`);
    await queryRunner.query(`DROP TABLE "request_helpers"`);
    await queryRunner.query(`DROP TABLE "blood_requests"`);
    await queryRunner.query(`DROP TRIGGER "users_locate_pincode" ON "users"`);
    await queryRunner.query(`DROP FUNCTION "users_locate_pincode"()`);
    await queryRunner.query(`DROP INDEX "users_donor_district"`);
    await queryRunner.query(`DROP INDEX "users_unlocated_donor_district"`);
    await queryRunner.query(`DROP INDEX "users_donor_location"`);
    await queryRunner.query(`
      ALTER TABLE "users" DROP COLUMN "available_to_donate", DROP COLUMN "last_donation_date",
        DROP COLUMN "latitude", DROP COLUMN "longitude"`);
  }
}
