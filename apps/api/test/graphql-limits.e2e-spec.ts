import type { Client } from 'graphql-ws';
import request from 'supertest';
import { GRAPHQL_LIMITS } from '../src/common/graphql/graphql-limits';
import { cookieHeader, signUpAndLogIn, uniqueEmail, wsClient } from './setup/helpers';
import { PRODUCTION, startTestApp, type TestApp } from './setup/test-app';

/**
 * One list of rules guards both transports (graphqlValidationRules): every document that breaks
 * a limit is refused over HTTP (Apollo) and over graphql-ws (GraphqlWsServer) with the same
 * errors, and the same document just inside the limit runs on both.
 */

const times = (n: number, make: (i: number) => string) => Array.from({ length: n }, (_, i) => make(i)).join(' ');

interface Case {
  limit: string;
  /** Inside the limit: runs on both transports. */
  inside: string;
  /** Just past it: refused on both, before anything runs. */
  over: string;
}

const CASES: Case[] = [
  {
    limit: `at most ${GRAPHQL_LIMITS.maxTokens} tokens`,
    // (Repeating one field a thousand times would trip graphql's own overlap budget instead.)
    inside: `{ health { ${'status '.repeat(GRAPHQL_LIMITS.maxTokens / 2)}} }`,
    over: `{ health { ${'status '.repeat(GRAPHQL_LIMITS.maxTokens)}} }`,
  },
  {
    limit: `at most ${GRAPHQL_LIMITS.maxAliases} aliases`,
    inside: `{ health { ${times(GRAPHQL_LIMITS.maxAliases, (i) => `a${i}: status`)} } }`,
    over: `{ health { ${times(GRAPHQL_LIMITS.maxAliases + 1, (i) => `a${i}: status`)} } }`,
  },
  {
    limit: `at most ${GRAPHQL_LIMITS.maxDirectives} directives`,
    inside: `{ health { ${times(GRAPHQL_LIMITS.maxDirectives, (i) => `d${i}: status @include(if: true)`)} } }`,
    over: `{ health { ${times(GRAPHQL_LIMITS.maxDirectives + 1, (i) => `d${i}: status @include(if: true)`)} } }`,
  },
  {
    limit: `at most ${GRAPHQL_LIMITS.maxRootFields} root fields`,
    inside: `{ ${times(GRAPHQL_LIMITS.maxRootFields, (i) => `h${i}: health { status }`)} }`,
    over: `{ ${times(GRAPHQL_LIMITS.maxRootFields + 1, (i) => `h${i}: health { status }`)} }`,
  },
  {
    limit: 'login once per document',
    inside: `mutation { login(input: { email: "${uniqueEmail()}", password: "guess-1" }) { id } }`,
    over: `mutation { a: login(input: { email: "${uniqueEmail()}", password: "guess-1" }) { id } b: login(input: { email: "${uniqueEmail()}", password: "guess-2" }) { id } }`,
  },
];

/** The errors of a document over HTTP: status and messages. */
async function overHttp(t: TestApp, query: string, cookie: string): Promise<{ status: number; messages: string[] }> {
  const res = await request(t.url).post('/graphql').set('cookie', cookie).send({ query });
  return { status: res.status, messages: ((res.body.errors ?? []) as { message: string }[]).map((error) => error.message) };
}

/** The errors of a document over the socket: [] when it ran (with or without a field error). */
function overSocket(client: Client, query: string): Promise<string[]> {
  return new Promise((resolve) => {
    client.subscribe(
      { query },
      {
        // Ran: field errors (a wrong password) are the operation's answer, not a refusal.
        next: () => resolve([]),
        error: (errors) => resolve(Array.isArray(errors) ? (errors as { message: string }[]).map((error) => error.message) : [String(errors)]),
        complete: () => resolve([]),
      },
    );
  });
}

/** A refusal before anything ran: parse and validation failures answer 400 over HTTP. */
const refusedOverHttp = (answer: { status: number; messages: string[] }) => answer.status === 400 && answer.messages.length > 0;

describe('GraphQL: one rule list for HTTP and the socket', () => {
  for (const mode of ['development', 'production'] as const) {
    describe(mode, () => {
      let t: TestApp;
      let cookie: string;
      let client: Client;
      beforeAll(async () => {
        t = await startTestApp(mode === 'production' ? PRODUCTION : {});
        cookie = cookieHeader((await signUpAndLogIn(t.url, 'Limits')).cookies);
        const socket = wsClient(t.url, cookie);
        client = socket.client;
        await socket.connected;
      });
      afterAll(async () => {
        await client.dispose();
        await t.close();
      });

      for (const { limit, inside, over } of CASES) {
        it(`refuses a document past ${limit} on both transports alike, and runs one just inside it`, async () => {
          const http = await overHttp(t, over, cookie);
          expect(refusedOverHttp(http)).toBe(true);
          const socket = await overSocket(client, over);
          expect(socket).toEqual(http.messages);

          // Ran (a login with an unknown e-mail answers its field error: it ran).
          const httpInside = await overHttp(t, inside, cookie);
          expect(httpInside.status).toBe(200);
          expect(await overSocket(client, inside)).toEqual([]);
        });
      }

      // A JSON body's members are bounded as it is parsed; variables also come in a GET's query, a
      // multipart request and socket frames. 4,500 unknown keys in a socket frame cost 330 ms of CPU
      // (graphql-js prints the whole input object into each of its errors), frame after frame.
      it('refuses variables of more than 1,000 members on both transports, before they are coerced', async () => {
        const query = 'query($c: String!) { pincode(code: $c) { district } }';
        const keys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));
        const get = (variables: object) =>
          request(t.url).get('/graphql').set('apollo-require-preflight', '1').query({ query, variables: JSON.stringify(variables) });
        const socket = (variables: Record<string, unknown>) =>
          new Promise<{ code?: unknown; message: string }[]>((resolve) => {
            client.subscribe({ query, variables }, { next: () => resolve([]), error: (errors) => resolve(errors as { code?: unknown; message: string }[]), complete: () => resolve([]) });
          });
        expect((await get({ c: '110001', ...keys(990) })).status).toBe(200);
        expect(await socket({ c: '110001', ...keys(990) })).toEqual([]);
        const refused = await get({ c: '110001', ...keys(1000) });
        expect(refused.status).toBe(400);
        expect(refused.body.errors[0].extensions.code).toBe('BAD_REQUEST');
        const overSocketAnswer = await socket({ c: { ...keys(4500) } });
        expect(overSocketAnswer.map((error) => error.message)).toEqual([refused.body.errors[0].message]);
      });

      // graphql-js stops coercing variables at 50 errors and adds one of its own ("Too many errors
      // processing variables"); every one of them is the client's input, never a server fault.
      it('answers invalid variables BAD_USER_INPUT on both transports alike, past 50 errors too', async () => {
        // Each unknown key of an input object is an error of its own.
        const query = 'mutation($input: UpdateDonorSettingsInput!) { updateDonorSettings(input: $input) { id } }';
        for (const count of [1, 60]) {
          const variables = { input: { availableToDonate: true, ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i])) } };
          const http = await request(t.url).post('/graphql').set('cookie', cookie).send({ query, variables });
          expect(http.status).toBe(400);
          const httpErrors = http.body.errors as { message: string; extensions: { code: string } }[];
          expect(new Set(httpErrors.map((error) => error.extensions.code))).toEqual(new Set(['BAD_USER_INPUT']));
          expect(httpErrors.length).toBe(count > 50 ? 51 : count);
          if (count > 50) expect(httpErrors[50].message).toMatch(/^Too many errors processing variables/);
          const socketErrors = await new Promise<{ message: string; extensions?: { code?: string } }[]>((resolve) => {
            client.subscribe(
              { query, variables },
              {
                next: (result) => resolve((result.errors ?? []) as { message: string; extensions?: { code?: string } }[]),
                error: (errors) => resolve(errors as { message: string; extensions?: { code?: string } }[]),
                complete: () => resolve([]),
              },
            );
          });
          expect(socketErrors.map((error) => [error.message, error.extensions?.code])).toEqual(httpErrors.map((error) => [error.message, error.extensions.code]));
        }
      });

      it(mode === 'production' ? 'refuses introspection on both transports' : 'answers introspection on both transports', async () => {
        const query = '{ __schema { queryType { name } } }';
        const http = await overHttp(t, query, cookie);
        const socket = await overSocket(client, query);
        if (mode === 'production') {
          expect(refusedOverHttp(http)).toBe(true);
          expect(http.messages.join(' ')).toMatch(/introspection/i);
          expect(socket).toEqual(http.messages);
        } else {
          expect(http).toEqual({ status: 200, messages: [] });
          expect(socket).toEqual([]);
        }
      });
    });
  }
});
