import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { requestForm } from './people';

/** One call the load made, as its client saw it. */
export interface LoadCall {
  kind: 'rest-read' | 'graphql-read' | 'write';
  /** HTTP status; 0 when no answer came (connection refused or cut). */
  status: number;
  /** GraphQL's `extensions.code` of the first error, or the REST envelope's `data.code`. */
  code?: string;
  /** The network error's code when no answer came (ECONNREFUSED...). */
  networkError?: string;
  startedAt: number;
  ms: number;
}

export interface Load {
  readonly calls: LoadCall[];
  /** Each acknowledged write: its idempotency key and the id the server answered. */
  readonly acknowledged: Map<string, string>;
  /** Stops issuing calls and waits for those in flight. */
  stop(): Promise<void>;
  /**
   * Sends each write that was never acknowledged again, with its key, until it is: a client
   * retrying after the fault. Resolves with the keys it settled.
   */
  settle(timeoutMs?: number): Promise<string[]>;
}

export interface LoadOptions {
  /** Session cookies of the users the load signs in as (one per worker, round robin). */
  cookies: string[];
  /** Concurrent clients; each keeps one call in flight. */
  workers?: number;
  /** A create-request form (blood group, pincode...); one in four calls is a write. */
  form?: Record<string, unknown>;
  /** Per-call timeout: a call taking longer counts as an answer of status 0. */
  timeoutMs?: number;
}

const ME = JSON.stringify({ query: '{ me { id } }' });

/**
 * A load of reads and writes on a running server, each worker with one call in flight: REST reads
 * of the caller's requests, GraphQL `me`, and request creation with an idempotency key, which a
 * worker retries with the same key until it is acknowledged (as the web client does). Every call
 * is recorded, so a test can say what the clients saw during a fault.
 */
export function startLoad(url: string, options: LoadOptions): Load {
  const workers = options.workers ?? 6;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const calls: LoadCall[] = [];
  const acknowledged = new Map<string, string>();
  /** Writes sent but not acknowledged: key -> the cookie it was sent with. */
  const pending = new Map<string, string>();
  let stopped = false;

  async function call(kind: LoadCall['kind'], cookie: string, init: RequestInit & { path: string }): Promise<{ status: number; body: unknown }> {
    const startedAt = Date.now();
    try {
      const answer = await fetch(`${url}${init.path}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie }, signal: AbortSignal.timeout(timeoutMs) });
      const body = (await answer.json().catch(() => null)) as { errors?: { extensions?: { code?: string } }[]; data?: { code?: string } } | null;
      calls.push({ kind, status: answer.status, code: body?.errors?.[0]?.extensions?.code ?? (answer.ok ? undefined : body?.data?.code), startedAt, ms: Date.now() - startedAt });
      return { status: answer.status, body };
    } catch (error) {
      const cause = (error as { cause?: { code?: string }; name?: string }).cause?.code ?? (error as { name?: string }).name;
      calls.push({ kind, status: 0, networkError: cause, startedAt, ms: Date.now() - startedAt });
      // A client backs off when the server is not there (a closed listener refuses at once).
      await delay(50);
      return { status: 0, body: null };
    }
  }

  async function write(cookie: string, key: string): Promise<void> {
    const { status, body } = await call('write', cookie, {
      path: '/api/v1/request/create-request',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(requestForm(options.form)),
    });
    if (status === 201) {
      acknowledged.set(key, (body as { data: { id: string } }).data.id);
      pending.delete(key);
    } else {
      pending.set(key, cookie);
    }
  }

  async function worker(index: number): Promise<void> {
    const cookie = options.cookies[index % options.cookies.length];
    let mine: string | null = null;
    for (let turn = index; !stopped; turn++) {
      const op = turn % 4;
      if (op === 0) {
        mine ??= randomUUID();
        await write(cookie, mine);
        if (acknowledged.has(mine)) mine = null;
      } else if (op === 1) {
        await call('rest-read', cookie, { path: '/api/v1/request/user-requests' });
      } else {
        await call('graphql-read', cookie, { path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' }, body: ME });
      }
    }
  }

  const running = Array.from({ length: workers }, (_, index) => worker(index));
  return {
    calls,
    acknowledged,
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
    async settle(settleTimeoutMs = 30_000) {
      const keys = [...pending.keys()];
      const deadline = Date.now() + settleTimeoutMs;
      while (pending.size > 0) {
        if (Date.now() > deadline) throw new Error(`${pending.size} writes were never acknowledged`);
        await Promise.all([...pending].map(([key, cookie]) => write(cookie, key)));
      }
      return keys;
    },
  };
}

/** The calls that answered 5xx other than 503, or no answer at all. */
export function failures(calls: LoadCall[]): LoadCall[] {
  return calls.filter((c) => c.status === 0 || (c.status >= 500 && c.status !== 503) || c.code === 'INTERNAL');
}
