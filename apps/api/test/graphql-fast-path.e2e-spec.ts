import request from 'supertest';
import { GraphqlFastPath } from '../src/common/graphql/graphql-fast-path';
import { PincodeCacheHeader } from '../src/modules/pincodes/pincode-cache-header.plugin';
import { cookieHeader, signUpAndLogIn } from './setup/helpers';
import { PRODUCTION, startTestApp, type TestApp } from './setup/test-app';

/**
 * Queries over HTTP are answered before Apollo's pipeline (src/common/graphql/graphql-fast-path.ts).
 * Every case sends the same operation twice: as a plain body, which the fast path may take, and
 * with an (empty) `extensions` object, which always goes through Apollo. Status, headers and body
 * must be the same byte for byte, and the fast path's count shows which of them it answered.
 */
const VARYING = new Set(['date', 'content-length']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

function answerOf(res: request.Response): Answer {
  const headers = Object.fromEntries(
    Object.entries(res.headers as Record<string, string>)
      .filter(([name]) => !VARYING.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return { status: res.status, headers, text: res.text };
}

describe('GraphQL fast path', () => {
  let t: TestApp;
  let fastPath: GraphqlFastPath;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp(PRODUCTION);
    fastPath = t.app.get(GraphqlFastPath);
    cookie = cookieHeader((await signUpAndLogIn(t.url, 'Fast')).cookies);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The answers through the fast path's door and through Apollo's, and whether the fast path took the first. */
  async function both(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<{ plain: Answer; apollo: Answer; fast: boolean }> {
    const send = async (payload: Record<string, unknown>) => {
      let req = request(t.url).post('/graphql');
      for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
      return answerOf(await req.send(payload));
    };
    const before = fastPath.answered;
    const plain = await send(body);
    const fast = fastPath.answered === before + 1;
    const apollo = await send({ ...body, extensions: {} });
    expect(fastPath.answered).toBe(before + (fast ? 1 : 0));
    return { plain, apollo, fast };
  }

  it('answers a signed-out query as Apollo does', async () => {
    const { plain, apollo, fast } = await both({ query: '{ __typename }' });
    expect(fast).toBe(true);
    expect(plain).toEqual(apollo);
    expect(plain.text).toBe('{"data":{"__typename":"Query"}}\n');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-store');
  });

  it('answers a signed-in query as Apollo does', async () => {
    const { plain, apollo, fast } = await both({ query: '{ me { id userName email } }' }, { cookie });
    expect(fast).toBe(true);
    expect(plain).toEqual(apollo);
    expect(JSON.parse(plain.text)).toMatchObject({ data: { me: { userName: 'Fast' } } });
  });

  it('formats a resolver error as Apollo does (signed out asking for me)', async () => {
    const { plain, apollo, fast } = await both({ query: '{ me { id } }' });
    expect(fast).toBe(true);
    expect(plain).toEqual(apollo);
    expect(plain.status).toBe(200);
    expect(JSON.parse(plain.text)).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }], data: null });
  });

  it('picks the named operation of several, and leaves an unknown name to Apollo', async () => {
    const query = 'query A { __typename } query B { health { status } }';
    const named = await both({ query, operationName: 'B' });
    expect(named.fast).toBe(true);
    expect(named.plain).toEqual(named.apollo);
    expect(JSON.parse(named.plain.text)).toEqual({ data: { health: { status: 'ok' } } });
    const unknown = await both({ query, operationName: 'C' });
    expect(unknown.fast).toBe(false);
    expect(unknown.plain).toEqual(unknown.apollo);
    expect(unknown.plain.status).toBe(400);
  });

  it('leaves variables that do not coerce to Apollo (nothing ran), with its 400', async () => {
    const { plain, apollo, fast } = await both({ query: 'query ($code: String!) { pincode(code: $code) { state } }', variables: { code: 110001 } });
    expect(fast).toBe(false);
    expect(plain).toEqual(apollo);
    expect(plain.status).toBe(400);
    expect(JSON.parse(plain.text)).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('leaves invalid documents, introspection and mutations to Apollo', async () => {
    const invalid = await both({ query: '{ nope }' });
    expect(invalid.fast).toBe(false);
    expect(invalid.plain).toEqual(invalid.apollo);
    expect(JSON.parse(invalid.plain.text)).toMatchObject({ errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });

    const introspection = await both({ query: '{ __schema { queryType { name } } }' });
    expect(introspection.fast).toBe(false);
    expect(introspection.plain.status).toBe(400);

    const before = fastPath.answered;
    const mutation = await request(t.url).post('/graphql').set('cookie', cookie).send({ query: 'mutation { markNotificationsRead }' });
    expect(mutation.status).toBe(200);
    expect(mutation.body).toEqual({ data: { markNotificationsRead: 0 } });
    expect(fastPath.answered).toBe(before);
  });

  it("runs the plugins' hooks: a pincode query keeps its day-long public cache header", async () => {
    const { plain, apollo, fast } = await both({ query: '{ pincode(code: "110001") { pincode state } }' });
    expect(fast).toBe(true);
    expect(plain).toEqual(apollo);
    expect(plain.headers['cache-control']).toBe('max-age=86400, public');
  });

  it("answers a plugin's failure after the query ran as Apollo does (a 500, nothing of the cause shown)", async () => {
    const plugin = t.app.get(PincodeCacheHeader);
    const failing = jest.spyOn(plugin, 'requestDidStart').mockResolvedValue({
      willSendResponse: async () => {
        throw new Error('connection to 10.0.0.7 refused');
      },
    });
    try {
      const { plain, apollo, fast } = await both({ query: '{ __typename }' });
      expect(fast).toBe(true);
      expect(plain).toEqual(apollo);
      expect(plain.status).toBe(500);
      expect(plain.text).not.toContain('10.0.0.7');
      expect(JSON.parse(plain.text)).toMatchObject({ errors: [{ extensions: { code: 'INTERNAL' } }] });
    } finally {
      failing.mockRestore();
    }
  });

  it('gives plugins what Apollo gives them: signed-out feed queries are kept apart by their text', async () => {
    const page = await both({ query: '{ campaignFeed(first: 1) { nodes { id } } }' });
    expect(page.fast).toBe(true);
    expect(page.plain).toEqual(page.apollo);
    const nodes = JSON.parse(page.plain.text).data.campaignFeed.nodes;
    expect(Array.isArray(nodes) && nodes.length <= 1).toBe(true);
    const badCursor = await both({ query: '{ campaignFeed(after: "not-a-cursor") { nodes { id } } }' });
    expect(badCursor.fast).toBe(true);
    expect(badCursor.plain).toEqual(badCursor.apollo);
    expect(JSON.parse(badCursor.plain.text)).toMatchObject({ errors: [{ message: 'Invalid cursor', extensions: { code: 'BAD_REQUEST' } }], data: null });
  });

  it('answers an Accept header the way Apollo chose for it, once Apollo has answered it', async () => {
    const accept = { accept: 'application/graphql-response+json,application/json;q=0.9' };
    const first = await both({ query: '{ __typename }' }, accept);
    expect(first.fast).toBe(false);
    const second = await both({ query: '{ __typename }' }, accept);
    expect(second.fast).toBe(true);
    expect(second.plain).toEqual(second.apollo);
    expect(second.plain.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');

    const refused = await both({ query: '{ __typename }' }, { accept: 'text/csv' });
    expect(refused.fast).toBe(false);
    expect(refused.plain.status).toBe(406);
  });

  it('leaves a form-encoded or GET request to Apollo and its CSRF prevention', async () => {
    const before = fastPath.answered;
    const get = await request(t.url).get('/graphql').query({ query: '{ __typename }' });
    expect(get.status).toBe(400);
    expect(get.text).toContain('Cross-Site Request Forgery');
    expect(fastPath.answered).toBe(before);
  });
});
