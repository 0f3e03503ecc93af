import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { birthDate, cookieHeader, cookiesOf, freePort, PASSWORD, randomIp, uniqueEmail } from './setup/helpers';
import { alertedFor, createRequest, setProfile, signedInDonor } from './setup/people';
import { TestDevice } from './setup/push-service';
import { smtpServer, type Received } from './setup/smtp-server';
import { startTestApp, type TestApp } from './setup/test-app';
import { ownDatabase } from './setup/own-database';
import { runMigrations } from '../src/database/migrate';

/** The token of the link in an e-mail (after `#token=`). */
function tokenIn(message: Received): string {
  const match = /#token=([A-Za-z0-9_-]{43})/.exec(message.text);
  if (!match) throw new Error('no link in the e-mail');
  expect(message.html).toContain(`#token=${match[1]}`);
  return match[1];
}

const isAbout = (subject: string) => (message: Received) => message.subject === subject;

describe('account recovery and verified e-mail, through the mail queue and a real SMTP server', () => {
  // A database of its own: every app started with SMTP_URL runs a mail worker, and on the shared
  // database one suite's worker took another's e-mails (sending them to its own SMTP server, or to
  // none and retrying in a minute): the fresh-clone CI's mail suite timed out waiting for them.
  const own = ownDatabase('account_recovery');
  beforeAll(() => runMigrations(own.config, own.url));

  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let db: DataSource;

  beforeAll(async () => {
    const port = await freePort();
    smtp = await smtpServer(port);
    t = await startTestApp({ DATABASE_URL: own.url, SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://redhope.example', MAIL_RETRY_DELAY_SECONDS: '1' });
    db = t.app.get(DataSource);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function register(email = uniqueEmail('acct'), ip = randomIp()): Promise<{ id: string; email: string; cookie: string; ip: string }> {
    const reg = await request(t.url).post('/api/v1/user/register').set('x-forwarded-for', ip).send({ userName: 'Kavya', email, password: PASSWORD, dateOfBirth: birthDate(30) });
    expect(reg.status).toBe(201);
    const login = await request(t.url).post('/api/v1/user/login').set('x-forwarded-for', ip).send({ email, password: PASSWORD }).expect(200);
    return { id: reg.body.data._id, email, cookie: cookieHeader(cookiesOf(login)), ip };
  }

  const login = (email: string, password = PASSWORD) => request(t.url).post('/api/v1/user/login').set('x-forwarded-for', randomIp()).send({ email, password });

  /** A device subscribed to the account's pushes from a session (nothing is sent to it here). */
  async function subscribedDevice(cookie: string, name: string): Promise<TestDevice> {
    const device = new TestDevice(`http://127.0.0.1:9/push/${name}-${randomUUID()}`);
    await request(t.url).post('/api/v1/push/subscribe').set('cookie', cookie).send(device.subscription()).expect(200);
    return device;
  }

  const devicesOf = async (userId: string) =>
    ((await db.query(`SELECT count(*)::int AS "n" FROM "push_subscriptions" WHERE "user_id" = $1`, [userId])) as { n: number }[])[0].n;

  it('sends a confirmation link on sign-up; an unconfirmed donor gets alerts in the app but no e-mail until confirmed', async () => {
    const donor = await register();
    const confirmation = await smtp.arrived(donor.email, isAbout('Redhope: confirm your e-mail address'));
    expect(confirmation.text).toContain('https://redhope.example/confirm-email#token=');
    const me = () => request(t.url).post('/graphql').set('cookie', donor.cookie).send({ query: '{ me { email pendingEmail emailConfirmed } }' }).expect(200);
    expect((await me()).body.data.me).toEqual({ email: donor.email, emailConfirmed: false, pendingEmail: null });

    await setProfile(db, donor.id, { bloodGroup: 'AB+', pincode: '560034', district: 'Bangalore', state: 'Karnataka' });
    const owner = await signedInDonor(t.url, db, 'Alert owner', { bloodGroup: 'B+', pincode: '560034', district: 'Bangalore', state: 'Karnataka' });
    const first = await createRequest(t.url, owner, { bloodGroup: 'AB+', pincode: '560034', applicant: 'Unconfirmed case' });
    expect(await alertedFor(db, first)).toContain(donor.id);
    const [{ queued }] = (await db.query(`SELECT count(*)::int AS queued FROM "pgboss"."job" WHERE "name" = 'mail.send' AND "data"->>'to' = $1 AND "data"->>'kind' = 'request-alert'`, [
      donor.email,
    ])) as { queued: number }[];
    expect(queued).toBe(0);

    const confirmed = await request(t.url).post('/api/v1/user/confirm-email').send({ token: tokenIn(confirmation) }).expect(200);
    expect(confirmed.body).toMatchObject({ statusCode: 200, success: true, message: 'E-mail address confirmed' });
    expect((await me()).body.data.me.emailConfirmed).toBe(true);
    // Once only.
    const again = await request(t.url).post('/api/v1/user/confirm-email').send({ token: tokenIn(confirmation) }).expect(400);
    expect(again.body).toMatchObject({ success: false, message: 'This link is invalid, used or expired' });

    const second = await createRequest(t.url, owner, { bloodGroup: 'AB+', pincode: '560034', applicant: 'Confirmed case' });
    const alert = await smtp.arrived(donor.email, (message) => message.text.includes('Confirmed case'));
    expect(alert.text).toContain(`https://redhope.example/request/${second}`);
    expect(smtp.messages.some((message) => message.to.includes(donor.email) && message.text.includes('Unconfirmed case'))).toBe(false);
  });

  it("signs up in the app's language: the confirmation e-mail of a sign-up made in Hindi is Hindi, and the account stays in Hindi", async () => {
    const email = uniqueEmail('hindi-signup');
    const REGISTER = 'mutation($input: RegisterInput!) { register(input: $input) { id language } }';
    const input = { userName: 'Kavya', email, password: PASSWORD, dateOfBirth: birthDate(30) };
    const refused = await request(t.url).post('/graphql').set('x-forwarded-for', randomIp()).send({ query: REGISTER, variables: { input: { ...input, language: 'fr' } } }).expect(200);
    expect(refused.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const reg = await request(t.url).post('/graphql').set('x-forwarded-for', randomIp()).send({ query: REGISTER, variables: { input: { ...input, language: 'hi' } } }).expect(200);
    expect(reg.body.data.register.language).toBe('hi');
    const confirmation = await smtp.arrived(email, isAbout('Redhope: अपने ई-मेल पते की पुष्टि करें'));
    expect(confirmation.text).toContain('मेरे पते की पुष्टि करें: https://redhope.example/confirm-email#token=');
    tokenIn(confirmation);
  });

  it('changes the sign-in address only from the link sent to it; the old address is told and can undo it', async () => {
    const owner = await register();
    const thief = await login(owner.email).expect(200);
    const thiefCookie = cookieHeader(cookiesOf(thief));
    await subscribedDevice(thiefCookie, 'thief-phone');
    await subscribedDevice(owner.cookie, 'owner-laptop');
    const newEmail = uniqueEmail('thief');

    const update = await request(t.url)
      .patch('/api/v1/user/update-user')
      .set('cookie', thiefCookie)
      .send({ userName: 'Kavya R', email: newEmail, dateOfBirth: birthDate(30) })
      .expect(200);
    // The original shape and message; the address waits.
    expect(update.body).toMatchObject({ statusCode: 200, success: true, message: 'User details updated', data: { userName: 'Kavya R', email: owner.email } });
    expect((await login(newEmail)).status).toBe(402);
    await login(owner.email).expect(200);

    // GraphQL shows the pending address too.
    const profile = await request(t.url).post('/graphql').set('cookie', owner.cookie).send({ query: '{ me { email pendingEmail emailConfirmed } }' }).expect(200);
    expect(profile.body.data.me).toEqual({ email: owner.email, pendingEmail: newEmail, emailConfirmed: false });

    const link = await smtp.arrived(newEmail, isAbout('Redhope: confirm your new e-mail address'));
    expect(link.text).toContain('https://redhope.example/confirm-email#token=');
    await request(t.url).post('/api/v1/user/confirm-email').send({ token: tokenIn(link) }).expect(200);
    await login(newEmail).expect(200);
    expect((await login(owner.email)).status).toBe(402);

    // The old address is told, with a link to undo (7 days).
    const notice = await smtp.arrived(owner.email, isAbout('Redhope: your e-mail address was changed'));
    expect(notice.text).toContain('https://redhope.example/undo-email-change#token=');
    expect(`${notice.text}${notice.html}`).not.toContain(newEmail);
    const [{ expires }] = (await db.query(`SELECT extract(epoch FROM "expires_at" - "created_at")::int AS expires FROM "account_tokens" WHERE "user_id" = $1 AND "purpose" = 'undo-email'`, [
      owner.id,
    ])) as { expires: number }[];
    expect(expires).toBe(7 * 86_400);

    const undo = await request(t.url).post('/api/v1/user/undo-email-change').send({ token: tokenIn(notice) }).expect(200);
    expect(undo.body.success).toBe(true);
    await login(owner.email).expect(200);
    expect((await login(newEmail)).status).toBe(402);
    // Every session ended: the thief's and the owner's; and no device gets the account's pushes any more.
    await request(t.url).get('/api/v1/user/current-user').set('cookie', thiefCookie).expect(401);
    await request(t.url).get('/api/v1/user/current-user').set('cookie', owner.cookie).expect(401);
    expect(await devicesOf(owner.id)).toBe(0);
    await request(t.url).post('/api/v1/user/undo-email-change').send({ token: tokenIn(notice) }).expect(400);
  });

  it('refuses a new address another account has, and a link for an address that no longer waits', async () => {
    const a = await register();
    const b = await register();
    const taken = await request(t.url).patch('/api/v1/user/update-user').set('cookie', a.cookie).send({ userName: 'Kavya', email: b.email, dateOfBirth: birthDate(30) }).expect(402);
    expect(taken.body.message).toBe('Email is already in use!');

    const first = uniqueEmail('first');
    await request(t.url).patch('/api/v1/user/update-user').set('cookie', a.cookie).send({ userName: 'Kavya', email: first, dateOfBirth: birthDate(30) }).expect(200);
    const firstLink = await smtp.arrived(first);
    const second = uniqueEmail('second');
    await request(t.url).patch('/api/v1/user/update-user').set('cookie', a.cookie).send({ userName: 'Kavya', email: second, dateOfBirth: birthDate(30) }).expect(200);
    await request(t.url).post('/api/v1/user/confirm-email').send({ token: tokenIn(firstLink) }).expect(400);
    await request(t.url).post('/api/v1/user/confirm-email').send({ token: tokenIn(await smtp.arrived(second)) }).expect(200);
    await login(second).expect(200);
  });

  it('resets a forgotten password once, within 30 minutes, ending every session and every push subscription; the same answer for an unknown address', async () => {
    const user = await register();
    const other = await login(user.email).expect(200);
    // Whoever holds the other session (a thief, say) subscribed their phone to the account's alerts.
    await subscribedDevice(cookieHeader(cookiesOf(other)), 'other-phone');
    expect(await devicesOf(user.id)).toBe(1);

    const known = await request(t.url).post('/api/v1/user/forgot-password').set('x-forwarded-for', randomIp()).send({ email: user.email.toUpperCase() }).expect(200);
    const unknown = await request(t.url).post('/api/v1/user/forgot-password').set('x-forwarded-for', randomIp()).send({ email: uniqueEmail('nobody') }).expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toMatchObject({ success: true, data: null });

    const mail = await smtp.arrived(user.email, isAbout('Redhope: reset your password'));
    expect(mail.text).toContain('https://redhope.example/reset-password#token=');
    const token = tokenIn(mail);
    const [stored] = (await db.query(`SELECT "token_hash", extract(epoch FROM "expires_at" - "created_at")::int AS ttl FROM "account_tokens" WHERE "user_id" = $1 AND "purpose" = 'reset-password'`, [
      user.id,
    ])) as { token_hash: string; ttl: number }[];
    expect(stored.ttl).toBe(30 * 60);
    expect(stored.token_hash).not.toContain(token);

    const reset = await request(t.url).post('/api/v1/user/reset-password').send({ token, password: 'a-new-secret' }).expect(200);
    expect(reset.body.success).toBe(true);
    await request(t.url).get('/api/v1/user/current-user').set('cookie', user.cookie).expect(401);
    await request(t.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(cookiesOf(other))).expect(401);
    expect(await devicesOf(user.id)).toBe(0);
    expect((await login(user.email)).status).toBe(403);
    await login(user.email, 'a-new-secret').expect(200);

    const reused = await request(t.url).post('/api/v1/user/reset-password').send({ token, password: 'third-secret' }).expect(400);
    expect(reused.body).toMatchObject({ statusCode: 400, success: false, message: 'This link is invalid, used or expired' });
  });

  it("writes the link e-mails in the account's language (the app's, set by setLanguage), as its notifications are", async () => {
    const user = await register();
    await request(t.url)
      .post('/graphql')
      .set('cookie', user.cookie)
      .send({ query: 'mutation SetLanguage($language: String!) { setLanguage(input: { language: $language }) { language } }', variables: { language: 'hi' } })
      .expect(200);

    await request(t.url).post('/api/v1/user/forgot-password').set('x-forwarded-for', randomIp()).send({ email: user.email }).expect(200);
    const reset = await smtp.arrived(user.email, isAbout('Redhope: अपना पासवर्ड रीसेट करें'));
    expect(reset.text).toContain('किसी ने इस पते वाले Redhope खाते का पासवर्ड रीसेट करने को कहा है।');
    expect(reset.text).toContain('नया पासवर्ड चुनें: https://redhope.example/reset-password#token=');
    expect(reset.html).toContain('>नया पासवर्ड चुनें</a>');
    expect(reset.html).toMatch(/^<div lang="hi">/);
    tokenIn(reset);

    const newEmail = uniqueEmail('hindi');
    await request(t.url).patch('/api/v1/user/update-user').set('cookie', user.cookie).send({ userName: 'Kavya', email: newEmail, dateOfBirth: birthDate(30) }).expect(200);
    const change = await smtp.arrived(newEmail, isAbout('Redhope: अपने नए ई-मेल पते की पुष्टि करें'));
    await request(t.url).post('/api/v1/user/confirm-email').send({ token: tokenIn(change) }).expect(200);
    const notice = await smtp.arrived(user.email, isAbout('Redhope: आपका ई-मेल पता बदल दिया गया'));
    expect(notice.text).toContain('बदलाव वापस लें: https://redhope.example/undo-email-change#token=');
  });

  it('refuses an expired reset link, and limits reset e-mails per address asked for and per client address', async () => {
    const user = await register();
    const ip = randomIp();
    await request(t.url).post('/api/v1/user/forgot-password').set('x-forwarded-for', ip).send({ email: user.email }).expect(200);
    const token = tokenIn(await smtp.arrived(user.email, isAbout('Redhope: reset your password')));
    await db.query(`UPDATE "account_tokens" SET "expires_at" = now() - interval '1 second' WHERE "user_id" = $1 AND "purpose" = 'reset-password'`, [user.id]);
    await request(t.url).post('/api/v1/user/reset-password').send({ token, password: 'a-new-secret' }).expect(400);
    await login(user.email).expect(200);

    // Per address asked for: 3 an hour, from anywhere, whether or not an account has it.
    for (const email of [user.email, uniqueEmail('nobody')]) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await request(t.url).post('/api/v1/user/forgot-password').set('x-forwarded-for', randomIp()).send({ email })).status);
      expect(statuses).toEqual(email === user.email ? [200, 200, 429, 429] : [200, 200, 200, 429]);
    }
    // Per client address: 30 an hour.
    const one = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await request(t.url).post('/api/v1/user/forgot-password').set('x-forwarded-for', one).send({ email: uniqueEmail('spray') })).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('erases the links and their queued e-mails with the account', async () => {
    const user = await register();
    await request(t.url).patch('/api/v1/user/update-user').set('cookie', user.cookie).send({ userName: 'Kavya', email: uniqueEmail('pending'), dateOfBirth: birthDate(30) }).expect(200);
    await request(t.url).post('/api/v1/user/delete-account').set('cookie', user.cookie).send({ password: PASSWORD }).expect(200);
    const [{ left }] = (await db.query(`SELECT count(*)::int AS left FROM "account_tokens" WHERE "user_id" = $1`, [user.id])) as { left: number }[];
    expect(left).toBe(0);
  });
});
