import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's avatar is a stored image (modules/uploads): `avatar_key` is followed by the
 * `track_stored_image` trigger, so replacing the avatar, or deleting the account, releases the old
 * image's files. `avatar` keeps the URL clients show.
 */
export class UserAvatars1796300000000 implements MigrationInterface {
  name = 'UserAvatars1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "avatar_key" uuid`);
    await queryRunner.query(`
      CREATE TRIGGER "users_track_avatar" AFTER INSERT OR UPDATE OF "avatar_key" OR DELETE ON "users"
        FOR EACH ROW EXECUTE FUNCTION "track_stored_image"('avatar_key')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "users_track_avatar" ON "users"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "avatar_key"`);
  }
}
