import { addDays, apheresisLimitsFrom, todayInIndia } from '@redhope/domain';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `users.apheresis_limits_from`: the first day the weekly (2) and yearly (24) apheresis limits allow
 * another apheresis, from the donor's record (libs/domain apheresisLimitsFrom; null: the limits add
 * nothing to the 48-hour gap). The donations module keeps it; matching reads it, so a donor who gave
 * platelets twice this week is not alerted for a third. Filled here from the records already kept.
 */
export class ApheresisLimits1796807000000 implements MigrationInterface {
  name = 'ApheresisLimits1796807000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "apheresis_limits_from" date`);
    const rows = (await queryRunner.query(
      `SELECT "user_id" AS "userId", array_agg("donated_on"::text) AS "days" FROM "donations"
        WHERE "component" <> 'WHOLE_BLOOD' AND "donated_on" > $1::date GROUP BY "user_id"`,
      [addDays(todayInIndia(), -366)],
    )) as { userId: string; days: string[] }[];
    for (const { userId, days } of rows) {
      const from = apheresisLimitsFrom(days);
      if (from) await queryRunner.query(`UPDATE "users" SET "apheresis_limits_from" = $2::date WHERE "id" = $1`, [userId, from]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "apheresis_limits_from"`);
  }
}
