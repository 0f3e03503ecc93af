import { MIGRATIONS } from '../src/database/migrations';
import { NotificationsReferences1796500000000 } from '../src/database/migrations/1796500000000-notifications-references';
import { ownDatabase } from './setup/own-database';

/**
 * The migration that gives notifications their request and the user they tell of, on a database
 * holding notifications written before it (their dedupe keys are the only link): a database of
 * its own on the e2e server, migrated up to just before it, filled, then migrated.
 */
describe('migration NotificationsReferences1796500000000', () => {
  const own = ownDatabase('notification_refs');
  const migrated = (upTo: number) => own.migrated(upTo);

  it('fills request_id and about_user_id from the dedupe keys; the rows then go with their request or user', async () => {
    const index = MIGRATIONS.indexOf(NotificationsReferences1796500000000);
    expect(index).toBeGreaterThan(0);
    let db = await migrated(index);
    const user = async (name: string) =>
      ((await db.query(`INSERT INTO "users" ("user_name", "email", "password_hash", "date_of_birth") VALUES ($1, $2, 'x', '1990-01-01') RETURNING "id"`, [
        name,
        `${name}@example.com`,
      ])) as { id: string }[])[0].id;
    const [owner, helper, donor] = [await user('owner'), await user('helper'), await user('donor')];
    const [{ id: requestId }] = (await db.query(
      `INSERT INTO "blood_requests" ("requested_by", "applicant", "email", "phone_no", "address_line", "district", "state", "pincode", "blood_group", "reason", "required_by")
       VALUES ($1, 'Family', 'family@example.com', '9000000000', 'Lane', 'Pune', 'Maharashtra', '411001', 'O-', 'Surgery', current_date) RETURNING "id"`,
      [owner],
    )) as { id: string }[];
    const missingRequest = '00000000-0000-4000-8000-000000000000';
    const notify = (recipient: string, kind: string, key: string) =>
      db.query(`INSERT INTO "notifications" ("recipient_id", "kind", "title", "body", "dedupe_key") VALUES ($1, $2, 't', 'b', $3)`, [recipient, kind, key]);
    await notify(donor, 'request-alert', `request-alert:${requestId}`);
    await notify(owner, 'help-offered', `help-offered:${requestId}:${helper}`);
    await notify(helper, 'request-fulfilled', `request-fulfilled:${requestId}`);
    await notify(donor, 'request-alert', `request-alert:${missingRequest}`);
    await db.destroy();

    // Up to this migration (later ones would be undone first below).
    db = await migrated(index + 1);
    const rows = (await db.query(`SELECT "dedupe_key" AS "key", "request_id" AS "request", "about_user_id" AS "about" FROM "notifications" ORDER BY "created_at", "dedupe_key"`)) as {
      key: string;
      request: string | null;
      about: string | null;
    }[];
    expect(Object.fromEntries(rows.map((row) => [row.key.split(':')[0] + (row.key.includes(missingRequest) ? ' (gone)' : ''), [row.request, row.about]]))).toEqual({
      'request-alert': [requestId, owner],
      'help-offered': [requestId, helper],
      'request-fulfilled': [requestId, owner],
      'request-alert (gone)': [null, null],
    });

    // The helper's account goes: so does the owner's "offered to help" about them.
    await db.query(`DELETE FROM "users" WHERE "id" = $1`, [helper]);
    expect(((await db.query(`SELECT count(*)::int AS "n" FROM "notifications" WHERE "kind" = 'help-offered'`)) as { n: number }[])[0].n).toBe(0);
    // The request goes: so do the alerts and thanks about it, whoever received them.
    await db.query(`DELETE FROM "blood_requests" WHERE "id" = $1`, [requestId]);
    expect(((await db.query(`SELECT "dedupe_key" FROM "notifications"`)) as { dedupe_key: string }[]).map((row) => row.dedupe_key)).toEqual([
      `request-alert:${missingRequest}`,
    ]);

    await db.undoLastMigration({ transaction: 'each' });
    const columns = (await db.query(`SELECT "column_name" FROM information_schema.columns WHERE "table_name" = 'notifications' AND "column_name" IN ('request_id', 'about_user_id')`)) as unknown[];
    expect(columns).toEqual([]);
    await db.destroy();
  });
});
