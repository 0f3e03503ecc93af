import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_LOCK_NAME, REFRESH_TOKEN_URL, SessionKeeper } from '../session';

/**
 * Two tabs of one browser, each with its own session keeper, sharing the browser's lock manager.
 * jsdom has no Web Locks: this is the API's exclusive mode as browsers implement it (one holder
 * per name at a time, waiters served in order).
 */
class ExclusiveLocks {
  readonly requested: string[] = [];
  private readonly queues = new Map<string, Promise<unknown>>();

  request<T>(name: string, callback: () => Promise<T>): Promise<T> {
    this.requested.push(name);
    const held = (this.queues.get(name) ?? Promise.resolve()).then(callback);
    this.queues.set(
      name,
      held.catch(() => undefined),
    );
    return held;
  }
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const ok = () => new Response(JSON.stringify({ statusCode: 200, data: null, message: 'Token refreshed', success: true }), { status: 200 });

describe('refreshing across tabs', () => {
  let locks: ExclusiveLocks;
  beforeEach(() => {
    locks = new ExclusiveLocks();
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('lets one tab refresh at a time: the second starts only when the first has its answer', async () => {
    const answers = [deferred<Response>(), deferred<Response>()];
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answers[fetchMock.mock.calls.length - 1].promise);
    vi.stubGlobal('fetch', fetchMock);
    const [tabA, tabB] = [new SessionKeeper(), new SessionKeeper()];

    const renewedA = tabA.renew(tabA.generation);
    const renewedB = tabB.renew(tabB.generation);
    await vi.waitFor(() => expect(locks.requested).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]));
    // Both asked for the lock; only the holder has called the server.
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answers[0].resolve(ok());
    expect(await renewedA).toBe(true);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    answers[1].resolve(ok());
    expect(await renewedB).toBe(true);
    for (const [url, init] of fetchMock.mock.calls) {
      expect(url).toBe(REFRESH_TOKEN_URL);
      expect(init?.credentials).toBe('include');
    }
  });

  it('still refreshes where the browser has no Web Locks', async () => {
    Reflect.deleteProperty(navigator, 'locks');
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => ok());
    vi.stubGlobal('fetch', fetchMock);
    const tab = new SessionKeeper();
    expect(await tab.renew(tab.generation)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(locks.requested).toEqual([]);
  });
});

describe('a refresh the server rate-limits', () => {
  it('fails the call but keeps the session: no logout-user, the user stays signed in', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ statusCode: 429, data: { code: 'RATE_LIMITED' }, message: 'Too many requests, try again later', success: false }), {
        status: 429,
        headers: { 'retry-after': '30' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const tab = new SessionKeeper();
    tab.signedIn = true;
    const ended = vi.fn();
    tab.onEnded(ended);

    expect(await tab.renew(tab.generation)).toBe(false);
    // Only the refresh: no logout-user.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([REFRESH_TOKEN_URL]);
    expect(ended).not.toHaveBeenCalled();
    expect(tab.signedIn).toBe(true);
    // A later 401 may try again.
    expect(await tab.renew(tab.generation)).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
