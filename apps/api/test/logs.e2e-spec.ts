import { Logger } from '@nestjs/common';
import request from 'supertest';
import { PincodesService } from '../src/modules/pincodes';
import { startBuiltApp, killAll, type BuiltApp } from './setup/built-app';
import { startTestApp, vapidEnvironment, type TestApp } from './setup/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every request with an X-Request-Id: its own, or a proxy\'s when it is a plain token', async () => {
    const rest = await request(t.url).get('/api/v1/user/check-auth').expect(200);
    expect(rest.headers['x-request-id']).toMatch(UUID);
    const graphql = await request(t.url).post('/graphql').set('content-type', 'application/json').send({ query: '{ __typename }' });
    expect(graphql.headers['x-request-id']).toMatch(UUID);
    expect(graphql.headers['x-request-id']).not.toBe(rest.headers['x-request-id']);
    const given = await request(t.url).get('/api/v1/user/check-auth').set('x-request-id', 'edge-7f3a9c21');
    expect(given.headers['x-request-id']).toBe('edge-7f3a9c21');
    const forged = await request(t.url).get('/api/v1/user/check-auth').set('x-request-id', 'a b" level=error');
    expect(forged.headers['x-request-id']).toMatch(UUID);
  });

  it('names the request id in the log line of an unexpected error, REST and GraphQL alike, and the answer carries the same id', async () => {
    const failing = jest.spyOn(t.app.get(PincodesService), 'lookup').mockRejectedValue(new TypeError('a bug'));
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const rest = await request(t.url).get('/api/v1/pincode/411001').expect(500);
      const graphql = await request(t.url).post('/graphql').set('content-type', 'application/json').send({ query: '{ pincode(code: "411001") { district } }' });
      expect(graphql.body.errors[0].extensions.code).toBe('INTERNAL');
      const lines = logged.mock.calls.map(([message]) => String(message));
      for (const id of [rest.headers['x-request-id'], graphql.headers['x-request-id']]) {
        expect(id).toMatch(UUID);
        expect(lines).toContain(`Unexpected TypeError (request ${id})`);
      }
      // The message (which could hold what a user typed) is never logged.
      expect(lines.join('\n')).not.toContain('a bug');
    } finally {
      failing.mockRestore();
      logged.mockRestore();
    }
  });
});

describe('logs in production (the built server)', () => {
  const apps: BuiltApp[] = [];
  afterAll(() => killAll(apps));

  it('writes one JSON object per line', async () => {
    const app = await startBuiltApp({ env: { NODE_ENV: 'production', ...vapidEnvironment(), LOG_LEVEL: 'log', SHUTDOWN_DRAIN_MS: '0' } });
    apps.push(app);
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    const lines = app.output().split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(entry).toMatchObject({ level: expect.any(String), message: expect.anything() });
    }
    expect(lines.some((line) => line.includes('SIGTERM received'))).toBe(true);
  }, 90_000);
});
