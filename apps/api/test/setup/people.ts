import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { birthDate, cookieHeader, eventually, signUpAndLogIn } from './helpers';

/** What a donor's profile holds; the columns the profile screens will write. */
export interface DonorProfile {
  bloodGroup?: string | null;
  pincode?: string | null;
  district?: string | null;
  state?: string | null;
  phoneNo?: string | null;
  addressLine?: string | null;
  availableToDonate?: boolean;
  lastDonationDate?: string | null;
  /** yyyy-mm-dd */
  dateOfBirth?: string;
  weightKg?: number | null;
  lastApheresisAt?: Date | null;
}

const DEFAULT_PROFILE: Required<DonorProfile> = {
  bloodGroup: 'O+',
  pincode: '411001',
  district: 'Pune',
  state: 'Maharashtra',
  phoneNo: '+919876543210',
  addressLine: '12 MG Road',
  availableToDonate: true,
  lastDonationDate: null,
  dateOfBirth: birthDate(30),
  weightKg: null,
  lastApheresisAt: null,
};

/**
 * Writes a profile straight into the database (the profile screens come with their own issue);
 * the completion flags follow the data as the product keeps them.
 */
export async function setProfile(db: DataSource, userId: string, profile: DonorProfile = {}): Promise<void> {
  const p = { ...DEFAULT_PROFILE, ...profile };
  await db.query(
    `UPDATE "users" SET "blood_group" = $2::varchar, "pincode" = $3::char(6), "district" = $4, "state" = $5, "phone_no" = $6::varchar,
       "address_line" = $7, "available_to_donate" = $8, "last_donation_date" = $9, "date_of_birth" = $10,
       "weight_kg" = $11, "last_apheresis_at" = $12,
       "is_blood_group_added" = ($2::varchar IS NOT NULL), "is_contact_info_filled" = ($6::varchar IS NOT NULL AND $3::char(6) IS NOT NULL)
     WHERE "id" = $1`,
    [userId, p.bloodGroup, p.pincode, p.district, p.state, p.phoneNo, p.addressLine, p.availableToDonate, p.lastDonationDate, p.dateOfBirth, p.weightKg, p.lastApheresisAt],
  );
}

/** A donor who never signs in, inserted directly (fast: no password hashing). */
export async function insertDonor(db: DataSource, profile: DonorProfile = {}, userName = 'Donor'): Promise<{ id: string; email: string }> {
  const email = `donor-${randomUUID().slice(0, 12)}@example.com`;
  const [row] = (await db.query(`INSERT INTO "users" ("user_name", "email", "password_hash", "date_of_birth", "email_confirmed_at") VALUES ($1, $2, 'not-a-hash', $3, now()) RETURNING "id"`, [
    userName,
    email,
    profile.dateOfBirth ?? DEFAULT_PROFILE.dateOfBirth,
  ])) as { id: string }[];
  await setProfile(db, row.id, profile);
  return { id: row.id, email };
}

export interface Person {
  id: string;
  email: string;
  cookie: string;
}

/** A signed-in user with a complete donor profile (override any field, or pass null to leave it out). */
export async function signedInDonor(url: string, db: DataSource, name: string, profile: DonorProfile = {}): Promise<Person> {
  const { id, email, cookies } = await signUpAndLogIn(url, name);
  await setProfile(db, id, profile);
  // As if they had opened the confirmation link: confirmed addresses get e-mail alerts.
  await db.query(`UPDATE "users" SET "email_confirmed_at" = now() WHERE "id" = $1`, [id]);
  return { id, email, cookie: cookieHeader(cookies) };
}

/** A valid request form; `date` is the day after tomorrow in India unless given. */
export function requestForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  return {
    applicant: 'Ravi Kumar',
    email: 'ravi.family@example.com',
    phoneNo: '+91 98220 12345',
    address: { addressLine: 'Ruby Hall Clinic, Sassoon Road', district: 'Pune', state: 'Maharashtra' },
    pincode: '411001',
    bloodGroup: 'O+',
    reason: 'Surgery after a road accident',
    date,
    ...overrides,
  };
}

/** Posts a request as `owner` through REST; returns its id. */
export async function createRequest(url: string, owner: Person, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await request(url).post('/api/v1/request/create-request').set('cookie', owner.cookie).send(requestForm(overrides));
  if (res.status !== 201) throw new Error(`create-request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/** The notifications rows of one kind written for a request (by recipient). */
/**
 * Waits until every handler of the request's event has run: handlers run in jobs after the
 * commit (common/events), so an answer to the mutation comes before them.
 */
export async function deliveredFor(db: DataSource, eventName: string, requestId: string, timeoutMs = 20_000): Promise<void> {
  await eventually(
    async () => {
      const [row] = (await db.query(
        `SELECT count(*)::int AS "total", count(*) FILTER (WHERE "state" = 'completed')::int AS "done"
           FROM "pgboss"."job" WHERE "name" LIKE $1 AND "data"->'request'->>'id' = $2`,
        [`events/${eventName}/%`, requestId],
      )) as { total: number; done: number }[];
      return row.total > 0 && row.done === row.total ? true : undefined;
    },
    timeoutMs,
    `${eventName} to be delivered`,
  );
}

/** The donors alerted about a request, once its alerts are delivered. */
export async function alertedFor(db: DataSource, requestId: string): Promise<string[]> {
  await deliveredFor(db, 'requests.created', requestId);
  const rows = (await db.query(`SELECT "recipient_id" FROM "notifications" WHERE "kind" = 'request-alert' AND "params"->>'requestId' = $1`, [requestId])) as {
    recipient_id: string;
  }[];
  return rows.map((row) => row.recipient_id).sort();
}
