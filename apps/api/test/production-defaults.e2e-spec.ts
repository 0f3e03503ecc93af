import request from 'supertest';
import { birthDate, PASSWORD, uniqueEmail } from './setup/helpers';
import { PRODUCTION, startTestApp, type TestApp } from './setup/test-app';

describe('safe production defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ...PRODUCTION, CORS_ORIGINS: '' });
  });
  afterAll(() => t.close());

  it('trusts neither development origin in production unless CORS_ORIGINS lists it', async () => {
    for (const origin of ['http://localhost:3000', 'http://localhost:5173']) {
      const preflight = await request(t.url).options('/api/v1/user/login').set('origin', origin).set('access-control-request-method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const signup = await request(t.url)
        .post('/api/v1/user/register')
        .set('origin', origin)
        .send({ userName: 'Cross', email: uniqueEmail('cross'), password: PASSWORD, dateOfBirth: birthDate(30) })
        .expect(403);
      expect(signup.body).toMatchObject({ statusCode: 403, success: false });
    }
    // Our own origin still works.
    await request(t.url).post('/api/v1/user/register').set('origin', t.url).send({ userName: 'Same', email: uniqueEmail('same'), password: PASSWORD, dateOfBirth: birthDate(30) }).expect(201);
  });
});
