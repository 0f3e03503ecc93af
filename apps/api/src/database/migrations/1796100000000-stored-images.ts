import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger of uploaded images (modules/uploads) and `track_stored_image`, the trigger function
 * that keeps it true: a table whose rows use an image attaches it with
 *   CREATE TRIGGER ... AFTER INSERT OR UPDATE OF <column> OR DELETE ON <table>
 *     FOR EACH ROW EXECUTE FUNCTION track_stored_image('<column>');
 * Inserting a row attaches its image in the same transaction (or fails when the image is missing
 * or already used); deleting the row, or pointing it at another image, releases the old one, also
 * when a cascade deletes the row. The app's sweeper deletes the files of released images and of
 * images nothing attached.
 */
export class StoredImages1796100000000 implements MigrationInterface {
  name = 'StoredImages1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "stored_images" (
        "key" uuid PRIMARY KEY,
        "kind" varchar(30) NOT NULL,
        "files" text[] NOT NULL,
        "attached" boolean NOT NULL DEFAULT false,
        "released_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "stored_images_unattached" ON "stored_images" ("created_at") WHERE NOT "attached"`);
    await queryRunner.query(`
      CREATE FUNCTION "track_stored_image"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_key uuid;
        new_key uuid;
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          EXECUTE format('SELECT ($1).%I', TG_ARGV[0]) USING OLD INTO old_key;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          EXECUTE format('SELECT ($1).%I', TG_ARGV[0]) USING NEW INTO new_key;
        END IF;
        IF old_key IS NOT DISTINCT FROM new_key THEN
          RETURN NULL;
        END IF;
        IF old_key IS NOT NULL THEN
          UPDATE "stored_images" SET "attached" = false, "released_at" = now() WHERE "key" = old_key;
        END IF;
        IF new_key IS NOT NULL THEN
          UPDATE "stored_images" SET "attached" = true, "released_at" = NULL WHERE "key" = new_key AND NOT "attached";
          IF NOT FOUND THEN
            RAISE EXCEPTION 'stored image is missing or already in use' USING ERRCODE = 'foreign_key_violation';
          END IF;
        END IF;
        RETURN NULL;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION "track_stored_image"()`);
    await queryRunner.query(`DROP TABLE "stored_images"`);
  }
}
