import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killAll, startBuiltApp, type BuiltApp } from './setup/built-app';
import { cookieHeader, signUpAndLogIn } from './setup/helpers';
import { startNginx, type Nginx } from './setup/nginx';

const PINCODE = '{ pincode(code: "737101") { district state } }';

/**
 * docker-compose's nginx in front of the built app (Debian's nginx with compose's site): public
 * GraphQL answers sent as GET are kept as long as their Cache-Control allows, never for a request
 * with a session, and every answer, kept or not, carries an X-Request-Id of its own.
 */
describe("docker-compose's nginx cache in front of the app", () => {
  let dir: string;
  let app: BuiltApp;
  let nginx: Nginx;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'redhope-proxy-cache-'));
    app = await startBuiltApp();
    nginx = await startNginx(dir, [new URL(app.url).host]);
  }, 90_000);

  afterAll(async () => {
    await nginx?.stop();
    killAll(app ? [app] : []);
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (headers: Record<string, string> = {}) =>
    fetch(`${nginx.url}/graphql?query=${encodeURIComponent(PINCODE)}`, { headers: { 'apollo-require-preflight': 'true', ...headers } });

  it('keeps a public answer: the second is a HIT with the same body, and each answer has its own request id', async () => {
    const first = await get();
    const second = await get();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.json()).toEqual(await first.json());
    const ids = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('never answers a request with a session from the cache, nor keeps its answer', async () => {
    await get();
    const person = await signUpAndLogIn(app.url, 'Cache Visitor');
    const signedIn = await get({ cookie: cookieHeader(person.cookies) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-cache-status')).toBe('BYPASS');
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
  });
});
