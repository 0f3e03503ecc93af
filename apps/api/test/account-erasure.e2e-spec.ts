import { createECDH, randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../src/modules/notifications';
import { createCampaign, startAppWithUploads } from './setup/campaigns';
import { PASSWORD, eventually, freePort } from './setup/helpers';
import { jpegImage } from './setup/images';
import { createRequest, signedInDonor } from './setup/people';
import type { TestApp } from './setup/test-app';
import { ownDatabase } from './setup/own-database';
import { runMigrations } from '../src/database/migrate';

/** A single-column foreign key of the app's schema: `table.column` references `parent.parentColumn`. */
interface ForeignKey {
  table: string;
  column: string;
  parent: string;
  parentColumn: string;
}

async function foreignKeys(db: DataSource): Promise<ForeignKey[]> {
  return (await db.query(
    `SELECT child."relname" AS "table", a."attname" AS "column", parent."relname" AS "parent", pa."attname" AS "parentColumn"
       FROM pg_constraint c
       JOIN pg_class child ON child."oid" = c."conrelid"
       JOIN pg_namespace n ON n."oid" = child."relnamespace"
       JOIN pg_class parent ON parent."oid" = c."confrelid"
       JOIN pg_attribute a ON a."attrelid" = c."conrelid" AND a."attnum" = c."conkey"[1]
       JOIN pg_attribute pa ON pa."attrelid" = c."confrelid" AND pa."attnum" = c."confkey"[1]
      WHERE c."contype" = 'f' AND n."nspname" = 'public' AND cardinality(c."conkey") = 1
      ORDER BY 1, 2`,
  )) as ForeignKey[];
}

/**
 * Every row that hangs from the user by foreign keys, directly (their sessions, requests, helps,
 * notifications...) or through another such row (a session's refresh tokens, the helpers and
 * alerts of their request), as the values each referencing column holds: `table.column` -> values.
 */
async function rowsOf(db: DataSource, fks: ForeignKey[], userId: string): Promise<Map<string, Set<string>>> {
  const keys = new Map<string, Set<string>>([['users.id', new Set([userId])]]);
  const found = new Map<string, Set<string>>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const fk of fks) {
      const parents = keys.get(`${fk.parent}.${fk.parentColumn}`);
      if (!parents || parents.size === 0) continue;
      const rows = (await db.query(`SELECT to_jsonb(t) AS "row" FROM "${fk.table}" t WHERE "${fk.column}"::text = ANY($1::text[])`, [[...parents]])) as {
        row: Record<string, unknown>;
      }[];
      if (rows.length === 0) continue;
      const place = `${fk.table}.${fk.column}`;
      const held = found.get(place) ?? new Set<string>();
      for (const { row } of rows) held.add(String(row[fk.column]));
      found.set(place, held);
      // The columns of these rows that other tables reference lead further.
      for (const next of fks.filter((other) => other.parent === fk.table)) {
        const key = `${next.parent}.${next.parentColumn}`;
        const values = keys.get(key) ?? new Set<string>();
        for (const { row } of rows) {
          const value = row[next.parentColumn];
          if (value !== null && value !== undefined && !values.has(String(value))) {
            values.add(String(value));
            changed = true;
          }
        }
        keys.set(key, values);
      }
    }
  }
  return found;
}

describe('account deletion, table by table', () => {
  // A database of its own: every app started with SMTP_URL runs a mail worker, and on the shared
  // database one suite's worker took another's e-mails (sending them to its own SMTP server, or to
  // none and retrying in a minute): the fresh-clone CI's mail suite timed out waiting for them.
  const own = ownDatabase('account_erasure');
  beforeAll(() => runMigrations(own.config, own.url));

  /** How many rows each place of `rowsOf` holds now. */
  async function countsOf(rows: Map<string, Set<string>>): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const [place, values] of rows) {
      const [table, column] = place.split('.');
      const [row] = (await db.query(`SELECT count(*)::int AS "n" FROM "${table}" WHERE "${column}"::text = ANY($1::text[])`, [[...values]])) as { n: number }[];
      counts.set(place, row.n);
    }
    return counts;
  }

  let t: TestApp & { uploadsDir: string };
  let db: DataSource;
  beforeAll(async () => {
    // Mail on, towards an SMTP port nobody listens on: alerts wait in the job queue.
    t = await startAppWithUploads({ DATABASE_URL: own.url, SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, MAIL_RETRY_DELAY_SECONDS: '60' });
    db = t.app.get(DataSource);
  });
  afterAll(async () => {
    await t.close();
  });

  it('every column that holds a user is a foreign key to users, so the data dies with its owner', async () => {
    const columns = (await db.query(
      `SELECT c."table_name" AS "table", c."column_name" AS "column"
         FROM information_schema.columns c JOIN information_schema.tables t ON t."table_schema" = c."table_schema" AND t."table_name" = c."table_name"
        WHERE c."table_schema" = 'public' AND t."table_type" = 'BASE TABLE' AND c."data_type" = 'uuid'
          AND (c."column_name" ~ '(user|helper|reporter|recipient)' OR c."column_name" ~ '_by$')
        ORDER BY 1, 2`,
    )) as { table: string; column: string }[];
    const toUsers = new Set((await foreignKeys(db)).filter((fk) => fk.parent === 'users').map((fk) => `${fk.table}.${fk.column}`));
    expect(columns.length).toBeGreaterThanOrEqual(8);
    expect(columns.map((c) => `${c.table}.${c.column}`).filter((place) => !toUsers.has(place))).toEqual([]);
  });

  it('leaves no row of the user in any table, directly or through their rows, and others keep theirs', async () => {
    const asha = await signedInDonor(t.url, db, 'Asha', { bloodGroup: 'O-', phoneNo: '+919812312311' });
    await request(t.url).patch('/api/v1/user/update-avatar').set('cookie', asha.cookie).attach('avatar', await jpegImage(200, 200), 'me.jpg').expect(200);
    const bala = await signedInDonor(t.url, db, 'Bala', { bloodGroup: 'O-', phoneNo: '+919000000011' });
    // Both subscribed a device to pushes (towards a push service nobody runs: pushes wait to be retried).
    const pushService = `http://127.0.0.1:${await freePort()}/push`;
    for (const [person, name] of [[asha, 'asha'], [bala, 'bala']] as const) {
      const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
      await request(t.url).post('/api/v1/push/subscribe').set('cookie', person.cookie).send({ endpoint: `${pushService}/${name}`, keys }).expect(200);
    }
    // Bala's request alerts Asha; she helps and reports it. Her request alerts Bala; he helps and reports it.
    const balaRequest = await createRequest(t.url, bala, { bloodGroup: 'O-', applicant: 'Bala Family', email: 'bala.family@example.com', phoneNo: '9000000012' });
    await request(t.url).post(`/api/v1/request/create-help/${balaRequest}`).set('cookie', asha.cookie).expect(200);
    await request(t.url).post(`/api/v1/request/request-report/${balaRequest}`).set('cookie', asha.cookie).expect(200);
    const ashaRequest = await createRequest(t.url, asha, { bloodGroup: 'O-', applicant: 'Asha Mother', email: asha.email, phoneNo: '9812312311' });
    await request(t.url).post(`/api/v1/request/create-help/${ashaRequest}`).set('cookie', bala.cookie).expect(200);
    await request(t.url).post(`/api/v1/request/request-report/${ashaRequest}`).set('cookie', bala.cookie).expect(200);
    // Each, as owner, reports the other as a helper (asked for money): a report row and a review row for each.
    for (const [owner, helper, requestId] of [[bala, asha, balaRequest], [asha, bala, ashaRequest]] as const) {
      const res = await request(t.url)
        .post('/graphql')
        .set('cookie', owner.cookie)
        .send({ query: 'mutation($r: ID!, $h: ID!) { reportHelper(requestId: $r, helperId: $h, reason: SCAM) }', variables: { r: requestId, h: helper.id } })
        .expect(200);
      expect(res.body.errors).toBeUndefined();
    }
    // Bala thanks his helpers: Asha gets a "fulfilled" notification about his request.
    await request(t.url).get(`/api/v1/request/fulfill-request/${balaRequest}`).set('cookie', bala.cookie).expect(200);
    // Then he says she donated: it goes into her record of donations.
    await request(t.url)
      .post('/graphql')
      .set('cookie', bala.cookie)
      .send({ query: 'mutation($id: ID!, $donors: [ID!]!) { confirmDonors(requestId: $id, donorHelperIds: $donors) { id } }', variables: { id: balaRequest, donors: [asha.id] } })
      .expect(200);
    await eventually(async () => ((await db.query(`SELECT 1 FROM "donations" WHERE "user_id" = $1`, [asha.id])).length > 0 ? true : undefined), 20_000, 'her donation');
    // Campaigns both ways, each reported by the other.
    const ashaCampaign = await createCampaign(t.url, asha, { contactNo: '+919812312311' });
    const balaCampaign = await createCampaign(t.url, bala, { contactNo: '+919000000011' });
    await request(t.url).post(`/api/v1/campaign/campaign-report/${balaCampaign}`).set('cookie', asha.cookie).expect(200);
    await request(t.url).post(`/api/v1/campaign/campaign-report/${ashaCampaign}`).set('cookie', bala.cookie).expect(200);
    // Both moderate: each acts on the other's campaign (the log keeps the rows, without her).
    await db.query(`UPDATE "users" SET "role" = 'MODERATOR' WHERE "id" = ANY($1::uuid[])`, [[asha.id, bala.id]]);
    for (const [moderator, campaign] of [[asha, balaCampaign], [bala, ashaCampaign]] as const) {
      const res = await request(t.url)
        .post('/graphql')
        .set('cookie', moderator.cookie)
        .send({ query: 'mutation($input: ModerateItemInput!) { restoreItem(input: $input) { id } }', variables: { input: { type: 'CAMPAIGN', id: campaign, reason: 'Reviewed' } } })
        .expect(200);
      expect(res.body.errors).toBeUndefined();
    }
    // Each says they will come to the other's camp (Asha sharing her contact).
    const rsvp = 'mutation($id: ID!, $share: Boolean) { rsvpCampaign(campaignId: $id, going: true, shareContact: $share) { goingCount } }';
    await request(t.url).post('/graphql').set('cookie', asha.cookie).send({ query: rsvp, variables: { id: balaCampaign, share: true } }).expect(200);
    await request(t.url).post('/graphql').set('cookie', bala.cookie).send({ query: rsvp, variables: { id: ashaCampaign } }).expect(200);
    // Each blocks the other from helping on their requests.
    const block = 'mutation($id: ID!, $helper: ID!) { blockHelper(requestId: $id, helperId: $helper) { blocked } }';
    for (const [owner, requestId, helper] of [[asha, ashaRequest, bala], [bala, balaRequest, asha]] as const) {
      const res = await request(t.url).post('/graphql').set('cookie', owner.cookie).send({ query: block, variables: { id: requestId, helper: helper.id } }).expect(200);
      expect(res.body.errors).toBeUndefined();
    }
    await eventually(async () => {
      const [row] = (await db.query(`SELECT count(*)::int AS "n" FROM "notifications" WHERE "recipient_id" = ANY($1::uuid[])`, [[asha.id, bala.id]])) as { n: number }[];
      return row.n >= 4 ? true : undefined;
    }, 20_000, 'the notifications');

    const fks = await foreignKeys(db);
    const before = await rowsOf(db, fks, asha.id);
    // Every table with a user column holds something of hers, and so do the tables under them.
    const userColumns = fks.filter((fk) => fk.parent === 'users').map((fk) => `${fk.table}.${fk.column}`);
    expect([...before.keys()].filter((place) => userColumns.includes(place)).sort()).toEqual([...userColumns].sort());
    expect([...before.keys()]).toEqual(
      expect.arrayContaining(['refresh_tokens.session_id', 'request_helpers.request_id', 'request_reports.request_id', 'notifications.request_id', 'campaign_reports.campaign_id']),
    );
    const balaBefore = await countsOf(await rowsOf(db, fks, bala.id));

    await request(t.url).post('/api/v1/user/delete-account').set('cookie', asha.cookie).send({ password: PASSWORD }).expect(200);

    const left = await countsOf(before);
    expect([...left].filter(([, n]) => n > 0)).toEqual([]);
    expect(await db.query(`SELECT "id" FROM "users" WHERE "id" = $1`, [asha.id])).toEqual([]);

    // Bala keeps his account, request, campaign and sessions; only what was Asha's, or about her, left his tables.
    const balaAfter = await countsOf(await rowsOf(db, fks, bala.id));
    for (const place of ['blood_requests.requested_by', 'campaigns.user_id', 'sessions.user_id', 'refresh_tokens.session_id']) {
      expect([place, balaAfter.get(place)]).toEqual([place, balaBefore.get(place)]);
    }
    // Her help, report and alert rows on his request are gone; the ones he had on hers went with it.
    expect(balaAfter.get('request_helpers.request_id') ?? 0).toBe(0);
    expect(balaAfter.get('request_helpers.helper_id') ?? 0).toBe(0);
    expect(balaBefore.get('request_helpers.helper_id')).toBe(1);
    const [balaRow] = (await db.query(`SELECT "approved_by" FROM "blood_requests" WHERE "id" = $1`, [balaRequest])) as { approved_by: number }[];
    expect(balaRow.approved_by).toBe(0);
    // The moderation log keeps both actions, without the link to her.
    expect(
      await db.query(`SELECT "moderator_id" IS NULL AS "by_her", "subject_user_id" IS NULL AS "about_her" FROM "moderation_actions" WHERE "target_id" = ANY($1::uuid[]) ORDER BY 1`, [
        [ashaCampaign, balaCampaign],
      ]),
    ).toEqual([
      { by_her: false, about_her: true },
      { by_her: true, about_her: false },
    ]);
    // Her "I'll come" left his camp's count; his on her camp went with the camp.
    const [balaCamp] = (await db.query(`SELECT "going_count" FROM "campaigns" WHERE "id" = $1`, [balaCampaign])) as { going_count: number }[];
    expect(balaCamp.going_count).toBe(0);
    expect(balaBefore.get('campaign_rsvps.user_id')).toBe(1);
    expect(balaAfter.get('campaign_rsvps.user_id') ?? 0).toBe(0);
    await request(t.url).get('/api/v1/user/current-user').set('cookie', bala.cookie).expect(200);

    // An event delivered after the deletion (it was already running) writes nothing to her or
    // about her, and still reaches the others.
    const written = await t.app.get(NotificationsService).notify('help-offered', [
      { recipientId: bala.id, aboutUserId: asha.id, requestId: balaRequest, dedupeKey: `help-offered:${balaRequest}:${asha.id}`, params: { requestId: balaRequest, applicant: 'Bala Family', helperName: 'Asha' } },
      { recipientId: asha.id, requestId: balaRequest, dedupeKey: `help-offered:${balaRequest}:x`, params: { requestId: balaRequest, applicant: 'Bala Family', helperName: 'Someone' } },
      { recipientId: bala.id, requestId: balaRequest, dedupeKey: `help-offered:${balaRequest}:y`, params: { requestId: balaRequest, applicant: 'Bala Family', helperName: 'Someone' } },
    ]);
    expect(written.map((row) => row.dedupeKey)).toEqual([`help-offered:${balaRequest}:y`]);
  });
});
