import { MIGRATIONS } from '../src/database/migrations';
import { WeightedReports1796620000000 } from '../src/database/migrations/1796620000000-weighted-reports';
import { ownDatabase } from './setup/own-database';

/**
 * The migration that weighs reports, on a database holding reports written before it: each old
 * report weighs by its reporter's account as it is now, and every count is redone from the rows
 * (a count left by reporters deleted since is corrected). A database of its own on the e2e server.
 */
describe('migration WeightedReports1796620000000', () => {
  const own = ownDatabase('weighted_reports');
  const migrated = (upTo: number) => own.migrated(upTo);

  it('weighs old reports by their accounts and redoes the counts', async () => {
    const index = MIGRATIONS.indexOf(WeightedReports1796620000000);
    expect(index).toBeGreaterThan(0);
    let db = await migrated(index);
    const user = async (label: string, age: string, confirmed: boolean) =>
      ((await db.query(
        `INSERT INTO "users" ("user_name", "email", "password_hash", "date_of_birth", "created_at", "email_confirmed_at")
         VALUES ($1, $2, 'x', '1990-01-01', now() - $3::interval, CASE WHEN $4 THEN now() END) RETURNING "id"`,
        [label, `${label}@example.com`, age, confirmed],
      )) as { id: string }[])[0].id;
    const owner = await user('owner', '1 year', true);
    const settled = await user('settled', '30 days', true);
    const unconfirmed = await user('unconfirmed', '30 days', false);
    const fresh = await user('fresh', '1 hour', true);
    const [{ id: requestId }] = (await db.query(
      `INSERT INTO "blood_requests" ("requested_by", "applicant", "email", "phone_no", "address_line", "district", "state", "pincode", "blood_group", "reason", "required_by", "created_at", "report_count")
       VALUES ($1, 'Family', 'family@example.com', '9000000000', 'Lane', 'Pune', 'Maharashtra', '411001', 'O-', 'Surgery', current_date, now() - interval '2 days', 7) RETURNING "id"`,
      [owner],
    )) as { id: string }[];
    await db.query(`INSERT INTO "request_reports" ("request_id", "reporter_id") SELECT $1, unnest($2::uuid[])`, [requestId, [settled, unconfirmed, fresh]]);
    await db.destroy();

    db = await migrated(index + 1);
    const weighs = (await db.query(`SELECT "reporter_id" AS "id", "weighs", "reason", "reporter_address" AS "address" FROM "request_reports" WHERE "request_id" = $1`, [requestId])) as {
      id: string;
      weighs: boolean;
      reason: string | null;
      address: string | null;
    }[];
    expect(Object.fromEntries(weighs.map((row) => [row.id, [row.weighs, row.reason, row.address]]))).toEqual({
      [settled]: [true, null, null],
      [unconfirmed]: [false, null, null],
      [fresh]: [false, null, null],
    });
    expect(await db.query(`SELECT "report_count" FROM "blood_requests" WHERE "id" = $1`, [requestId])).toEqual([{ report_count: 1 }]);
    await expect(db.query(`UPDATE "request_reports" SET "reason" = 'BORING' WHERE "request_id" = $1`, [requestId])).rejects.toThrow(/request_reports_reason_valid/);

    await db.undoLastMigration({ transaction: 'each' });
    expect(await db.query(`SELECT "report_count" FROM "blood_requests" WHERE "id" = $1`, [requestId])).toEqual([{ report_count: 3 }]);
    const columns = (await db.query(`SELECT "column_name" FROM information_schema.columns WHERE "table_name" = 'request_reports' AND "column_name" IN ('reason', 'reporter_address', 'weighs')`)) as unknown[];
    expect(columns).toEqual([]);
    await db.destroy();
  });
});
