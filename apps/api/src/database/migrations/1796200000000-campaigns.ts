import { CAMPAIGN_CATEGORIES } from '@redhope/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Campaigns (health camps) and their abuse reports. The leaflet is a stored image whose key the
 * `track_stored_image` trigger follows, so removing a campaign, or its owner's account, releases
 * the leaflet's files.
 */
export class Campaigns1796200000000 implements MigrationInterface {
  name = 'Campaigns1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The categories as they are today; a later change to CAMPAIGN_CATEGORIES needs a migration.
    const categories = CAMPAIGN_CATEGORIES.map((category) => `'${category.replace(/'/g, "''")}'`).join(', ');
    await queryRunner.query(`
      CREATE TABLE "campaigns" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "title" varchar(150) NOT NULL,
        "category" varchar(60) NOT NULL,
        "address_line" varchar(200) NOT NULL,
        "district" varchar(80) NOT NULL,
        "state" varchar(80) NOT NULL,
        "pincode" char(6) NOT NULL,
        "contact_no" varchar(16),
        "starts_at" timestamptz NOT NULL,
        "description" varchar(2000) NOT NULL,
        "registration_link" varchar(500),
        "leaflet_key" uuid NOT NULL,
        "leaflet" jsonb NOT NULL,
        "report_count" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "campaigns_category_valid" CHECK ("category" IN (${categories})),
        CONSTRAINT "campaigns_pincode_valid" CHECK ("pincode" ~ '^[1-9][0-9]{5}$'),
        CONSTRAINT "campaigns_registration_link_valid" CHECK ("registration_link" ~* '^https?://'),
        CONSTRAINT "campaigns_leaflet_valid" CHECK (("leaflet"->>'key')::uuid = "leaflet_key"),
        CONSTRAINT "campaigns_report_count_valid" CHECK ("report_count" >= 0)
      )`);
    // The feed: upcoming camps, soonest first (a keyset on starts_at, id).
    await queryRunner.query(`CREATE INDEX "campaigns_upcoming" ON "campaigns" ("starts_at", "id")`);
    // "My location": camps in the pincodes around the viewer.
    await queryRunner.query(`CREATE INDEX "campaigns_pincode" ON "campaigns" ("pincode", "starts_at")`);
    await queryRunner.query(`CREATE INDEX "campaigns_owner" ON "campaigns" ("user_id", "starts_at" DESC)`);
    await queryRunner.query(`
      CREATE TRIGGER "campaigns_track_leaflet" AFTER INSERT OR UPDATE OF "leaflet_key" OR DELETE ON "campaigns"
        FOR EACH ROW EXECUTE FUNCTION "track_stored_image"('leaflet_key')`);

    await queryRunner.query(`
      CREATE TABLE "campaign_reports" (
        "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
        "reporter_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("campaign_id", "reporter_id")
      )`);
    await queryRunner.query(`CREATE INDEX "campaign_reports_reporter" ON "campaign_reports" ("reporter_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "campaign_reports"`);
    await queryRunner.query(`DROP TABLE "campaigns"`);
  }
}
