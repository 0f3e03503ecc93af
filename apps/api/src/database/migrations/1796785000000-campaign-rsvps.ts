import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Camp RSVPs: one row per user and camp ("I'll come" or "Not going"), gone with the camp and with
 * the account; `share_contact` says whether the organiser may see the attendee's phone and e-mail
 * (there is no profile-wide setting for it). `campaigns.going_count` keeps the number coming,
 * changed in the same transaction as the rows, so a card shows it without counting.
 */
export class CampaignRsvps1796785000000 implements MigrationInterface {
  name = 'CampaignRsvps1796785000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "campaign_rsvps" (
        "campaign_id" uuid NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
        "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "status" varchar(16) NOT NULL CONSTRAINT "campaign_rsvps_status_valid" CHECK ("status" IN ('going', 'not_going')),
        "share_contact" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("campaign_id", "user_id")
      )`);
    await queryRunner.query(`CREATE INDEX "campaign_rsvps_user" ON "campaign_rsvps" ("user_id")`);
    await queryRunner.query(`ALTER TABLE "campaigns" ADD COLUMN "going_count" integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "campaigns" DROP COLUMN "going_count"`);
    await queryRunner.query(`DROP TABLE "campaign_rsvps"`);
  }
}
