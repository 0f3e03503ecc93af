import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a notification tells of, as columns the notifications module owns: the request
 * (`request_id`) and the user whose request or act it is (`about_user_id`: the requester of an
 * alert or a thank-you, the helper of an offer of help), each a foreign key with ON DELETE
 * CASCADE, so a notification goes with what it tells of and no code reads the dedupe key's format
 * to find it. Existing rows are filled from their dedupe key (`<kind>:<request id>[:<helper id>]`),
 * here, once.
 */
export class NotificationsReferences1796500000000 implements MigrationInterface {
  name = 'NotificationsReferences1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "notifications"
        ADD COLUMN "request_id" uuid REFERENCES "blood_requests"("id") ON DELETE CASCADE,
        ADD COLUMN "about_user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE`);
    await queryRunner.query(`
      UPDATE "notifications" n
         SET "request_id" = r."id",
             "about_user_id" = CASE WHEN n."dedupe_key" LIKE 'help-offered:%' THEN NULL ELSE r."requested_by" END
        FROM "blood_requests" r
       WHERE n."dedupe_key" ~ '^(request-alert|help-offered|request-fulfilled):'
         AND split_part(n."dedupe_key", ':', 2) = r."id"::text`);
    await queryRunner.query(`
      UPDATE "notifications" n
         SET "about_user_id" = u."id"
        FROM "users" u
       WHERE n."dedupe_key" LIKE 'help-offered:%' AND split_part(n."dedupe_key", ':', 3) = u."id"::text`);
    // The cascades find a request's or a user's notifications by index.
    await queryRunner.query(`CREATE INDEX "notifications_request" ON "notifications" ("request_id") WHERE "request_id" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "notifications_about_user" ON "notifications" ("about_user_id") WHERE "about_user_id" IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "notifications_about_user"`);
    await queryRunner.query(`DROP INDEX "notifications_request"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "about_user_id", DROP COLUMN "request_id"`);
  }
}
