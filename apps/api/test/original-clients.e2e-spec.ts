import request from 'supertest';
import { PASSWORD, birthDate, cookieHeader, cookiesOf, uniqueEmail } from './setup/helpers';
import { startTestApp, type TestApp } from './setup/test-app';

/**
 * Clients written for the original Redhope API keep working (docs/rest-contract.md, "Rules every
 * route follows"): unused fields are ignored, "no value" query texts are absent, no-input POSTs
 * take an empty body, optional groups are null.
 */
describe('what clients of the original REST API send', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const signupForm = () => ({ userName: 'Meera', email: uniqueEmail('meera'), password: PASSWORD, dateOfBirth: birthDate(28) });

  it('logs in with the whole sign-up form, as the automatic login after sign-up sends it', async () => {
    const form = signupForm();
    await request(t.url).post('/api/v1/user/register').send(form).expect(201);
    const res = await request(t.url).post('/api/v1/user/login').send(form).expect(200);
    expect(res.body).toMatchObject({ statusCode: 200, success: true, data: { email: form.email, userName: 'Meera' } });
    expect(Object.keys(cookiesOf(res)).sort()).toEqual(['accessToken', 'refreshToken']);
    const me = await request(t.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(cookiesOf(res))).expect(200);
    expect(me.body.data.email).toBe(form.email);
  });

  it('registers with a field the route does not use, and keeps nothing of it', async () => {
    const form = { ...signupForm(), confirmPassword: PASSWORD, isAdmin: true, bloodGroup: 'O-' };
    const res = await request(t.url).post('/api/v1/user/register').send(form).expect(201);
    expect(res.body.data).not.toHaveProperty('confirmPassword');
    expect(res.body.data).not.toHaveProperty('isAdmin');
    // A field of the user that register does not take is not written through it either.
    expect(res.body.data.bloodGroup).toBeNull();
  });

  it.each([
    ['register', { userName: 12345 }, 'Username must contains atleast 3 charecters'],
    ['register', { password: ['secret-pass'] }, 'Password must contains atleast 5 charecters'],
    ['register', { dateOfBirth: 19900101 }, 'Date of birth is required'],
    ['login', { email: 42 }, 'All fields are requird'],
    ['login', { password: { $ne: '' } }, 'All fields are requird'],
  ])('still checks the type of a field the route uses (%s %j)', async (route, override, message) => {
    const res = await request(t.url)
      .post(`/api/v1/user/${route}`)
      .send({ ...signupForm(), ...override })
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, success: false, message, data: expect.objectContaining({ code: 'VALIDATION_FAILED' }) });
  });

  it('reads an empty JSON body as no body: the route answers with its own rule, not a parse error', async () => {
    const res = await request(t.url).post('/api/v1/user/login').set('content-type', 'application/json').send('').expect(400);
    expect(res.body).toMatchObject({ message: 'All fields are requird', data: { code: 'VALIDATION_FAILED' } });
  });

  it('still refuses malformed JSON and prototype poisoning', async () => {
    await request(t.url).post('/api/v1/user/login').set('content-type', 'application/json').send('{"email":').expect(400);
    const res = await request(t.url)
      .post('/api/v1/user/login')
      .set('content-type', 'application/json')
      .send('{"email":"a@b.in","password":"x","__proto__":{"isAdmin":true}}')
      .expect(400);
    expect(res.body.success).toBe(false);
  });

  it('gives a new user no address object on current-user (null, not three nulls)', async () => {
    const form = signupForm();
    await request(t.url).post('/api/v1/user/register').send(form).expect(201);
    const login = await request(t.url).post('/api/v1/user/login').send(form).expect(200);
    expect(login.body.data.address).toBeNull();
    const me = await request(t.url).get('/api/v1/user/current-user').set('cookie', cookieHeader(cookiesOf(login))).expect(200);
    expect(me.body.data).toMatchObject({ address: null, pincode: null, phoneNo: null, bloodGroup: null });
  });

  it('keeps GraphQL inputs strict: an unknown input field is refused by the schema', async () => {
    const form = signupForm();
    const res = await request(t.url)
      .post('/graphql')
      .send({
        query: 'mutation($input: LoginInput!) { login(input: $input) { id } }',
        variables: { input: { email: form.email, password: PASSWORD, userName: 'Meera' } },
      });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.body.data ?? null).toBeNull();
  });
});
