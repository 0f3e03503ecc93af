import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASSISTANT_PROMPT_MAX_LENGTH, ASSISTANT_PROMPT_READ_MAX_LENGTH, EMERGENCY_NUMBERS } from '@redhope/domain';
import { killAll, startBuiltApp, type BuiltApp } from './setup/built-app';
import { readAnswer } from './setup/event-source';
import { cookieHeader, signUpAndLogIn } from './setup/helpers';
import { startNginx, type Nginx } from './setup/nginx';

const PINCODE = '{ pincode(code: "737101") { district state } }';

/**
 * docker-compose's nginx in front of the built app (Debian's nginx with compose's site): public
 * GraphQL answers sent as GET are kept as long as their Cache-Control allows, never for a request
 * with a session, and every answer, kept or not, carries an X-Request-Id of its own. Jyoti's
 * longest questions, which travel in the URL, get through it.
 */
describe("docker-compose's nginx in front of the app", () => {
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

  it("passes Jyoti's longest Hindi questions to the app: nginx's default 8 KB request line refused them with 414", async () => {
    const person = await signUpAndLogIn(app.url, 'Long Question');
    const cookie = cookieHeader(person.cookies);
    const ask = (prompt: string) => readAnswer(`${nginx.url}/api/v1/ai/get-health-ai-response?prompt=${encodeURIComponent(prompt)}`, cookie);

    const question = `मुझे बुखार है ${'क'.repeat(ASSISTANT_PROMPT_MAX_LENGTH - 14)}`;
    expect(Array.from(question)).toHaveLength(ASSISTANT_PROMPT_MAX_LENGTH);
    expect((await ask(question)).text).toContain('### बुखार');

    // A long account with the emergency at its end: past a question's length, read for danger signs.
    const ending = 'अब मेरे पिताजी बेहोश हो गए हैं';
    const story = `${'कल शाम शादी में सब ठीक था, हम सब साथ खाना खा रहे थे। '.repeat(200)}`.slice(0, ASSISTANT_PROMPT_READ_MAX_LENGTH - ending.length) + ending;
    expect(Array.from(story)).toHaveLength(ASSISTANT_PROMPT_READ_MAX_LENGTH);
    const { text } = await ask(story);
    expect(text.startsWith('**यह आपातकाल हो सकता है।')).toBe(true);
    expect(text).toContain(EMERGENCY_NUMBERS.emergency);
  });
});
