import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Alert preferences of a user: `email_alerts` (off: notifications reach the app and the devices,
 * no e-mail) and `alert_radius_km` (5, 10 or 25; null: the matching radius). The pause is the
 * existing `available_to_donate`, not a second setting.
 */
export class AlertPreferences1796710000000 implements MigrationInterface {
  name = 'AlertPreferences1796710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD COLUMN "email_alerts" boolean NOT NULL DEFAULT true,
         ADD COLUMN "alert_radius_km" smallint CHECK ("alert_radius_km" IN (5, 10, 25))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "alert_radius_km", DROP COLUMN "email_alerts"`);
  }
}
