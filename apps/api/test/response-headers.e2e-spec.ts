import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { cookieHeader, signUpAndLogIn } from './setup/helpers';
import { HSTS, SECURITY_HEADERS } from './setup/expected-headers';
import { PRODUCTION, startTestApp, type TestApp } from './setup/test-app';

/**
 * Every response header, by name and value, of a page, an anonymous and a signed-in REST call and
 * an anonymous and a signed-in GraphQL call, in production: nothing added, nothing dropped. The
 * base of every request is tuned for speed (headers made once, the envelope outside an
 * interceptor, keys made once); this pins that none of that work changed what a client receives.
 * Values that differ per answer (date, length, validators, the request id) are checked for presence only.
 */
const VARYING = new Set(['date', 'content-length', 'etag', 'last-modified', 'x-request-id']);

const SECURITY: Record<string, string> = {
  ...SECURITY_HEADERS,
  // Every answer's id (logs.e2e-spec.ts checks its value).
  'x-request-id': '*',
  'access-control-allow-credentials': 'true',
  'strict-transport-security': HSTS,
};

const JSON_API: Record<string, string> = {
  ...SECURITY,
  'cache-control': 'no-store',
  'content-type': 'application/json; charset=utf-8',
  connection: 'close',
  date: '*',
  'content-length': '*',
  vary: 'Origin',
};

const EXPECTED: Record<string, Record<string, string>> = {
  page: {
    ...SECURITY,
    'cache-control': 'no-cache',
    'content-type': 'text/html; charset=utf-8',
    connection: 'close',
    date: '*',
    'content-length': '*',
    // Pages are compressed by Accept-Encoding (supertest asks for gzip and deflate).
    'content-encoding': 'gzip',
    vary: 'Origin, accept-encoding',
  },
  'anonymous REST': JSON_API,
  'signed-in REST': JSON_API,
  'anonymous GraphQL': JSON_API,
  'signed-in GraphQL': JSON_API,
};

/** The answer's headers, varying values replaced by '*'. */
function headersOf(res: request.Response): Record<string, string> {
  return Object.fromEntries(
    Object.entries(res.headers as Record<string, string | string[]>)
      .map(([name, value]): [string, string] => [name, VARYING.has(name) ? '*' : Array.isArray(value) ? value.join('\n') : value])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

describe('response headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'redhope-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Redhope</title><div id="root"></div>');
    t = await startTestApp({ WEB_DIST_DIR: webDist, ...PRODUCTION });
  });
  afterAll(async () => {
    await t.close();
  });

  it('are exactly the expected set on a page, REST calls and GraphQL calls', async () => {
    const { cookies } = await signUpAndLogIn(t.url, 'Headers');
    const cookie = cookieHeader(cookies);
    const answers: Record<string, request.Response> = {
      page: await request(t.url).get('/').expect(200),
      'anonymous REST': await request(t.url).get('/api/v1/user/check-auth').expect(200),
      'signed-in REST': await request(t.url).get('/api/v1/user/current-user').set('cookie', cookie).expect(200),
      'anonymous GraphQL': await request(t.url).post('/graphql').send({ query: '{ __typename }' }).expect(200),
      'signed-in GraphQL': await request(t.url).post('/graphql').set('cookie', cookie).send({ query: '{ me { id userName email } }' }).expect(200),
    };
    const actual = Object.fromEntries(Object.entries(answers).map(([kind, res]) => [kind, headersOf(res)]));
    expect(actual).toEqual(Object.fromEntries(Object.entries(EXPECTED).map(([kind, headers]) => [kind, Object.fromEntries(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b)))])));
  });

  it('wrap REST answers in the same envelope, message included', async () => {
    const res = await request(t.url).get('/api/v1/user/check-auth').expect(200);
    expect(res.text).toBe('{"statusCode":200,"data":{"isAuthenticated":false},"message":"Auth checked","success":true}');
    const live = await request(t.url).get('/api/v1/health/live').expect(200);
    expect(live.body).toMatchObject({ statusCode: 200, success: true });
  });
});
