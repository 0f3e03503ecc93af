import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobsService } from '../src/common/jobs/jobs.service';
import { eventually, freePort } from './setup/helpers';
import { alertedFor, createRequest, deliveredFor, insertDonor, signedInDonor } from './setup/people';
import { smtpServer } from './setup/smtp-server';
import { startTestApp } from './setup/test-app';
import { ownDatabase } from './setup/own-database';
import { runMigrations } from '../src/database/migrate';

/** Waits for a state of the job queue (pg-boss' tables have no event to await). */
const until = (check: () => Promise<boolean>, what: string) => eventually(async () => ((await check()) ? true : undefined), 30_000, what);

describe('e-mail alerts through the job queue and a real SMTP server', () => {
  // A database of its own: every app started with SMTP_URL runs a mail worker, and on the shared
  // database one suite's worker took another's e-mails (sending them to its own SMTP server, or to
  // none and retrying in a minute): the fresh-clone CI's mail suite timed out waiting for them.
  const own = ownDatabase('mail');
  beforeAll(() => runMigrations(own.config, own.url));

  it('e-mails a compatible donor when a request is posted, and the owner when someone offers help', async () => {
    const port = await freePort();
    const smtp = await smtpServer(port);
    const t = await startTestApp({ DATABASE_URL: own.url, SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://redhope.example', MAIL_RETRY_DELAY_SECONDS: '1' });
    try {
      const db = t.app.get(DataSource);
      const owner = await signedInDonor(t.url, db, 'Mail owner', { bloodGroup: 'B+', pincode: '560034', district: 'Bangalore', state: 'Karnataka' });
      const donor = await insertDonor(db, { bloodGroup: 'O-', pincode: '560034', district: 'Bangalore', state: 'Karnataka' });
      const requestId = await createRequest(t.url, owner, { bloodGroup: 'O-', pincode: '560034', applicant: 'Lakshmi N' });

      const alert = await smtp.arrived(donor.email);
      expect(alert.subject).toBe('Redhope: Urgent blood donation required');
      expect(alert.text).toContain(`Help Lakshmi N: https://redhope.example/request/${requestId}`);
      expect(alert.html).toContain(`<a href="https://redhope.example/request/${requestId}">Help Lakshmi N</a>`);
      // A request from the original API: red cells, 1 unit.
      expect(alert.text).toContain('Lakshmi N needs 1 unit of O- red cells');
      expect(`${alert.text}${alert.html}`).not.toContain('9822012345');
      expect(alert.messageId).toMatch(/^<request-alert\.[0-9a-f-]{36}@redhope\.mail>$/);

      const helper = await signedInDonor(t.url, db, 'Mail helper', { bloodGroup: 'O-', pincode: '560034', district: 'Bangalore', state: 'Karnataka' });
      await request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', helper.cookie).expect(200);
      const help = await smtp.arrived(owner.email, (message) => message.subject === 'Redhope: Someone offered help');
      expect(help.subject).toBe('Redhope: Someone offered help');
      expect(help.text).toContain('Mail helper offered to help Lakshmi N');
      expect(`${help.text}${help.html}`).not.toContain(helper.email);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it("writes each e-mail in its recipient's language (the app's, set by setLanguage, as their pushes are)", async () => {
    const port = await freePort();
    const smtp = await smtpServer(port);
    const t = await startTestApp({ DATABASE_URL: own.url, SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://redhope.example', MAIL_RETRY_DELAY_SECONDS: '1' });
    try {
      const db = t.app.get(DataSource);
      const place = { pincode: '560034', district: 'Bangalore', state: 'Karnataka' };
      const owner = await signedInDonor(t.url, db, 'Bhasha owner', { bloodGroup: 'B+', ...place });
      const hindi = await insertDonor(db, { bloodGroup: 'O-', ...place });
      const english = await insertDonor(db, { bloodGroup: 'O-', ...place });
      await db.query(`UPDATE "users" SET "language" = 'hi' WHERE "id" = $1`, [hindi.id]);
      const requestId = await createRequest(t.url, owner, { bloodGroup: 'O-', pincode: '560034', applicant: 'Lakshmi N', component: 'RED_CELLS', units: 2 });

      const alert = await smtp.arrived(hindi.email);
      expect(alert.subject).toBe('Redhope: तुरंत रक्तदान की ज़रूरत');
      expect(alert.text).toContain('O- लाल रक्त कोशिकाओं की 2 यूनिट');
      expect(alert.text).toContain(`Lakshmi N की मदद करें: https://redhope.example/request/${requestId}`);
      expect(alert.html).toContain(`<a href="https://redhope.example/request/${requestId}">Lakshmi N की मदद करें</a>`);
      expect(alert.html).toMatch(/^<div lang="hi">/);
      expect(alert.text).not.toContain('needs');
      expect(alert.text).toContain('रक्तदान के लिए उपलब्ध');
      const other = await smtp.arrived(english.email);
      expect(other.subject).toBe('Redhope: Urgent blood donation required');
      expect(other.text).toContain('Lakshmi N needs 2 units of O- red cells');
      expect(other.html).toMatch(/^<div lang="en">/);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('sends no e-mail to a donor who turned e-mail alerts off; the in-app alert still comes', async () => {
    const port = await freePort();
    const smtp = await smtpServer(port);
    const t = await startTestApp({ DATABASE_URL: own.url, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_DELAY_SECONDS: '1' });
    try {
      const db = t.app.get(DataSource);
      const place = { pincode: '560034', district: 'Bangalore', state: 'Karnataka' };
      const owner = await signedInDonor(t.url, db, 'Quiet owner', { bloodGroup: 'B+', ...place });
      const on = await insertDonor(db, { bloodGroup: 'O-', ...place });
      const off = await insertDonor(db, { bloodGroup: 'O-', ...place });
      await db.query(`UPDATE "users" SET "email_alerts" = false WHERE "id" = $1`, [off.id]);
      const requestId = await createRequest(t.url, owner, { bloodGroup: 'O-', pincode: '560034' });
      expect(await alertedFor(db, requestId)).toEqual(expect.arrayContaining([on.id, off.id]));
      // The e-mails are queued with the notifications, in one transaction: all there once the alerts are.
      const queued = (await db.query(`SELECT "data"->>'to' AS "to" FROM "pgboss"."job" WHERE "name" = 'mail.send' AND "data"->>'to' = ANY($1::text[])`, [[on.email, off.email]])) as {
        to: string;
      }[];
      expect(queued.map((row) => row.to)).toEqual([on.email]);
      await smtp.arrived(on.email);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('keeps an alert while the SMTP server is down and delivers it once when it comes up', async () => {
    const port = await freePort();
    const t = await startTestApp({ DATABASE_URL: own.url, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_DELAY_SECONDS: '1' });
    let smtp: Awaited<ReturnType<typeof smtpServer>> | undefined;
    try {
      const db = t.app.get(DataSource);
      const jobs = t.app.get(JobsService);
      const owner = await signedInDonor(t.url, db, 'Outage owner', { bloodGroup: 'B+', pincode: '700001', district: 'Kolkata', state: 'West Bengal' });
      const donor = await insertDonor(db, { bloodGroup: 'O+', pincode: '700001', district: 'Kolkata', state: 'West Bengal' });
      const before = new Set((await jobs.findJobs('mail.send')).map((job) => job.id));
      await createRequest(t.url, owner, { bloodGroup: 'B+', pincode: '700001' });
      const ours = async () => (await jobs.findJobs('mail.send')).filter((job) => !before.has(job.id));

      // The server is down: the job fails and waits for its retry, nothing is lost.
      await until(async () => (await ours()).some((job) => job.state === 'retry' && job.retryCount >= 1), 'a failed attempt');

      smtp = await smtpServer(port);
      const message = await smtp.arrived(donor.email);
      expect(message.subject).toBe('Redhope: Urgent blood donation required');
      await until(async () => (await ours()).every((job) => job.state === 'completed'), 'the jobs to complete');
      expect(smtp.messages.filter((m) => m.to.includes(donor.email))).toHaveLength(1);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });

  it('drops the alert e-mails still waiting (the SMTP server away) once the request is cancelled or fulfilled: they would arrive after it closed', async () => {
    const port = await freePort();
    const t = await startTestApp({ DATABASE_URL: own.url, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_DELAY_SECONDS: '1' });
    try {
      const db = t.app.get(DataSource);
      const place = { pincode: '700001', district: 'Kolkata', state: 'West Bengal' };
      const owner = await signedInDonor(t.url, db, 'Closing owner', { bloodGroup: 'B+', ...place });
      const donor = await insertDonor(db, { bloodGroup: 'O+', ...place });
      const helper = await signedInDonor(t.url, db, 'Closing helper', { bloodGroup: 'O+', ...place });
      for (const close of ['deactive-request', 'fulfill-request'] as const) {
        const requestId = await createRequest(t.url, owner, { bloodGroup: 'B+', pincode: '700001' });
        const waiting = async (to: string) =>
          (
            (await db.query(
              `SELECT j."data"->>'kind' AS "kind" FROM "pgboss"."job" j JOIN "notifications" n ON n."id"::text = j."data"->>'id'
                WHERE j."name" = 'mail.send' AND j."state" IN ('created', 'retry', 'active') AND j."data"->>'to' = $1 AND n."request_id" = $2`,
              [to, requestId],
            )) as { kind: string }[]
          ).map((row) => row.kind);
        // The server is down: the alert waits for its retry.
        await until(async () => (await waiting(donor.email)).includes('request-alert'), 'the alert e-mail to wait');
        await request(t.url).post(`/api/v1/request/create-help/${requestId}`).set('cookie', helper.cookie).expect(200);
        await until(async () => (await waiting(owner.email)).includes('help-offered'), 'the help e-mail to wait');
        await request(t.url).get(`/api/v1/request/${close}/${requestId}`).set('cookie', owner.cookie).expect(200);
        await deliveredFor(db, close === 'deactive-request' ? 'requests.cancelled' : 'requests.fulfilled', requestId);
        expect(await waiting(donor.email)).toEqual([]);
        expect(await waiting(helper.email)).toEqual([]);
        // What the owner was told stays theirs to read: only alerts are dropped.
        expect(await waiting(owner.email)).toEqual(['help-offered']);
      }
    } finally {
      await t.close();
    }
  });

  it('queues nothing without SMTP_URL', async () => {
    const t = await startTestApp({ DATABASE_URL: own.url, SMTP_URL: '' });
    try {
      const db = t.app.get(DataSource);
      const owner = await signedInDonor(t.url, db, 'No mail owner', { bloodGroup: 'B+' });
      await insertDonor(db, { bloodGroup: 'O-' });
      const requestId = await createRequest(t.url, owner, { bloodGroup: 'O-' });
      expect((await alertedFor(db, requestId)).length).toBeGreaterThan(0);
      const [{ queued }] = (await db.query(
        `SELECT count(*)::int AS queued FROM "pgboss"."job" j JOIN "notifications" n ON n."id"::text = j."data"->>'id'
          WHERE j."name" = 'mail.send' AND n."params"->>'requestId' = $1`,
        [requestId],
      )) as { queued: number }[];
      expect(queued).toBe(0);
    } finally {
      await t.close();
    }
  });
});
