import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { HSTS, SECURITY_HEADERS } from './setup/expected-headers';
import { PRODUCTION, startTestApp, type TestApp } from './setup/test-app';

/**
 * The exact security headers (setup/expected-headers.ts) of every kind of answer: the client's
 * page, a REST call, a GraphQL call and a refused request. Whoever changes how the headers are
 * produced (they are configured in src/common/http/http-headers.ts) keeps this suite green, value
 * for value.
 */
function securityHeadersOf(res: request.Response): Record<string, string | undefined> {
  return Object.fromEntries([...Object.keys(SECURITY_HEADERS), 'strict-transport-security', 'x-powered-by'].map((name) => [name, res.headers[name]]));
}

async function answers(t: TestApp): Promise<Record<string, request.Response>> {
  return {
    page: await request(t.url).get('/').expect(200),
    deepLink: await request(t.url).get('/request/abc').expect(200),
    rest: await request(t.url).get('/api/v1/health/live').expect(200),
    graphql: await request(t.url).post('/graphql').send({ query: '{ __typename }' }).expect(200),
    refused: await request(t.url).get('/api/v1/user/logout').set('sec-fetch-site', 'cross-site').expect(403),
  };
}

describe('security headers', () => {
  let webDist: string;
  beforeAll(() => {
    webDist = mkdtempSync(join(tmpdir(), 'redhope-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Redhope</title><div id="root"></div>');
  });

  it('are the same, exact set on a page, a REST call, a GraphQL call and a refusal', async () => {
    const t = await startTestApp({ WEB_DIST_DIR: webDist });
    try {
      for (const [kind, res] of Object.entries(await answers(t))) {
        expect({ kind, headers: securityHeadersOf(res) }).toEqual({
          kind,
          headers: { ...SECURITY_HEADERS, 'strict-transport-security': undefined, 'x-powered-by': undefined },
        });
      }
    } finally {
      await t.close();
    }
  });

  it('keep answers about people out of caches, and let pages revalidate', async () => {
    const t = await startTestApp({ WEB_DIST_DIR: webDist });
    try {
      const { page, deepLink, rest, graphql, refused } = await answers(t);
      expect([page, deepLink].map((res) => res.headers['cache-control'])).toEqual(['no-cache', 'no-cache']);
      expect([rest, graphql, refused].map((res) => res.headers['cache-control'])).toEqual(['no-store', 'no-store', 'no-store']);
    } finally {
      await t.close();
    }
  });

  it('add HSTS in production', async () => {
    const t = await startTestApp({ WEB_DIST_DIR: webDist, ...PRODUCTION });
    try {
      for (const [kind, res] of Object.entries(await answers(t))) {
        expect({ kind, headers: securityHeadersOf(res) }).toEqual({ kind, headers: { ...SECURITY_HEADERS, 'strict-transport-security': HSTS, 'x-powered-by': undefined } });
      }
    } finally {
      await t.close();
    }
  });
});
