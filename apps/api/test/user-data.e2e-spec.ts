import { readdirSync } from 'node:fs';
import { PROFILE_FIELD_MESSAGES as P } from '@redhope/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createCampaign, startAppWithUploads } from './setup/campaigns';
import { PASSWORD, cookieHeader, cookieLines, cookiesOf, eventually, freePort, randomIp, wsClient } from './setup/helpers';
import { jpegImage } from './setup/images';
import { createRequest, signedInDonor, type Person } from './setup/people';
import type { TestApp } from './setup/test-app';
import { ownDatabase } from './setup/own-database';
import { runMigrations } from '../src/database/migrate';

const api = (path: string) => `/api/v1/user/${path}`;

/** Every text-like column of the app's tables and of the job queue's. */
async function textColumns(db: DataSource): Promise<{ schema: string; table: string; column: string }[]> {
  return (await db.query(
    `SELECT c."table_schema" AS "schema", c."table_name" AS "table", c."column_name" AS "column"
       FROM information_schema.columns c JOIN information_schema.tables t ON t."table_schema" = c."table_schema" AND t."table_name" = c."table_name"
      WHERE c."table_schema" IN ('public', 'pgboss') AND t."table_type" = 'BASE TABLE'
        AND c."data_type" IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
  )) as { schema: string; table: string; column: string }[];
}

/** Where a piece of text occurs in the database: "table.column" for every column that holds it. */
async function whereStored(db: DataSource, needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const { schema, table, column } of await textColumns(db)) {
    const [row] = (await db.query(`SELECT count(*)::int AS "n" FROM "${schema}"."${table}" WHERE "${column}"::text ILIKE '%' || $1 || '%'`, [needle])) as { n: number }[];
    if (row.n > 0) hits.push(`${schema}.${table}.${column}`);
  }
  return hits;
}

describe("the user's own data: export and account deletion", () => {
  // A database of its own: every app started with SMTP_URL runs a mail worker, and on the shared
  // database one suite's worker took another's e-mails (sending them to its own SMTP server, or to
  // none and retrying in a minute): the fresh-clone CI's mail suite timed out waiting for them.
  const own = ownDatabase('user_data');
  beforeAll(() => runMigrations(own.config, own.url));

  let t: TestApp & { uploadsDir: string };
  let db: DataSource;
  beforeAll(async () => {
    // Mail on, towards an SMTP port nobody listens on: alerts wait in the job queue, with addresses.
    t = await startAppWithUploads({ DATABASE_URL: own.url, SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, MAIL_RETRY_DELAY_SECONDS: '60' });
    db = t.app.get(DataSource);
  });
  /** Sockets the tests opened, closed after each test whatever happened (the server closes them when all goes well). */
  const sockets: { dispose(): void | Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((client) => client.dispose()));
  });
  afterAll(async () => {
    await t.close();
  });

  const gql = (query: string, variables: Record<string, unknown>, cookie?: string) => {
    const call = request(t.url).post('/graphql').send({ query, variables });
    return cookie ? call.set('cookie', cookie) : call;
  };

  /**
   * Asha with something of every kind: a complete profile with an avatar, her own request (with
   * Bala's help), her own campaign, a help given to Bala's request, a report, and notifications.
   */
  async function ashaWithEverything(phone: string): Promise<{ asha: Person; bala: Person; ashaRequest: string; balaRequest: string; campaign: string }> {
    const asha = await signedInDonor(t.url, db, 'Asha', { bloodGroup: 'O-', phoneNo: null });
    await request(t.url)
      .patch(api('update-contact'))
      .set('cookie', asha.cookie)
      .send({ phoneNo: phone, address: { addressLine: '7 Lane' }, pincode: '411001' })
      .expect(200);
    await request(t.url).patch(api('update-avatar')).set('cookie', asha.cookie).attach('avatar', await jpegImage(300, 300), 'me.jpg').expect(200);
    const bala = await signedInDonor(t.url, db, 'Bala', { bloodGroup: 'O-', phoneNo: '+919000000001' });
    // Bala's request alerts Asha (a notification and a queued e-mail to her address).
    const balaRequest = await createRequest(t.url, bala, { bloodGroup: 'O-', applicant: 'Bala Family', email: 'bala.family@example.com', phoneNo: '9000000002' });
    await request(t.url).post(`/api/v1/request/create-help/${balaRequest}`).set('cookie', asha.cookie).expect(200);
    const ashaRequest = await createRequest(t.url, asha, { bloodGroup: 'A+', applicant: 'Asha Mother', email: asha.email, phoneNo: phone });
    await request(t.url).post(`/api/v1/request/create-help/${ashaRequest}`).set('cookie', bala.cookie).expect(200);
    const other = await signedInDonor(t.url, db, 'Chitra', { phoneNo: '+919000000003' });
    const otherRequest = await createRequest(t.url, other, { applicant: 'Chitra Family', email: 'chitra.family@example.com', phoneNo: '9000000004' });
    await request(t.url).post(`/api/v1/request/request-report/${otherRequest}`).set('cookie', asha.cookie).expect(200);
    const campaign = await createCampaign(t.url, asha, { contactNo: phone });
    await eventually(async () => {
      const [row] = (await db.query(`SELECT count(*)::int AS "n" FROM "notifications" WHERE "recipient_id" = $1`, [asha.id])) as { n: number }[];
      return row.n >= 2 ? true : undefined;
    }, 20_000, "Asha's notifications");
    return { asha, bala, ashaRequest, balaRequest, campaign };
  }

  describe('GET /user/export and myData', () => {
    it('contains every kind of record, and never a password hash, a token or anyone else\'s contact', async () => {
      const { asha, bala, ashaRequest, balaRequest, campaign } = await ashaWithEverything('+91 98123 12301');
      const res = await request(t.url).get(api('export')).set('cookie', asha.cookie).expect(200);
      expect(res.body).toMatchObject({ success: true, message: P.dataExported });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-disposition']).toContain('attachment');
      const data = res.body.data;
      expect(data.profile).toMatchObject({ id: asha.id, email: asha.email, phoneNo: '+919812312301', bloodGroup: 'O-', pincode: '411001', district: 'Pune' });
      expect(data.profile.avatar).toMatch(/^\/uploads\//);
      expect(data.requests).toEqual([expect.objectContaining({ id: ashaRequest, applicant: 'Asha Mother', phoneNo: '+919812312301', approvedBy: 1 })]);
      expect(data.helpsGiven).toEqual([expect.objectContaining({ requestId: balaRequest, applicant: 'Bala Family' })]);
      expect(data.campaigns).toEqual([expect.objectContaining({ id: campaign, contactNo: '+919812312301' })]);
      expect(data.campaigns[0].leaflet).toMatch(/^\/uploads\/.+\.jpg$/);
      expect(data.notifications.map((n: { kind: string }) => n.kind).sort()).toEqual(expect.arrayContaining(['help-offered', 'request-alert']));
      expect(data.reports.requests).toHaveLength(1);
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);

      const text = JSON.stringify(res.body);
      const [secrets] = (await db.query(`SELECT "password_hash" FROM "users" WHERE "id" = $1`, [asha.id])) as { password_hash: string }[];
      expect(text).not.toContain(secrets.password_hash);
      const tokens = (await db.query(`SELECT "token_hash" FROM "refresh_tokens" r JOIN "sessions" s ON s."id" = r."session_id" WHERE s."user_id" = $1`, [asha.id])) as {
        token_hash: string;
      }[];
      for (const { token_hash } of tokens) expect(text).not.toContain(token_hash);
      for (const value of Object.values(cookiesOf(await request(t.url).post(api('login')).set('x-forwarded-for', randomIp()).send({ email: asha.email, password: PASSWORD })))) {
        expect(text).not.toContain(value);
      }
      // Bala's contact (he helped Asha's request) is his, not hers.
      expect(text).not.toContain(bala.email);
      expect(text).not.toContain('9000000001');

      const graph = await gql(`{ myData }`, {}, asha.cookie).expect(200);
      const viaGraphql = JSON.parse(graph.body.data.myData);
      expect({ ...viaGraphql, exportedAt: null, sessions: null }).toEqual({ ...data, exportedAt: null, sessions: null });
      expect((await gql(`{ myData }`, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('POST /user/delete-account and deleteAccount', () => {
    it('leaves no personal data (no hit for the e-mail or phone anywhere), ends every session and closes an open socket', async () => {
      const phone = '9812312302';
      const { asha, bala, ashaRequest, balaRequest } = await ashaWithEverything(phone);
      const second = cookiesOf(await request(t.url).post(api('login')).set('x-forwarded-for', randomIp()).send({ email: asha.email, password: PASSWORD }).expect(200));
      const keys = (
        (await db.query(`SELECT "avatar_key" AS "key" FROM "users" WHERE "id" = $1 UNION ALL SELECT "leaflet_key" FROM "campaigns" WHERE "user_id" = $1`, [asha.id])) as {
          key: string;
        }[]
      ).map((row) => row.key);
      const filesOf = () => readdirSync(t.uploadsDir).filter((name) => keys.some((key) => name.startsWith(key)));
      expect(keys).toHaveLength(2);
      expect(filesOf().length).toBeGreaterThanOrEqual(8);
      // The search finds her before: it would see any leftover after.
      expect(await whereStored(db, asha.email)).toEqual(expect.arrayContaining(['public.users.email', 'public.blood_requests.email', expect.stringMatching(/^pgboss\./)]));
      expect(await whereStored(db, phone)).toEqual(expect.arrayContaining(['public.users.phone_no', 'public.campaigns.contact_no']));
      // Others were alerted about her request: a notification and a queued e-mail each.
      const alerts = (
        (await db.query(`SELECT "id" FROM "notifications" WHERE "params"->>'requestId' = $1 AND "recipient_id" <> $2`, [ashaRequest, asha.id])) as { id: string }[]
      ).map((row) => row.id);
      expect(alerts.length).toBeGreaterThan(0);
      const queuedAbout = async () =>
        ((await db.query(`SELECT count(*)::int AS "n" FROM pgboss."job" WHERE "data"->>'id' = ANY($1::text[])`, [alerts])) as { n: number }[])[0].n;
      expect(await queuedAbout()).toBeGreaterThan(0);
      const before = await request(t.url).get(`/api/v1/request/helper-list/${balaRequest}`).set('cookie', bala.cookie).expect(200);
      expect(JSON.stringify(before.body.data)).toContain(asha.email);

      const socket = wsClient(t.url, asha.cookie);
      sockets.push(socket.client);
      await socket.connected;

      const wrong = await request(t.url).post(api('delete-account')).set('cookie', asha.cookie).send({ password: 'not-my-password' }).expect(403);
      expect(wrong.body).toMatchObject({ message: 'Incorrect password', data: { code: 'INCORRECT_PASSWORD' } });
      const missing = await request(t.url).post(api('delete-account')).set('cookie', asha.cookie).send({}).expect(400);
      expect(missing.body.data.fields).toEqual({ password: P.passwordRequired });

      const res = await request(t.url).post(api('delete-account')).set('cookie', asha.cookie).send({ password: PASSWORD }).expect(200);
      expect(res.body).toMatchObject({ success: true, message: P.accountDeleted, data: null });
      expect(cookieLines(res).some((line) => /^accessToken=;/.test(line))).toBe(true);
      expect(await socket.closed).toBe(4401);

      expect(await whereStored(db, asha.email)).toEqual([]);
      expect(await whereStored(db, phone)).toEqual([]);
      expect(await whereStored(db, asha.id)).toEqual([]);
      // Nothing points at her deleted request any more: others' alerts about it and their e-mails are gone.
      expect(await whereStored(db, ashaRequest)).toEqual([]);
      expect(await queuedAbout()).toBe(0);
      // Her files (avatar, leaflet) are gone from storage and from the ledger.
      expect(filesOf()).toEqual([]);
      expect(await db.query(`SELECT "key" FROM "stored_images" WHERE "key" = ANY($1::uuid[])`, [keys])).toEqual([]);

      // Every session is over; the account no longer exists.
      await request(t.url).get(api('current-user')).set('cookie', asha.cookie).expect(401);
      await request(t.url).get(api('refresh-token')).set('cookie', cookieHeader(second)).expect(401);
      await request(t.url).post(api('login')).set('x-forwarded-for', randomIp()).send({ email: asha.email, password: PASSWORD }).expect(402);
      await request(t.url).get(api(`get-user/${asha.id}`)).expect(404);
      await request(t.url).get(`/api/v1/request/get-request?requestId=${ashaRequest}`).expect(404);

      // Bala's request: her help is gone from the list and the count, and so is his "offered to help" notice.
      const after = await request(t.url).get(`/api/v1/request/helper-list/${balaRequest}`).set('cookie', bala.cookie).expect(200);
      expect(after.body.data).toEqual([]);
      const [counts] = (await db.query(`SELECT "approved_by" FROM "blood_requests" WHERE "id" = $1`, [balaRequest])) as { approved_by: number }[];
      expect(counts.approved_by).toBe(0);
      const [notices] = (await db.query(`SELECT count(*)::int AS "n" FROM "notifications" WHERE "recipient_id" = $1 AND "kind" = 'help-offered'`, [bala.id])) as { n: number }[];
      expect(notices.n).toBe(0);
      // Bala himself is untouched.
      await request(t.url).get(api('current-user')).set('cookie', bala.cookie).expect(200);
    });

    it('deleteAccount mutation: the password again, then everything ends', async () => {
      const user = await signedInDonor(t.url, db, 'Devi', { phoneNo: '+919812312303' });
      const socket = wsClient(t.url, user.cookie);
      sockets.push(socket.client);
      await socket.connected;
      const mutation = `mutation($password: String!) { deleteAccount(password: $password) }`;
      const wrong = await gql(mutation, { password: 'nope-nope' }, user.cookie);
      expect(wrong.body.errors[0]).toMatchObject({ message: 'Incorrect password', extensions: { code: 'INCORRECT_PASSWORD' } });
      const ok = await gql(mutation, { password: PASSWORD }, user.cookie).expect(200);
      expect(ok.body.data.deleteAccount).toBe(true);
      expect(await socket.closed).toBe(4401);
      expect((await gql(`{ me { id } }`, {}, user.cookie)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(await whereStored(db, user.email)).toEqual([]);
      expect(await whereStored(db, '9812312303')).toEqual([]);
    });
  });
});
