import request from 'supertest';
import { DataSource } from 'typeorm';
import { ADDRESS_LINE_MAX_LENGTH, APPLICANT_MAX_LENGTH, DONATION_PLACE_MAX_LENGTH, INPUT_MESSAGES, USERNAME_MAX_LENGTH, VALIDATION_MESSAGES } from '@redhope/domain';
import { birthDate, cookieHeader, PASSWORD, signUpAndLogIn, uniqueEmail } from './setup/helpers';
import { get } from 'node:http';
import { campaignForm, leafletJpeg, multipartCampaign, startAppWithUploads } from './setup/campaigns';
import { requestForm } from './setup/people';
import { PRODUCTION, startTestApp, type TestApp } from './setup/test-app';

const SECRET = 'hunter2-very-secret';

function envelopeOf(res: request.Response, status: number): void {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toMatchObject({ statusCode: status, success: false, data: { code: expect.any(String) } });
}

describe('malformed input gets a clean 4xx, never a 500', () => {
  let t: Awaited<ReturnType<typeof startAppWithUploads>>;
  let cookie: string;
  beforeAll(async () => {
    t = await startAppWithUploads();
    cookie = cookieHeader((await signUpAndLogIn(t.url, 'Malformed')).cookies);
  });
  afterAll(() => t.close());

  const gql = (query: string, variables: Record<string, unknown> = {}, extra: Record<string, unknown> = {}, who = cookie) =>
    request(t.url).post('/graphql').set('cookie', who).send({ query, variables, ...extra });

  // Postgres counts varchar(n) in characters; class-validator's length rules did not count the
  // emoji presentation selector U+FE0F, so "a" and 199 red hearts (❤️) passed a 200 limit as 200
  // characters and failed the column as 399: a 500.
  it('counts an emoji with its presentation selector as the database does: a field message at the limit, never a 500', async () => {
    const heart = '\u2764\uFE0F';
    const over = (max: number) => `a${heart.repeat(max - 1)}`;
    const fits = (max: number) => `a${heart.repeat((max - 1) / 2 - ((max - 1) % 2) / 2)}`;
    const contact = (addressLine: string) =>
      request(t.url).patch('/api/v1/user/update-contact').set('cookie', cookie).send({ phoneNo: '9876543210', address: { addressLine }, pincode: '411001' });
    envelopeOf(await contact(over(ADDRESS_LINE_MAX_LENGTH)), 400);
    const stored = await contact(fits(ADDRESS_LINE_MAX_LENGTH)).expect(200);
    expect(stored.body.data.address.addressLine).toBe(fits(ADDRESS_LINE_MAX_LENGTH));

    const me = (await request(t.url).get('/api/v1/user/current-user').set('cookie', cookie).expect(200)).body.data as { email: string; dateOfBirth: string };
    const rename = (userName: string) => request(t.url).patch('/api/v1/user/update-user').set('cookie', cookie).send({ userName, email: me.email, dateOfBirth: me.dateOfBirth });
    const renamed = await rename(over(USERNAME_MAX_LENGTH));
    envelopeOf(renamed, 400);
    expect(renamed.body.data.fields).toEqual({ userName: VALIDATION_MESSAGES.userNameTooLong });
    await rename(fits(USERNAME_MAX_LENGTH)).expect(200);

    const post = (overrides: Record<string, unknown>) => request(t.url).post('/api/v1/request/create-request').set('cookie', cookie).send(requestForm(overrides));
    envelopeOf(await post({ applicant: over(APPLICANT_MAX_LENGTH) }), 400);
    envelopeOf(await post({ address: { addressLine: over(ADDRESS_LINE_MAX_LENGTH), district: 'Pune', state: 'Maharashtra' } }), 400);
    await post({ applicant: fits(APPLICANT_MAX_LENGTH) }).expect(201);

    const donation = await gql('mutation($input: AddDonationInput!) { addDonation(input: $input) { total } }', {
      input: { donatedOn: '2025-01-01', component: 'WHOLE_BLOOD', place: over(DONATION_PLACE_MAX_LENGTH), venue: 'BLOOD_CENTRE' },
    });
    expect(donation.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a NUL byte with a field message, signed out (register, login) and in (request form, GraphQL)', async () => {
    const reg = await request(t.url).post('/api/v1/user/register').send({ userName: 'Nu\u0000l', email: uniqueEmail('nul'), password: PASSWORD, dateOfBirth: birthDate(30) });
    envelopeOf(reg, 400);
    expect(reg.body.data.fields).toEqual({ userName: INPUT_MESSAGES.controlCharacters });
    envelopeOf(await request(t.url).post('/api/v1/user/login').send({ email: 'a\u0000@example.com', password: 'x' }), 400);
    envelopeOf(await request(t.url).post('/api/v1/request/create-request').set('cookie', cookie).send(requestForm({ applicant: 'Ravi\u0000', address: { addressLine: 'a\u0000', district: 'Pune', state: 'Maharashtra' } })), 400);
    const login = await gql('mutation($input: LoginInput!) { login(input: $input) { id } }', { input: { email: 'a@b.in\u0000', password: 'x' } });
    expect(login.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const arg = await gql('mutation { deleteAccount(password: "a\\u0000b") }');
    expect(arg.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('refuses 2,000-deep JSON before validation, on REST and GraphQL', async () => {
    const deep = `${'['.repeat(2000)}${']'.repeat(2000)}`;
    envelopeOf(await request(t.url).post('/api/v1/user/login').set('content-type', 'application/json').send(`{"email":${deep},"password":"x"}`), 400);
    envelopeOf(await request(t.url).post('/api/v1/request/create-request').set('cookie', cookie).set('content-type', 'application/json').send(deep), 400);
    const res = await request(t.url).post('/graphql').set('content-type', 'application/json').send(`{"query":"{ __typename }","variables":{"a":${deep}}}`);
    expect(res.status).toBe(400);
    // In a multipart form too: a part sent as application/json is parsed, and was walked without a limit (a 500).
    const form = multipartCampaign(request(t.url).post('/api/v1/campaign/create-campaign').set('cookie', cookie), campaignForm(), await leafletJpeg());
    envelopeOf(await form.field('title', deep, { contentType: 'application/json' } as never), 400);
  });

  // class-transformer copies every key of a body (about 40 us a key) and graphql-js prints a whole
  // invalid variable into each of its errors: 60,000 keys (1 MB) cost 8 to 13 s of CPU at login,
  // signed out, and 6 s as a GraphQL variable. Now refused as parsed, past 1,000 members.
  it('refuses JSON of more than 1,000 members (keys and items, every level) as it is parsed, on REST, GraphQL and multipart', async () => {
    const keys = (count: number, prefix = 'k') => Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, 1]));
    // Extra fields are dropped, as before, up to the limit.
    envelopeOf(await request(t.url).post('/api/v1/user/login').send({ email: uniqueEmail('absent'), password: 'x', ...keys(990) }), 402);
    const refused = await request(t.url).post('/api/v1/user/login').send({ email: uniqueEmail('absent'), password: 'x', ...keys(1000) });
    envelopeOf(refused, 400);
    expect(refused.body.data.code).toBe('BAD_REQUEST');
    envelopeOf(await request(t.url).post('/api/v1/user/login').send({ email: 'a@b.in', password: 'x', a: { b: keys(500), c: Array.from({ length: 500 }, () => 0) } }), 400);
    const graphql = await request(t.url).post('/graphql').send({ query: 'mutation($input: LoginInput!) { login(input: $input) { id } }', variables: { input: { email: 'a@b.in', password: 'x', ...keys(60_000) } } });
    expect(graphql.status).toBe(400);
    // Multipart: the JSON parts' members together.
    let form = multipartCampaign(request(t.url).post('/api/v1/campaign/create-campaign').set('cookie', cookie), campaignForm(), await leafletJpeg());
    for (let part = 0; part < 15; part++) form = form.field(`extra${part}`, JSON.stringify(keys(70)), { contentType: 'application/json' } as never);
    envelopeOf(await form, 400);
  });

  it('reads a date sent as a timestamp as the day it is in India, and refuses junk after the day (no 500)', async () => {
    const register = (dateOfBirth: string) => request(t.url).post('/api/v1/user/register').send({ userName: 'Dated', email: uniqueEmail('dated'), password: PASSWORD, dateOfBirth });
    envelopeOf(await register('2000-01-01Tjunk'), 400);
    const gql = await request(t.url)
      .post('/graphql')
      .send({ query: 'mutation($input: RegisterInput!) { register(input: $input) { id } }', variables: { input: { userName: 'Dated', email: uniqueEmail('dated'), password: PASSWORD, dateOfBirth: '2000-01-01Tjunk' } } });
    expect(gql.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    // A phone in India sends its midnight of 1 January 2000 as 31 December 1999, 18:30 UTC.
    const email = uniqueEmail('dated');
    const created = await request(t.url).post('/api/v1/user/register').send({ userName: 'Dated', email, password: PASSWORD, dateOfBirth: '1999-12-31T18:30:00.000Z' });
    expect(created.status).toBe(201);
    const [row] = (await t.app.get(DataSource).query(`SELECT "date_of_birth"::text AS "day" FROM "users" WHERE "email" = $1`, [email])) as { day: string }[];
    expect(row.day).toBe('2000-01-01');
  });

  it('checks every cursor it is given', async () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const after of [forged(['x', 'y']), forged(['+275760-09-13T00:00:00.000Z', id]), forged(['2026-02-30T00:00:00.000Z', id]), forged([1, 2]), 'not base64!', forged({})]) {
      const notifications = await gql('query($after: String) { notifications(first: 5, after: $after) { pageInfo { hasNextPage } } }', { after });
      expect(notifications.body.errors[0].extensions.code).toBe('BAD_REQUEST');
      const feed = await gql('query($after: String) { campaignFeed(first: 5, after: $after) { nodes { id } } }', { after }, {}, '');
      expect(feed.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    }
  });

  it('answers a subscription sent over HTTP with 400 naming the websocket, signed out too', async () => {
    const res = await request(t.url).post('/graphql').send({ query: 'subscription { assistantAnswer(prompt: "hello there") { __typename } }' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ extensions: { code: 'BAD_REQUEST' } });
    expect(res.body.errors[0].message).toMatch(/websocket/);
  });

  it('answers any persisted-query extension, malformed or not, as a client error (no client uses them)', async () => {
    for (const persistedQuery of [{ version: 1, sha256Hash: 123 }, { version: 1, sha256Hash: 'abc' }, 'nope']) {
      const res = await request(t.url).post('/graphql').send({ query: '{ __typename }', extensions: { persistedQuery } });
      // Apollo's own answer for a server without persisted queries (an APQ client then sends the whole query).
      expect(res.status).toBeLessThan(500);
      expect(res.body.errors).toEqual([{ message: 'PersistedQueryNotSupported', extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } }]);
    }
  });

  it('answers a 120-digit pincode (414) and a broken escape (400) in the envelope, without echoing the URL', async () => {
    const digits = '9'.repeat(120);
    const long = await request(t.url).get(`/api/v1/pincode/${digits}`);
    envelopeOf(long, 414);
    expect(JSON.stringify(long.body)).not.toContain(digits);
    const broken = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      get(`${t.url}/api/v1/user/get-user/%E0%A4%zz-marker`, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      }).on('error', reject);
    });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ statusCode: 400, success: false });
    expect(broken.body).not.toContain('marker');
  });

  it('never repeats an input value in an error, the password of a login with an unknown field included', async () => {
    const login = await gql('mutation($input: LoginInput!) { login(input: $input) { id } }', { input: { email: 'a@b.in', password: SECRET, extra: 1 } });
    expect(login.status).toBe(400);
    expect(JSON.stringify(login.body)).not.toContain(SECRET);
    expect(login.body.errors[0].message).toContain('LoginInput');
    const typed = await gql('mutation($input: LoginInput!) { login(input: $input) { id } }', { input: { email: 'a@b.in', password: { secret: SECRET } } });
    expect(JSON.stringify(typed.body)).not.toContain(SECRET);
    const literal = await gql(`mutation { login(input: { email: "a@b.in", password: 12345678901 }) { id } }`);
    expect(JSON.stringify(literal.body)).not.toContain('12345678901');
    const enumValue = await gql(`query { campaignFeed(filter: ${SECRET.replace(/-/g, '_')}) { nodes { id } } }`, {}, {}, '');
    expect(JSON.stringify(enumValue.body)).not.toContain(SECRET.replace(/-/g, '_'));
  });
});

describe('names people can trust', () => {
  let t: Awaited<ReturnType<typeof startAppWithUploads>>;
  beforeAll(async () => {
    t = await startAppWithUploads();
  });
  afterAll(() => t.close());

  const register = (userName: string) => request(t.url).post('/api/v1/user/register').send({ userName, email: uniqueEmail('name'), password: PASSWORD, dateOfBirth: birthDate(30) });

  it('refuses invisible, bidirectional-control and format characters, and names empty after trimming', async () => {
    for (const name of ['\u200b\u200b\u200b', '\u202eNIMDA troppuS', 'Asha\u2066 Rao', '\u3164\u3164\u3164', 'Ravi\u00ad Kumar', '     ']) {
      const res = await register(name);
      envelopeOf(res, 400);
    }
    expect((await register('\u202eNIMDA troppuS')).body.data.fields).toEqual({ userName: INPUT_MESSAGES.invisibleCharacters });
  });

  it('stores names in NFC and keeps the joiners of Indic scripts', async () => {
    const decomposed = 'Jose\u0301 Ma\u0301rquez';
    const res = await register(decomposed).expect(201);
    expect(res.body.data.userName).toBe('José Márquez'.normalize('NFC'));
    expect(res.body.data.userName).toBe(decomposed.normalize('NFC'));
    // Malayalam and Hindi written with a zero-width joiner / non-joiner inside the word.
    await register('ലക്ഷ്\u200dമി').expect(201);
    await register('क्\u200cष्णा देवी').expect(201);
  });

  it('applies the same rule to applicant names and campaign titles', async () => {
    const { cookies } = await signUpAndLogIn(t.url, 'Name owner');
    const cookie = cookieHeader(cookies);
    const db = t.app.get(DataSource);
    await db.query(`UPDATE "users" SET "blood_group" = 'O+', "pincode" = '411001', "district" = 'Pune', "state" = 'Maharashtra', "phone_no" = '+919876543210', "address_line" = 'x', "is_blood_group_added" = true, "is_contact_info_filled" = true WHERE "email" LIKE 'name-owner-%'`);
    const applicant = await request(t.url).post('/api/v1/request/create-request').set('cookie', cookie).send(requestForm({ applicant: '\u202eNIMDA troppuS' }));
    envelopeOf(applicant, 400);
    expect(applicant.body.data.fields).toEqual({ applicant: INPUT_MESSAGES.invisibleCharacters });
    const title = await multipartCampaign(request(t.url).post('/api/v1/campaign/create-campaign').set('cookie', cookie), campaignForm({ title: 'Camp\u200b\u200b\u200b\u200b\u200b' }), await leafletJpeg());
    envelopeOf(title, 400);
    expect(title.body.data.fields).toEqual({ title: INPUT_MESSAGES.invisibleCharacters });
  });

  it('holds free text to visible characters too: an address of a zero-width space, a hospital written backwards, a camp description', async () => {
    const { cookies } = await signUpAndLogIn(t.url, 'Text owner');
    const cookie = cookieHeader(cookies);
    await t.app
      .get(DataSource)
      .query(`UPDATE "users" SET "blood_group" = 'O+', "pincode" = '411001', "district" = 'Pune', "state" = 'Maharashtra', "phone_no" = '+919876543210', "address_line" = 'x', "is_blood_group_added" = true, "is_contact_info_filled" = true WHERE "email" LIKE 'text-owner-%'`);
    const post = (overrides: Record<string, unknown>) => request(t.url).post('/api/v1/request/create-request').set('cookie', cookie).send(requestForm(overrides));
    const address = await post({ address: { addressLine: '\u200b', district: 'Pune', state: 'Maharashtra' } });
    envelopeOf(address, 400);
    expect(address.body.data.fields).toEqual({ 'address.addressLine': INPUT_MESSAGES.invisibleCharacters });
    for (const overrides of [{ hospitalName: '\u202elatipsoH lliH ybuR' }, { reason: '\u2066\u2069 \ufeff' }]) envelopeOf(await post(overrides), 400);
    const gql = await request(t.url)
      .post('/graphql')
      .set('cookie', cookie)
      .send({ query: 'mutation($input: CreateBloodRequestInput!) { createBloodRequest(input: $input) { id } }', variables: { input: requestForm({ hospitalName: 'Ruby\u202e Hall' }) } });
    expect(gql.body.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const description = await multipartCampaign(request(t.url).post('/api/v1/campaign/create-campaign').set('cookie', cookie), campaignForm({ description: '\u200b\u200b' }), await leafletJpeg());
    envelopeOf(description, 400);
    // Hindi with a joiner inside a word, line breaks and an emoji sequence are text.
    await post({ reason: 'क्\u200cष्णा देवी का ऑपरेशन\nकल सुबह 👨\u200d👩\u200d👧' }).expect(201);
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(PRODUCTION);
  });
  afterAll(() => t.close());

  it('never repeats the password either', async () => {
    const res = await request(t.url).post('/graphql').send({ query: 'mutation($input: LoginInput!) { login(input: $input) { id } }', variables: { input: { email: 'a@b.in', password: SECRET, extra: 1 } } });
    expect(JSON.stringify(res.body)).not.toContain(SECRET);
  });
});
