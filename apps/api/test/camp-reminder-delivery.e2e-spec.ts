import request from 'supertest';
import { DataSource } from 'typeorm';
import { PUSH_QUEUE, type PushPayload } from '../src/modules/push';
import { createCampaign, startAppWithUploads } from './setup/campaigns';
import { eventually, freePort } from './setup/helpers';
import { signedInDonor, type Person } from './setup/people';
import { TestPushService, type TestDevice } from './setup/push-service';
import { smtpServer } from './setup/smtp-server';
import type { TestApp } from './setup/test-app';
import { ownDatabase } from './setup/own-database';
import { runMigrations } from '../src/database/migrate';

const CAMP_REMINDER_QUEUE = 'campaigns.camp-reminder';

/**
 * Issue 26, camp RSVP: the reminder the day before a camp reaches each person who said "I'll come"
 * in the app, and by push and e-mail as they chose: through the real job queue (the reminder job
 * made due), a push service speaking RFC 8030/8291/8292 and a real SMTP server.
 */
describe('camp reminder delivered in the app, by push and by e-mail', () => {
  // A database of its own: every app started with SMTP_URL runs a mail worker, and on the shared
  // database one suite's worker took another's e-mails (sending them to its own SMTP server, or to
  // none and retrying in a minute): the fresh-clone CI's mail suite timed out waiting for them.
  const own = ownDatabase('camp_reminder_delivery');
  beforeAll(() => runMigrations(own.config, own.url));

  let t: TestApp;
  let db: DataSource;
  let service: TestPushService;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;

  const gql = (person: Person, query: string, variables: Record<string, unknown> = {}) =>
    request(t.url).post('/graphql').set('cookie', person.cookie).send({ query, variables });

  beforeAll(async () => {
    service = await TestPushService.start();
    const port = await freePort();
    smtp = await smtpServer(port);
    t = await startAppWithUploads({ DATABASE_URL: own.url, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_DELAY_SECONDS: '1', PUSH_RETRY_DELAY_SECONDS: '1', PUBLIC_URL: 'https://redhope.example' });
    db = t.app.get(DataSource);
    const key = await request(t.url).get('/api/v1/push/public-key').expect(200);
    service.expectedKey = key.body.data.publicKey as string;
  });
  afterAll(async () => {
    await t?.close();
    await service?.close();
    await smtp?.close();
  });

  it('reaches push and e-mail for those who chose them, and the app for everyone coming', async () => {
    const organiser = await signedInDonor(t.url, db, 'Reminder organiser');
    const both = await signedInDonor(t.url, db, 'Reminder both', { bloodGroup: 'A+' });
    const pushOnly = await signedInDonor(t.url, db, 'Reminder push only', { bloodGroup: 'B+' });
    const emailOnly = await signedInDonor(t.url, db, 'Reminder e-mail only', { bloodGroup: 'O+' });
    const appOnly = await signedInDonor(t.url, db, 'Reminder app only', { bloodGroup: 'AB+' });
    for (const person of [pushOnly, appOnly]) {
      await gql(person, 'mutation { updateAlertPreferences(input: { emailAlerts: false }) { emailAlerts } }').expect(200);
    }
    const devices = new Map<string, TestDevice>([
      [both.id, service.device('both')],
      [pushOnly.id, service.device('push-only')],
    ]);
    for (const person of [both, pushOnly]) {
      const res = await gql(person, 'mutation($input: PushSubscriptionInput!) { registerPushSubscription(input: $input) }', { input: devices.get(person.id)?.subscription() });
      expect(res.body).toEqual({ data: { registerPushSubscription: true } });
    }

    const campaignId = await createCampaign(t.url, organiser, { title: 'Reminder camp at Ruby Hall' });
    const coming = [both, pushOnly, emailOnly, appOnly];
    for (const person of coming) {
      await gql(person, 'mutation($id: ID!) { rsvpCampaign(campaignId: $id, going: true) { goingCount } }', { id: campaignId }).expect(200);
    }
    // The reminders wait for 09:00 India time the day before; the queue runs them now.
    await eventually(async () => {
      const rows = (await db.query(`SELECT 1 FROM "pgboss"."job" WHERE "name" = $1 AND "singleton_key" LIKE $2 AND "state" = 'created'`, [CAMP_REMINDER_QUEUE, `${campaignId}:%`])) as unknown[];
      return rows.length === coming.length ? true : undefined;
    }, 20_000, 'a reminder waiting for each person coming');
    await db.query(`UPDATE "pgboss"."job" SET "start_after" = now() WHERE "name" = $1 AND "singleton_key" LIKE $2 AND "state" = 'created'`, [CAMP_REMINDER_QUEUE, `${campaignId}:%`]);

    // Push: both devices, signed by the app's key, the camp's page to open.
    for (const person of [both, pushOnly]) {
      const device = devices.get(person.id) as TestDevice;
      const [push] = await service.waitFor(device, 1);
      expect(push.vapidError).toBeNull();
      const payload = JSON.parse(device.decrypt(push.body)) as PushPayload;
      expect(payload).toMatchObject({ kind: 'camp-reminder', title: 'Blood donation camp tomorrow', url: `/campaign/${campaignId}` });
      expect(payload.body).toContain('Reminder camp at Ruby Hall is tomorrow');
    }

    // E-mail: to those who kept e-mail on, with a link to the camp.
    for (const person of [both, emailOnly]) {
      const mail = await smtp.arrived(person.email, (message) => message.subject === 'Redhope: Blood donation camp tomorrow');
      expect(mail.text).toContain('Reminder camp at Ruby Hall is tomorrow');
      expect(mail.text).toContain(`https://redhope.example/campaign/${campaignId}`);
    }

    // In the app: everyone coming, once.
    const notified = (await db.query(`SELECT "recipient_id" AS "id" FROM "notifications" WHERE "kind" = 'camp-reminder' AND "params"->>'campaignId' = $1`, [campaignId])) as { id: string }[];
    expect(notified.map((row) => row.id).sort()).toEqual(coming.map((person) => person.id).sort());
    // The e-mails and pushes are queued with the notifications, in one transaction: none for those who did not choose them.
    const mails = (await db.query(`SELECT "data"->>'to' AS "to" FROM "pgboss"."job" WHERE "name" = 'mail.send' AND "data"->>'kind' = 'camp-reminder' AND "data"->>'to' = ANY($1::text[])`, [coming.map((person) => person.email)])) as {
      to: string;
    }[];
    expect(mails.map((row) => row.to).sort()).toEqual([both.email, emailOnly.email].sort());
    const pushes = (await db.query(`SELECT "data"->>'recipientId' AS "id" FROM "pgboss"."job" WHERE "name" = $1 AND "data"->>'recipientId' = ANY($2::text[])`, [
      PUSH_QUEUE,
      coming.map((person) => person.id),
    ])) as { id: string }[];
    expect(pushes.map((row) => row.id).sort()).toEqual([both.id, pushOnly.id].sort());
  });
});
