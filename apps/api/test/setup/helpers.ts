import { Client as PgClient } from 'pg';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import request from 'supertest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { addDays, addYears, todayInIndia } from '@redhope/domain';

export const PASSWORD = 'secret-pass';

/**
 * A birth date `years` years before today in India (minus `days`), as yyyy-mm-dd: the server
 * counts ages by India's day, which from 18:30 UTC is already the machine's tomorrow.
 */
export function birthDate(years: number, days = 0): string {
  return addDays(addYears(todayInIndia(), -years), -days);
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export function cookiesOf(res: request.Response): Record<string, string> {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const out: Record<string, string> = {};
  for (const line of raw ?? []) {
    const [pair] = line.split(';');
    const index = pair.indexOf('=');
    out[pair.slice(0, index)] = pair.slice(index + 1);
  }
  return out;
}

/** The session id carried by an access token (its `sid` claim). */
export function sessionIdOf(accessToken: string): string {
  return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')).sid;
}

export function cookieLines(res: request.Response): string[] {
  return (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** Registers and logs in a fresh user; returns its id, e-mail and session cookies. */
export async function signUpAndLogIn(url: string, userName = 'Asha'): Promise<{ id: string; email: string; cookies: Record<string, string> }> {
  const email = uniqueEmail(userName.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
  // Each simulated user comes from an address of its own, as real ones do (per-address limits).
  const ip = randomIp();
  const reg = await request(url)
    .post('/api/v1/user/register')
    .set('x-forwarded-for', ip)
    .send({ userName, email, password: PASSWORD, dateOfBirth: birthDate(30) });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await request(url).post('/api/v1/user/login').set('x-forwarded-for', ip).send({ email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return { id: reg.body.data._id, email, cookies: cookiesOf(login) };
}

/** A real graphql-ws client; `closed` resolves with the close code when the server ends the socket. */
export function wsClient(httpUrl: string, cookie?: string): { client: Client; closed: Promise<number>; connected: Promise<void> } {
  let onClosed!: (code: number) => void;
  let onConnected!: () => void;
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  const client = createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: cookie ? { cookie } : {} });
      }
    },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: {
      connected: () => onConnected(),
      closed: (event) => onClosed((event as { code: number }).code),
    },
  });
  return { client, closed, connected };
}

/** Resolves with the first value the subscription yields. */
export function firstEvent<T>(client: Client, query: string): { value: Promise<T>; dispose: () => void } {
  let dispose = () => undefined as void;
  const value = new Promise<T>((resolve, reject) => {
    dispose = client.subscribe<T>({ query }, { next: (result) => resolve(result.data as T), error: reject, complete: () => undefined });
  });
  return { value, dispose };
}

/**
 * Publishes until the subscriber has it: the server registers a subscription asynchronously after
 * the subscribe message, and the protocol has no acknowledgement to await.
 */
export async function publishUntilReceived(publish: () => Promise<unknown>, received: Promise<unknown>): Promise<void> {
  let done = false;
  void received.finally(() => (done = true));
  for (let attempt = 0; attempt < 100 && !done; attempt++) {
    await publish();
    await Promise.race([received, new Promise((resolve) => setTimeout(resolve, 25))]);
  }
}

/** An address from 10/8 for X-Forwarded-For (test apps trust the loopback proxy): one per simulated client. */
export function randomIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${Math.max(1, c)}`;
}

/** Polls until `check` returns a value other than undefined (for state with no event to await). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000, what = 'a condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A TCP port nobody listens on right now (for servers a test starts or leaves down on purpose). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs one statement as the e2e server's superuser (making and dropping databases of a test's own). */
export async function asSuperuser(sql: string): Promise<void> {
  const client = new PgClient({ connectionString: process.env.E2E_ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
