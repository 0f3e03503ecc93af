import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';

/** Where the seeded donors live, and the requests that alert them are posted: New Delhi's GPO. */
export const DONORS_PINCODE = '110001';

/**
 * `count` donors who all match an AB+ request at DONORS_PINCODE (O+, available, profile complete,
 * of age, last donation a year ago), written straight into the table in one statement: signing
 * thousands of people up through the API would take minutes of password hashing and its rate
 * limits. `label` starts their names and e-mails. Returns their ids, in insertion order.
 */
export async function seedMatchingDonors(db: Client, count: number, label: string): Promise<string[]> {
  const { rows } = await db.query(
    `INSERT INTO "users" ("user_name", "email", "password_hash", "date_of_birth", "blood_group", "phone_no", "address_line",
       "district", "state", "pincode", "is_blood_group_added", "is_contact_info_filled", "available_to_donate", "last_donation_date")
     SELECT $4 || ' ' || g, lower($4) || g || '-' || $2 || '@bench.local', 'x', current_date - 30 * 365, 'O+', '+919' || lpad(g::text, 9, '0'),
       'Street ' || g, p."district", p."state", p."pincode", true, true, true, current_date - 365
     FROM generate_series(1, $1::int) g CROSS JOIN (SELECT * FROM "pincodes" WHERE "pincode" = $3) p
     ORDER BY g
     RETURNING "id"`,
    [count, randomBytes(4).toString('hex'), DONORS_PINCODE, label],
  );
  return (rows as { id: string }[]).map((row) => row.id);
}
