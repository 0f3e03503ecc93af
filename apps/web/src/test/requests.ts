import { API_BASE } from '../lib/urls';

/**
 * What the app sent, call by call, recorded at fetch (beneath the app's code, above msw), so a
 * test can count refreshes or read the variables of a mutation without changing any handler.
 * Recording is synchronous: a call is listed as soon as the app has made it.
 */

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. /api/v1/user/check-auth or /graphql. */
  path: string;
  search: string;
  credentials?: RequestCredentials;
  headers: Headers;
  /** GraphQL only. */
  operationName?: string;
  variables?: Record<string, unknown>;
  /** The parsed JSON body, when there is one. */
  body?: unknown;
}

const recorded: RecordedRequest[] = [];

function record(input: RequestInfo | URL, init: RequestInit = {}): void {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.href);
  let body: unknown;
  if (typeof init.body === 'string') {
    try {
      body = JSON.parse(init.body);
    } catch {
      body = init.body;
    }
  }
  const graphql = url.pathname === '/graphql' && typeof body === 'object' && body !== null ? (body as Partial<RecordedRequest>) : {};
  recorded.push({
    method: (init.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    search: url.search,
    credentials: init.credentials,
    headers: new Headers(init.headers),
    operationName: graphql.operationName,
    variables: graphql.variables,
    body,
  });
}

let restore: (() => void) | null = null;

/** Wraps the fetch that msw has patched; called once msw listens. */
export function startRecording(): void {
  const intercepted = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    record(input, init);
    return intercepted(input, init);
  };
  restore = () => {
    globalThis.fetch = intercepted;
  };
}

export function stopRecording(): void {
  restore?.();
  restore = null;
}

export const requests = {
  /** Every call since the test started. */
  get all(): readonly RecordedRequest[] {
    return recorded;
  },
  /** The calls to a REST path (without /api/v1, e.g. '/user/check-auth') or to a GraphQL operation by name. */
  to(target: string): RecordedRequest[] {
    return recorded.filter((call) => (target.startsWith('/') ? call.path === `${API_BASE}${target}` : call.operationName === target));
  },
  clear(): void {
    recorded.length = 0;
  },
};
