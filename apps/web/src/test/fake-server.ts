import { vi } from 'vitest';
import type { AuthUser } from '../hooks/use-auth';

/**
 * A fake of the server at the network boundary: `fetch` is replaced, everything above it (rest.ts,
 * the Apollo links, the session keeper) runs for real. Defaults model a small server: signed in
 * when created with a user, signed out otherwise. Tests replace single routes or operations.
 */

export interface FakeCall {
  method: string;
  /** Path without the query string, e.g. /api/v1/user/check-auth or /graphql. */
  path: string;
  search: string;
  credentials?: RequestCredentials;
  /** GraphQL only. */
  operationName?: string;
  variables?: Record<string, unknown>;
  /** Parsed JSON body, when there is one. */
  body?: unknown;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

/** Returned by a handler to make fetch reject as it does when no response arrives. */
export const NO_RESPONSE = Symbol('no response');

export type FakeHandler = (call: FakeCall) => FakeReply | typeof NO_RESPONSE | Promise<FakeReply | typeof NO_RESPONSE>;

type FakeUserInput = Partial<Omit<AuthUser, 'address'>> & { address?: Partial<AuthUser['address']> };

/** A `me` payload as the server sends it (with __typename, as Apollo's cache expects). */
export function makeUser(overrides: FakeUserInput = {}): AuthUser & { __typename: 'User' } {
  const { address, ...rest } = overrides;
  return {
    __typename: 'User',
    id: 'u1',
    userName: 'asha',
    email: 'asha@example.com',
    phoneNo: null,
    avatar: null,
    dateOfBirth: '1995-04-12',
    bloodGroup: null,
    pincode: null,
    isBloodGroupAdded: false,
    isContactInfoFilled: false,
    ...rest,
    address: { __typename: 'Address', addressLine: null, district: null, state: null, ...address } as AuthUser['address'],
  };
}

export function envelope(data: unknown, status = 200, message = 'OK'): FakeReply {
  return { status, body: { statusCode: status, data, message, success: status < 400 } };
}

export function restError(status: number, code: string, message: string, fields?: Record<string, string>): FakeReply {
  return { status, body: { statusCode: status, data: { code, ...(fields ? { fields } : {}) }, message, success: false } };
}

export function graphqlData(data: Record<string, unknown>): FakeReply {
  return { body: { data } };
}

/** Apollo Server answers execution errors with HTTP 200 and `errors`. */
export function graphqlError(code: string, message: string, fields?: Record<string, string>): FakeReply {
  return { body: { data: null, errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }] } };
}

export const UNAUTHENTICATED_REST = restError(401, 'UNAUTHENTICATED', 'Please log in to continue');
export const UNAUTHENTICATED_GRAPHQL = graphqlError('UNAUTHENTICATED', 'Please log in to continue');

/** A promise a test settles by hand, to hold a response in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export interface FakeServerOptions {
  /** Signed in as this user; signed out when null or absent. */
  user?: ReturnType<typeof makeUser> | null;
}

export type FakeServer = ReturnType<typeof createFakeServer>;

export function createFakeServer({ user = null }: FakeServerOptions = {}) {
  const calls: FakeCall[] = [];
  const rest = new Map<string, FakeHandler>();
  const operations = new Map<string, FakeHandler>();

  rest.set('GET /api/v1/user/check-auth', () => envelope({ isAuthenticated: user !== null }));
  rest.set('GET /api/v1/user/refresh-token', () => (user ? envelope(null) : UNAUTHENTICATED_REST));
  rest.set('GET /api/v1/user/logout-user', () => envelope(null));
  operations.set('Me', () => (user ? graphqlData({ me: user }) : UNAUTHENTICATED_GRAPHQL));
  operations.set('Login', () => graphqlData({ login: { __typename: 'User', id: 'u1' } }));
  operations.set('Register', () => graphqlData({ register: { __typename: 'User', id: 'u1' } }));
  operations.set('Logout', () => graphqlData({ logout: true }));

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost:3000');
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const call: FakeCall = { method, path: url.pathname, search: url.search, credentials: init.credentials, body };
    let handler: FakeHandler | undefined;
    if (url.pathname === '/graphql') {
      const { operationName, variables } = (body ?? {}) as { operationName?: string; variables?: Record<string, unknown> };
      call.operationName = operationName;
      call.variables = variables;
      handler = operationName ? operations.get(operationName) : undefined;
    } else {
      handler = rest.get(`${method} ${url.pathname}`);
    }
    calls.push(call);

    const reply = handler ? await handler(call) : restError(404, 'NOT_FOUND', 'Not found');
    if (reply === NO_RESPONSE) throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    return new Response(JSON.stringify(reply.body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetch: fetchMock,
    calls,
    /** Replaces a REST route, e.g. rest('GET', '/user/check-auth', ...) (the /api/v1 prefix is added). */
    rest(method: string, path: string, handler: FakeHandler) {
      rest.set(`${method} /api/v1${path}`, handler);
    },
    /** Replaces a GraphQL operation by its name. */
    graphql(operationName: string, handler: FakeHandler) {
      operations.set(operationName, handler);
    },
    /** The calls to a REST path (without /api/v1) or, with a capitalised name, a GraphQL operation. */
    callsTo(target: string): FakeCall[] {
      return calls.filter((call) => (target.startsWith('/') ? call.path === `/api/v1${target}` : call.operationName === target));
    },
  };
}
