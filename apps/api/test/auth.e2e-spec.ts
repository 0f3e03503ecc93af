import request from 'supertest';
import { DataSource } from 'typeorm';
import { SocketSessionsService } from '../src/modules/auth/socket-sessions.service';
import {
  PASSWORD,
  birthDate,
  cookieHeader,
  cookieLines,
  cookiesOf,
  randomIp,
  sessionIdOf,
  signUpAndLogIn,
  uniqueEmail,
  wsClient,
} from './setup/helpers';
import { startTestApp, type TestApp } from './setup/test-app';

describe('accounts and sessions (REST /api/v1/user)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No grace: a replayed refresh token is treated as stolen at once.
    t = await startTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (body: Record<string, unknown>) => request(t.url).post('/api/v1/user/register').send(body);
  const login = (body: Record<string, unknown>) => request(t.url).post('/api/v1/user/login').send(body);
  const valid = () => ({ userName: 'Asha', email: uniqueEmail(), password: PASSWORD, dateOfBirth: birthDate(25) });

  describe('register', () => {
    it('creates the account and returns the SPEC payload, never the hash', async () => {
      const body = { ...valid(), email: `  MiXed-${Date.now()}@Example.COM ` };
      const res = await register(body).expect(201);
      expect(res.body).toMatchObject({ statusCode: 201, success: true, message: 'User registered successfully' });
      expect(res.body.data).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        userName: 'Asha',
        email: body.email.trim().toLowerCase(),
        phoneNo: null,
        avatar: null,
        dateOfBirth: body.dateOfBirth,
        bloodGroup: null,
        address: null,
        pincode: null,
        isBloodGropAdded: false,
        isContactInfoFilled: false,
        availableToDonate: true,
        emailAlerts: true,
        alertRadiusKm: null,
        lastDonationDate: null,
        nextDonationDate: null,
        weightKg: null,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password|argon|token/i);
      expect(cookieLines(res)).toHaveLength(0);
    });

    it.each([
      [{ userName: 'As' }, 'Username must contains atleast 3 charecters'],
      [{ userName: '   ab   ' }, 'Username must contains atleast 3 charecters'],
      [{ password: '1234' }, 'Password must contains atleast 5 charecters'],
      [{ email: '' }, 'Email is required'],
      [{ email: undefined }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Email is not valid'],
      [{ dateOfBirth: undefined }, 'Date of birth is required'],
      [{ dateOfBirth: '2001-02-30' }, 'Date of birth is required'],
      [{ dateOfBirth: birthDate(17) }, 'User must be 18 or above'],
      [{ dateOfBirth: birthDate(18, -1) }, 'User must be 18 or above'],
    ])('refuses %j with "%s"', async (override, message) => {
      const res = await register({ ...valid(), ...override }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, success: false, message, data: expect.objectContaining({ code: 'VALIDATION_FAILED' }) });
    });

    it('accepts someone who turns 18 today', async () => {
      await register({ ...valid(), dateOfBirth: birthDate(18) }).expect(201);
    });


    it('answers 402 for an existing e-mail, whatever its case', async () => {
      const body = valid();
      await register(body).expect(201);
      const res = await register({ ...body, email: body.email.toUpperCase() }).expect(402);
      expect(res.body).toMatchObject({ statusCode: 402, success: false, message: 'User already exists. Try to login.' });
    });
  });

  describe('login', () => {
    let email: string;
    beforeAll(async () => {
      email = uniqueEmail('login');
      await register({ ...valid(), email }).expect(201);
    });

    it.each([[{ email: '' }], [{ password: '' }], [{ password: undefined }], [{ email: undefined, password: undefined }]])(
      'requires both fields (%j)',
      async (override) => {
        const res = await login({ email, password: PASSWORD, ...override }).expect(400);
        expect(res.body.message).toBe('All fields are requird');
      },
    );

    it('answers 402 for an unknown user and 403 for a wrong password', async () => {
      expect((await login({ email: uniqueEmail('nobody'), password: PASSWORD }).expect(402)).body.message).toBe('User does not exist');
      expect((await login({ email, password: 'wrong-pass' }).expect(403)).body.message).toBe('Incorrect password');
    });

    it('sets httpOnly, SameSite=Lax session cookies and returns the user', async () => {
      const res = await login({ email: email.toUpperCase(), password: PASSWORD }).expect(200);
      expect(res.body.data.email).toBe(email);
      const lines = cookieLines(res);
      expect(lines).toHaveLength(2);
      for (const line of lines) {
        expect(line).toMatch(/HttpOnly/i);
        expect(line).toMatch(/SameSite=Lax/i);
        expect(line).toMatch(/Path=\//);
        expect(line).not.toMatch(/Secure/i);
      }
      expect(Object.keys(cookiesOf(res)).sort()).toEqual(['accessToken', 'refreshToken']);
      expect(JSON.stringify(res.body)).not.toContain(cookiesOf(res).accessToken);
    });

    it('slows wrong passwords for one account from one address with growing delays, not others', async () => {
      const target = uniqueEmail('guessed');
      await register({ ...valid(), email: target }).expect(201);
      // Five free failures; the sixth starts a one-second delay for this account from this address.
      for (let i = 0; i < 6; i++) await login({ email: target, password: `wrong-${i}` }).expect(403);
      const delayed = await login({ email: target, password: PASSWORD }).expect(429);
      expect(delayed.body).toMatchObject({ statusCode: 429, success: false, data: { code: 'RATE_LIMITED' } });
      expect(delayed.headers['retry-after']).toBe('1');
      await login({ email, password: PASSWORD }).expect(200);
    });

    it('does not take X-Forwarded-Proto as a reason for Secure cookies (only production sets them)', async () => {
      const res = await login({ email, password: PASSWORD }).set('x-forwarded-proto', 'https').expect(200);
      for (const line of cookieLines(res)) expect(line).not.toMatch(/Secure/);
    });
  });

  describe('session calls', () => {
    it('check-auth, current-user and get-user', async () => {
      const anonymous = await request(t.url).get('/api/v1/user/check-auth').expect(200);
      expect(anonymous.body.data).toEqual({ isAuthenticated: false });
      await request(t.url).get('/api/v1/user/current-user').expect(401);

      const { id, email, cookies } = await signUpAndLogIn(t.url, 'Ravi');
      const cookie = cookieHeader(cookies);
      const check = await request(t.url).get('/api/v1/user/check-auth').set('cookie', cookie).expect(200);
      expect(check.body.data).toEqual({ isAuthenticated: true });
      const me = await request(t.url).get('/api/v1/user/current-user').set('cookie', cookie).expect(200);
      expect(me.body.data).toMatchObject({ _id: id, email, userName: 'Ravi' });

      // Access expired but a refresh cookie is there: 401, so that the client refreshes.
      await request(t.url).get('/api/v1/user/check-auth').set('cookie', `refreshToken=${cookies.refreshToken}`).expect(401);

      const other = await request(t.url).get(`/api/v1/user/get-user/${id}`).expect(200);
      expect(other.body.data).toEqual({ userName: 'Ravi', avatar: null });
      await request(t.url).get('/api/v1/user/get-user/not-a-uuid').expect(404);
      await request(t.url).get('/api/v1/user/get-user/00000000-0000-4000-8000-000000000000').expect(404);
    });

    it('rotates the refresh token; replaying a used one ends the whole session', async () => {
      const { cookies } = await signUpAndLogIn(t.url, 'Meera');
      const first = await request(t.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(cookies)).expect(200);
      const rotated = cookiesOf(first);
      expect(rotated.refreshToken).toBeDefined();
      expect(rotated.refreshToken).not.toBe(cookies.refreshToken);
      await request(t.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(rotated)).expect(200);

      // The old token is refused, and its reuse revokes the family: the new tokens die too.
      const replay = await request(t.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(cookies)).expect(401);
      expect(replay.body).toMatchObject({ statusCode: 401, success: false });
      await request(t.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(rotated)).expect(401);
      await request(t.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(rotated)).expect(401);
    });

    it('lets two tabs refresh with the same token at once (grace: one rotates, the other gets an access token), then still detects a late replay', async () => {
      const graced = await startTestApp({ REFRESH_REUSE_GRACE_SECONDS: '1' });
      try {
        const { cookies } = await signUpAndLogIn(graced.url, 'Tabs');
        const [a, b] = await Promise.all(
          [1, 2].map(() => request(graced.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(cookies))),
        );
        expect([a.status, b.status]).toEqual([200, 200]);
        expect([cookiesOf(a).refreshToken, cookiesOf(b).refreshToken].filter(Boolean)).toHaveLength(1);
        await request(graced.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(cookiesOf(a))).expect(200);
        await request(graced.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(cookiesOf(b))).expect(200);

        // Past the grace, the same replay is theft: the session ends. The passing of time is
        // the condition here, so there is no event to await instead.
        await new Promise((resolve) => setTimeout(resolve, 1100));
        await request(graced.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(cookies)).expect(401);
        await request(graced.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(cookiesOf(a))).expect(401);
      } finally {
        await graced.close();
      }
    });

    it('refuses a refresh without a cookie or with a forged one', async () => {
      await request(t.url).get('/api/v1/user/refresh-token').expect(401);
      await request(t.url).get('/api/v1/user/refresh-token').set('cookie', 'refreshToken=forged').expect(401);
    });

    it('logout ends the session and clears the cookies', async () => {
      const { cookies } = await signUpAndLogIn(t.url, 'Kiran');
      const res = await request(t.url).get('/api/v1/user/logout').set('cookie', cookieHeader(cookies)).expect(200);
      const cleared = cookieLines(res);
      expect(cleared.some((line) => /^accessToken=;/.test(line) && /Expires=Thu, 01 Jan 1970/.test(line))).toBe(true);
      expect(cleared.some((line) => /^refreshToken=;/.test(line))).toBe(true);
      await request(t.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(cookies)).expect(401);
      await request(t.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(cookies)).expect(401);
      await request(t.url).get('/api/v1/user/logout').expect(401);
    });

    it('logout-user ends the session of the refresh cookie, even with an expired access token', async () => {
      const { cookies } = await signUpAndLogIn(t.url, 'Sana');
      await request(t.url).get('/api/v1/user/logout-user').set('cookie', `refreshToken=${cookies.refreshToken}`).expect(200);
      await request(t.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(cookies)).expect(401);
      await request(t.url).get('/api/v1/user/logout-user').expect(200);
    });
  });
});

describe('accounts and sessions (GraphQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const gql = (query: string, variables?: Record<string, unknown>, cookie?: string) => {
    const req = request(t.url).post('/graphql').send({ query, variables });
    return cookie ? req.set('cookie', cookie) : req;
  };

  it('registers, logs in, reads me and another user, refreshes and logs out', async () => {
    const email = uniqueEmail('gql');
    const reg = await gql('mutation($input: RegisterInput!) { register(input: $input) { id email isBloodGroupAdded } }', {
      input: { userName: 'Gita', email, password: PASSWORD, dateOfBirth: birthDate(40) },
    });
    expect(reg.body.data.register).toMatchObject({ email, isBloodGroupAdded: false });

    const login = await gql('mutation($input: LoginInput!) { login(input: $input) { id userName } }', { input: { email, password: PASSWORD } });
    expect(login.body.data.login.userName).toBe('Gita');
    let cookies = cookiesOf(login);
    expect(Object.keys(cookies).sort()).toEqual(['accessToken', 'refreshToken']);

    const me = await gql('{ me { id email address { district } } }', undefined, cookieHeader(cookies));
    expect(me.body.data.me).toEqual({ id: reg.body.data.register.id, email, address: { district: null } });
    const other = await gql('query($id: ID!) { user(id: $id) { userName avatar } }', { id: reg.body.data.register.id });
    expect(other.body.data.user).toEqual({ userName: 'Gita', avatar: null });

    const refreshed = await gql('mutation { refreshSession }', undefined, cookieHeader(cookies));
    expect(refreshed.body.data.refreshSession).toBe(true);
    cookies = { ...cookies, ...cookiesOf(refreshed) };

    const out = await gql('mutation { logout }', undefined, cookieHeader(cookies));
    expect(out.body.data.logout).toBe(true);
    const after = await gql('{ me { id } }', undefined, cookieHeader(cookies));
    expect(after.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('uses the same codes and texts as REST', async () => {
    const denied = await gql('{ me { id } }');
    expect(denied.body.errors[0]).toMatchObject({ message: 'Please log in to continue', extensions: { code: 'UNAUTHENTICATED' } });
    const missing = await gql('mutation { login(input: { email: "", password: "" }) { id } }');
    expect(missing.body.errors[0]).toMatchObject({ message: 'All fields are requird', extensions: { code: 'VALIDATION_FAILED' } });
    const unknown = await gql('mutation { login(input: { email: "nobody@example.com", password: "x-x-x-x" }) { id } }');
    expect(unknown.body.errors[0]).toMatchObject({ message: 'User does not exist', extensions: { code: 'USER_NOT_FOUND' } });
    const young = await gql('mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { userName: 'Teen', email: uniqueEmail('teen'), password: PASSWORD, dateOfBirth: birthDate(17) },
    });
    expect(young.body.errors[0]).toMatchObject({ message: 'User must be 18 or above', extensions: { code: 'VALIDATION_FAILED' } });
  });

  it('has no field that could expose a password hash or a token', async () => {
    const res = await gql('{ __type(name: "User") { fields { name } } }');
    const names = res.body.data.__type.fields.map((f: { name: string }) => f.name);
    expect(names.join(' ')).not.toMatch(/password|hash|token/i);
  });
});

describe('accounts and sessions (graphql-ws)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a socket without a valid access cookie', async () => {
    expect(await wsClient(t.url).closed).toBe(4403);
    expect(await wsClient(t.url, 'accessToken=forged').closed).toBe(4403);
  });

  it('closes an open socket when its session logs out', async () => {
    const { cookies } = await signUpAndLogIn(t.url, 'Socket');
    const socket = wsClient(t.url, cookieHeader(cookies));
    await socket.connected;
    await request(t.url).get('/api/v1/user/logout').set('cookie', cookieHeader(cookies)).expect(200);
    expect(await socket.closed).toBe(4401);
  });

  it('closes a socket when its access token expires', async () => {
    const { cookies } = await signUpAndLogIn(t.url, 'Expiry');
    const sessionId = sessionIdOf(cookies.accessToken);
    const sockets = t.app.get(SocketSessionsService);
    const socket = wsClient(t.url, cookieHeader(cookies));
    await socket.connected;
    expect(sockets.count(sessionId)).toBe(1);
    const started = Date.now();
    expect(await socket.closed).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5000);
    // The server forgets the socket as soon as it closes it.
    expect(sockets.count(sessionId)).toBe(0);
  });
});

// Each sign-in makes a session, and each session may hold sockets: without a bound, one account
// signing in over and over (from many addresses) held sessions and sockets without limit.
describe('sessions per user (SESSIONS_PER_USER_MAX)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SESSIONS_PER_USER_MAX: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a sign-in past the limit ends the least recently used session: its refresh fails and its socket closes', async () => {
    const first = await signUpAndLogIn(t.url, 'Devices');
    const login = async () => {
      const res = await request(t.url).post('/api/v1/user/login').set('x-forwarded-for', randomIp()).send({ email: first.email, password: PASSWORD }).expect(200);
      return cookiesOf(res);
    };
    const second = await login();
    const third = await login();
    // The first device is used again (a refresh): the second is now the least recently used.
    const refreshed = cookiesOf(await request(t.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(first.cookies)).expect(200));
    const socket = wsClient(t.url, cookieHeader(second));
    await socket.connected;

    const fourth = await login();
    expect(await socket.closed).toBe(4401);
    await request(t.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(second)).expect(401);
    await request(t.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(second)).expect(401);
    for (const live of [{ ...first.cookies, ...refreshed }, third, fourth]) {
      await request(t.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(live)).expect(200);
    }
    const rows = (await t.app.get(DataSource).query(`SELECT "revoked_reason" AS "reason" FROM "sessions" WHERE "user_id" = $1 AND "revoked_at" IS NOT NULL`, [first.id])) as { reason: string }[];
    expect(rows).toEqual([{ reason: 'limit' }]);
  });
});
