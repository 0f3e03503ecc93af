import request from 'supertest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { DataSource } from 'typeorm';
import { addressKey } from '../src/common/http/client-info';
import { birthDate, cookieHeader, cookiesOf, PASSWORD, uniqueEmail } from './setup/helpers';
import { campaignForm, leafletJpeg, multipartCampaign, startAppWithUploads } from './setup/campaigns';
import { jpegImage } from './setup/images';
import { requestForm, setProfile, type Person } from './setup/people';
import { startTestApp, type TestApp } from './setup/test-app';

/** A signed-up and signed-in user whose every call comes from `ip` (the test apps trust the loopback proxy). */
async function personAt(t: TestApp, ip: string, name = 'Limited'): Promise<Person> {
  const email = uniqueEmail(name.toLowerCase());
  await request(t.url).post('/api/v1/user/register').set('x-forwarded-for', ip).send({ userName: name, email, password: PASSWORD, dateOfBirth: birthDate(30) }).expect(201);
  const login = await request(t.url).post('/api/v1/user/login').set('x-forwarded-for', ip).send({ email, password: PASSWORD }).expect(200);
  const id = (await request(t.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(cookiesOf(login)))).body.data._id as string;
  await setProfile(t.app.get(DataSource), id);
  return { id, email, cookie: cookieHeader(cookiesOf(login)) };
}

describe('address keys', () => {
  it('counts IPv4 by the address and IPv6 by its /64 (or the configured prefix)', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:abcd:99::1', 64)).toBe('2001:db8:abcd:99:0:0:0:0/64');
    expect(addressKey('2001:db8:abcd:99:ffff:1:2:3', 64)).toBe(addressKey('2001:db8:abcd:99::1', 64));
    expect(addressKey('2001:db8:abcd:100::1', 64)).not.toBe(addressKey('2001:db8:abcd:99::1', 64));
    expect(addressKey('2001:db8:abcd:99ff::1', 56)).toBe('2001:db8:abcd:9900:0:0:0:0/56');
    expect(addressKey('2001:DB8::1', 128)).toBe('2001:db8:0:0:0:0:0:1/128');
  });
});

describe('per-address limits behind one trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('slows wrong passwords for one account rotated through one /64, and not another /64', async () => {
    const email = uniqueEmail('rotated');
    await request(t.url).post('/api/v1/user/register').set('x-forwarded-for', '198.51.100.20').send({ userName: 'Rotated', email, password: PASSWORD, dateOfBirth: birthDate(30) }).expect(201);
    const statuses: number[] = [];
    for (let n = 1; n <= 12; n++) {
      statuses.push((await request(t.url).post('/api/v1/user/login').set('x-forwarded-for', `2001:db8:abcd:99::${n.toString(16)}`).send({ email, password: 'wrong-guess' })).status);
    }
    expect(statuses.slice(0, 6)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(statuses.slice(6).every((status) => status === 429)).toBe(true);
    await request(t.url).post('/api/v1/user/login').set('x-forwarded-for', '2001:db8:abcd:100::1').send({ email, password: PASSWORD }).expect(200);
  });

  it('counts sign-ups from one /64 together (the 21st is refused), as from one IPv4 address', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 21; n++) {
      statuses.push(
        (
          await request(t.url)
            .post('/api/v1/user/register')
            .set('x-forwarded-for', `2001:db8:abcd:98:${n.toString(16)}::1`)
            .send({ userName: 'Rotating', email: uniqueEmail('rot'), password: PASSWORD, dateOfBirth: birthDate(30) })
        ).status,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('per-address and per-account limits on costly writes', () => {
  let t: Awaited<ReturnType<typeof startAppWithUploads>>;
  beforeAll(async () => {
    t = await startAppWithUploads({
      REQUESTS_PER_USER_PER_DAY: '2',
      REQUESTS_PER_ADDRESS_PER_DAY: '3',
      HELPS_PER_ADDRESS_PER_HOUR: '2',
      REPORTS_PER_ADDRESS_PER_HOUR: '3',
      CAMPAIGNS_PER_USER_PER_DAY: '2',
      CAMPAIGNS_PER_ADDRESS_PER_DAY: '3',
      ASSISTANT_QUESTIONS_PER_ADDRESS_PER_HOUR: '2',
      AVATARS_PER_USER_PER_HOUR: '2',
      AVATARS_PER_ADDRESS_PER_HOUR: '3',
    });
  });
  afterAll(() => t.close());

  const post = (ip: string, person: Person) => request(t.url).post('/api/v1/request/create-request').set('x-forwarded-for', ip).set('cookie', person.cookie).send(requestForm());

  it('posting requests: a second account from the same address hits the address limit; another address does not', async () => {
    const ip = '198.51.100.31';
    const first = await personAt(t, ip);
    expect([(await post(ip, first)).status, (await post(ip, first)).status, (await post(ip, first)).status]).toEqual([201, 201, 429]);
    const second = await personAt(t, ip);
    const refused = await post(ip, second).expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, success: false, data: { code: 'RATE_LIMITED' } });
    expect(refused.headers['retry-after']).toBeDefined();
    // GraphQL shares the budget.
    const gql = await request(t.url)
      .post('/graphql')
      .set('x-forwarded-for', ip)
      .set('cookie', second.cookie)
      .send({ query: 'mutation($input: CreateBloodRequestInput!) { createBloodRequest(input: $input) { id } }', variables: { input: requestForm() } });
    expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    await post('198.51.100.32', second).expect(201);
  });

  it('helping and reporting: counted per address across accounts', async () => {
    const owner = await personAt(t, '198.51.100.40');
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push((await post('198.51.100.40', owner).expect(201)).body.data.id);
    const ownerIp2 = '198.51.100.41';
    ids.push((await post(ownerIp2, await personAt(t, ownerIp2)).expect(201)).body.data.id);
    const ip = '198.51.100.42';
    const helpers = [await personAt(t, ip), await personAt(t, ip), await personAt(t, ip)];
    const helps = [];
    for (const [index, helper] of helpers.entries()) {
      helps.push((await request(t.url).post(`/api/v1/request/create-help/${ids[index]}`).set('x-forwarded-for', ip).set('cookie', helper.cookie)).status);
    }
    expect(helps).toEqual([200, 200, 429]);
    const reports = [];
    for (const [index, reporter] of [...helpers, await personAt(t, ip)].entries()) {
      reports.push((await request(t.url).post(`/api/v1/request/request-report/${ids[index % 3]}`).set('x-forwarded-for', ip).set('cookie', reporter.cookie)).status);
    }
    expect(reports).toEqual([200, 200, 200, 429]);
  });

  it('sharing campaigns: per account, then per address', async () => {
    const ip = '198.51.100.50';
    const share = async (person: Person) =>
      (await multipartCampaign(request(t.url).post('/api/v1/campaign/create-campaign').set('x-forwarded-for', ip).set('cookie', person.cookie), campaignForm(), await leafletJpeg())).status;
    const first = await personAt(t, ip);
    expect([await share(first), await share(first), await share(first)]).toEqual([201, 201, 429]);
    expect(await share(await personAt(t, ip))).toBe(429);
  });

  it('asking the assistant: REST and the websocket share the address budget', async () => {
    const ip = '198.51.100.60';
    const first = await personAt(t, ip);
    const ask = (person: Person) => request(t.url).get('/api/v1/ai/get-health-ai-response').query({ prompt: 'How often can I donate blood?' }).set('x-forwarded-for', ip).set('cookie', person.cookie);
    expect((await ask(first)).status).toBe(200);
    expect((await ask(first)).status).toBe(200);
    const second = await personAt(t, ip);
    expect((await ask(second)).status).toBe(429);
    // An emergency is never refused, however busy the address (a carrier's or a hospital's, shared by many).
    const emergency = await request(t.url).get('/api/v1/ai/get-health-ai-response').query({ prompt: "My father collapsed and can't breathe" }).set('x-forwarded-for', ip).set('cookie', second.cookie);
    expect(emergency.status).toBe(200);
    expect(emergency.text).toContain('112');
    expect(emergency.text).toContain('108');
    // The subscription over graphql-ws, from the same address (X-Forwarded-For on the upgrade).
    const client = createClient({
      url: `${t.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { cookie: second.cookie, 'x-forwarded-for': ip } });
        }
      },
      retryAttempts: 0,
    });
    try {
      const errors = await new Promise<unknown[]>((resolve, reject) => {
        client.subscribe(
          { query: 'subscription { assistantAnswer(prompt: "How often can I donate blood?") { __typename } }' },
          { next: (result) => result.errors && resolve([...result.errors]), error: (error) => (Array.isArray(error) ? resolve(error) : reject(error)), complete: () => resolve([]) },
        );
      });
      expect(errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'RATE_LIMITED' }) })]);
    } finally {
      await client.dispose();
    }
  });

  it('uploading avatars: per account, then per address', async () => {
    const ip = '198.51.100.70';
    const image = await jpegImage(300, 300);
    const upload = async (person: Person) =>
      (await request(t.url).patch('/api/v1/user/update-avatar').set('x-forwarded-for', ip).set('cookie', person.cookie).attach('avatar', image, { filename: 'a.jpg', contentType: 'image/jpeg' })).status;
    const first = await personAt(t, ip);
    expect([await upload(first), await upload(first), await upload(first)]).toEqual([200, 200, 429]);
    expect(await upload(await personAt(t, ip))).toBe(429);
  });
});
