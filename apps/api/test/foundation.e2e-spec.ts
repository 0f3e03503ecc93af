import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import request from 'supertest';
import { startTestApp, type TestApp } from './setup/test-app';

/** A GET whose body is kept exactly as sent (supertest and fetch would decompress it). */
function getRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('foundation: the API skeleton', () => {
  let t: TestApp;
  let webDist: string;
  // An asset as the client build leaves it: the file, and its brotli and gzip copies beside it.
  const script = Buffer.from(`export const greeting = ${JSON.stringify('namaste '.repeat(200))};\n`);

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'redhope-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Redhope</title><div id="root"></div>');
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets/app-1a2b3c.js'), script);
    writeFileSync(join(webDist, 'assets/app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets/app-1a2b3c.js.gz'), gzipSync(script));
    t = await startTestApp({ WEB_DIST_DIR: webDist, CORS_ORIGINS: 'http://allowed.example' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a GraphQL query', async () => {
    const res = await request(t.url).post('/graphql').send({ query: '{ __typename }' }).expect(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('reports health over GraphQL with a working database', async () => {
    const res = await request(t.url).post('/graphql').send({ query: '{ health { status database } }' }).expect(200);
    expect(res.body.data.health).toEqual({ status: 'ok', database: 'up' });
  });

  it('wraps REST answers in the envelope', async () => {
    const live = await request(t.url).get('/api/v1/health/live').expect(200);
    expect(live.body).toEqual({ statusCode: 200, data: { status: 'ok' }, message: 'Alive', success: true });
    const ready = await request(t.url).get('/api/v1/health/ready').expect(200);
    expect(ready.body).toMatchObject({ statusCode: 200, data: { status: 'ok' }, message: 'Ready', success: true });
    // Terminus' report: each part of readiness, by name.
    for (const part of ['shutdown', 'database', 'migrations', 'redis']) expect(ready.body.data.details[part]).toMatchObject({ status: 'up' });
  });

  it('wraps REST errors in the envelope with a code and no framework text', async () => {
    const res = await request(t.url).get('/api/v1/no-such-route').expect(404);
    expect(res.body).toEqual({ statusCode: 404, data: { code: 'NOT_FOUND' }, message: 'Not found', success: false });
    expect(JSON.stringify(res.body)).not.toContain('Cannot GET');
  });

  it('answers malformed JSON with a 400 envelope, not a stack trace', async () => {
    const res = await request(t.url)
      .post('/api/v1/health/live')
      .set('content-type', 'application/json')
      .send('{"broken": ')
      .expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));
    expect(res.body.success).toBe(false);
    expect(res.body.statusCode).toBe(res.status);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|stack/i);
  });

  it('puts a code in GraphQL errors and never a stack trace', async () => {
    const res = await request(t.url).post('/graphql').send({ query: '{ nope }' });
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].extensions.stacktrace).toBeUndefined();
  });

  it('keeps CSRF prevention on for GET operations without a preflight header', async () => {
    const res = await request(t.url).get('/graphql').query({ query: '{ __typename }' });
    expect(res.status).toBe(400);
  });

  it('allows CORS with credentials only for allowlisted origins', async () => {
    const allowed = await request(t.url)
      .options('/graphql')
      .set('origin', 'http://allowed.example')
      .set('access-control-request-method', 'POST');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://allowed.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const denied = await request(t.url)
      .options('/graphql')
      .set('origin', 'http://evil.example')
      .set('access-control-request-method', 'POST');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the client for deep links, but not for API or asset paths', async () => {
    const page = await request(t.url).get('/request/abc').expect(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('<div id="root">');
    const home = await request(t.url).get('/').expect(200);
    expect(home.text).toContain('<div id="root">');
    await request(t.url).get('/assets/missing.js').expect(404);
    const api = await request(t.url).get('/api/v1/missing').expect(404);
    expect(api.body.success).toBe(false);
  });

  it('sends the brotli or gzip copy the build left beside an asset, by Accept-Encoding, and the plain file otherwise', async () => {
    const url = `${t.url}/assets/app-1a2b3c.js`;
    const br = await getRaw(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true);

    const gzip = await getRaw(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(script)).toBe(true);

    const plain = await getRaw(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body.equals(script)).toBe(true);
  });

  it('has a committed schema.gql identical to the running schema', () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const committed = readFileSync(join(__dirname, '../schema.gql'), 'utf8').replace(/^#.*\n\n/, '');
    expect(committed.trim()).toBe(printSchema(lexicographicSortSchema(schema)).trim());
  });
});
