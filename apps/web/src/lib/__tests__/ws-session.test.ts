import type { Client, Sink } from 'graphql-ws';
import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { signIn } from '../../features/auth/__tests__/handlers';
import { envelope, unauthenticatedRest } from '../../test/msw';
import { requests } from '../../test/requests';
import { server } from '../../test/server';
import { apiUrl } from '../rest';
import { withSessionRecovery } from '../apollo';
import { session } from '../session';

/** A graphql-ws client at the socket boundary: the test plays the server's side of each subscription. */
function fakeWsClient() {
  const subscriptions: Array<{ sink: Sink; released: boolean }> = [];
  const connectedListeners = new Set<() => void>();
  const client = {
    subscribe: vi.fn((_payload: unknown, sink: Sink) => {
      const entry = { sink, released: false };
      subscriptions.push(entry);
      return () => {
        entry.released = true;
      };
    }),
    on: vi.fn((event: string, listener: () => void) => {
      if (event !== 'connected') return () => undefined;
      connectedListeners.add(listener);
      return () => connectedListeners.delete(listener);
    }),
    iterate: vi.fn(),
    dispose: vi.fn(),
    terminate: vi.fn(),
  };
  return {
    client: client as unknown as Client,
    subscriptions,
    connected: () => connectedListeners.forEach((listener) => listener()),
    close: (code: number, index = subscriptions.length - 1) => subscriptions[index].sink.error({ code, reason: 'closed' }),
  };
}

function recordingSink() {
  return { next: vi.fn(), error: vi.fn(), complete: vi.fn() };
}

const PAYLOAD = { query: 'subscription { systemNotice { message } }' };

describe('subscriptions and the session', () => {
  it.each([4401, 4403])('refreshes once and subscribes again after a %s close while signed in', async (code) => {
    signIn();
    session.signedIn = true;
    const ws = fakeWsClient();
    const sink = recordingSink();
    withSessionRecovery(ws.client, session).subscribe(PAYLOAD, sink);
    ws.connected();

    ws.close(code);
    await vi.waitFor(() => expect(ws.subscriptions).toHaveLength(2));
    expect(requests.to('/user/refresh-token')).toHaveLength(1);
    expect(ws.subscriptions[0].released).toBe(true);
    expect(sink.error).not.toHaveBeenCalled();

    ws.connected();
    ws.subscriptions[1].sink.next({ data: { systemNotice: { message: 'hi' } } });
    expect(sink.next).toHaveBeenCalledWith({ data: { systemNotice: { message: 'hi' } } });
  });

  it('shares one refresh between subscriptions closed together', async () => {
    signIn();
    session.signedIn = true;
    const ws = fakeWsClient();
    const recovering = withSessionRecovery(ws.client, session);
    recovering.subscribe(PAYLOAD, recordingSink());
    recovering.subscribe(PAYLOAD, recordingSink());
    ws.connected();

    ws.close(4401, 0);
    ws.close(4401, 1);
    await vi.waitFor(() => expect(ws.subscriptions).toHaveLength(4));
    expect(requests.to('/user/refresh-token')).toHaveLength(1);
  });

  it('stops when the refresh fails, and signs the user out', async () => {
    signIn();
    server.use(http.get(apiUrl('/user/refresh-token'), unauthenticatedRest));
    session.signedIn = true;
    const ws = fakeWsClient();
    const sink = recordingSink();
    withSessionRecovery(ws.client, session).subscribe(PAYLOAD, sink);
    ws.connected();

    ws.close(4401);
    await vi.waitFor(() => expect(sink.error).toHaveBeenCalledWith({ code: 4401, reason: 'closed' }));
    expect(ws.subscriptions).toHaveLength(1);
    expect(requests.to('/user/logout-user')).toHaveLength(1);
    expect(session.signedIn).toBe(false);
  });

  it('does not refresh for a signed-out user', async () => {
    const ws = fakeWsClient();
    const sink = recordingSink();
    withSessionRecovery(ws.client, session).subscribe(PAYLOAD, sink);

    ws.close(4403);
    expect(sink.error).toHaveBeenCalledWith({ code: 4403, reason: 'closed' });
    expect(requests.all).toHaveLength(0);
    expect(ws.subscriptions).toHaveLength(1);
  });

  it('gives up when the socket is refused again before it ever connected (no loop)', async () => {
    signIn();
    session.signedIn = true;
    const ws = fakeWsClient();
    const sink = recordingSink();
    withSessionRecovery(ws.client, session).subscribe(PAYLOAD, sink);
    ws.connected();

    ws.close(4401);
    await vi.waitFor(() => expect(ws.subscriptions).toHaveLength(2));
    ws.close(4403);
    expect(sink.error).toHaveBeenCalledWith({ code: 4403, reason: 'closed' });
    expect(requests.to('/user/refresh-token')).toHaveLength(1);
    expect(ws.subscriptions).toHaveLength(2);
  });

  it('passes other closes and errors through untouched', async () => {
    signIn();
    server.use(http.get(apiUrl('/user/refresh-token'), () => envelope(null)));
    session.signedIn = true;
    const ws = fakeWsClient();
    const sink = recordingSink();
    withSessionRecovery(ws.client, session).subscribe(PAYLOAD, sink);
    ws.close(4500);
    expect(sink.error).toHaveBeenCalledWith({ code: 4500, reason: 'closed' });
    expect(requests.all).toHaveLength(0);
  });

  it('releases the current attempt when the caller unsubscribes', () => {
    const ws = fakeWsClient();
    const unsubscribe = withSessionRecovery(ws.client, session).subscribe(PAYLOAD, recordingSink());
    unsubscribe();
    expect(ws.subscriptions[0].released).toBe(true);
  });
});
