import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every change to a user's row or a session's row is announced, at commit, on the channels
 * `redhope_user_changed` and `redhope_session_changed` (payload: the row's id), whatever made it
 * (a service, a migration, a person at psql). Each instance listens, and forgets what its
 * signed-in cache held for that user or session (modules/users/signed-in-cache.ts).
 */
export class SignedInChanges1796400000000 implements MigrationInterface {
  name = 'SignedInChanges1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "announce_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify(TG_ARGV[0], OLD."id"::text);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "users_announce_changed" AFTER UPDATE OR DELETE ON "users"
        FOR EACH ROW EXECUTE FUNCTION "announce_row_changed"('redhope_user_changed')`);
    await queryRunner.query(`
      CREATE TRIGGER "sessions_announce_changed" AFTER UPDATE OR DELETE ON "sessions"
        FOR EACH ROW EXECUTE FUNCTION "announce_row_changed"('redhope_session_changed')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "sessions_announce_changed" ON "sessions"`);
    await queryRunner.query(`DROP TRIGGER "users_announce_changed" ON "users"`);
    await queryRunner.query(`DROP FUNCTION "announce_row_changed"()`);
  }
}
