import { render, screen } from '@testing-library/react';
import { getDefaultNormalizer } from '@testing-library/react';
import { ToastContainer, toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { LoginMutation } from '../../features/auth/login.graphql';
import { MeQuery } from '../../features/auth/me.graphql';
import {
  NO_RESPONSE,
  UNAUTHENTICATED_GRAPHQL,
  UNAUTHENTICATED_REST,
  createFakeServer,
  deferred,
  envelope,
  graphqlData,
  makeUser,
  restError,
  type FakeReply,
} from '../../test/fake-server';
import { createApolloClient } from '../apollo';
import { ApiError, api } from '../rest';
import { session } from '../session';

const USER = makeUser();

/**
 * A server whose access cookie has expired: protected calls answer 401 until the one refresh
 * (held open by the test) succeeds. REST: GET /user/current-user; GraphQL: the Me query.
 */
function expiredSession({ refreshSucceeds = true } = {}) {
  const server = createFakeServer({ user: USER });
  const refresh = deferred<void>();
  let refreshed = false;
  server.rest('GET', '/user/refresh-token', async () => {
    await refresh.promise;
    if (!refreshSucceeds) return UNAUTHENTICATED_REST;
    refreshed = true;
    return envelope(null);
  });
  server.rest('GET', '/user/current-user', () => (refreshed ? envelope({ _id: 'u1', userName: 'asha' }) : UNAUTHENTICATED_REST));
  server.graphql('Me', () => (refreshed ? graphqlData({ me: USER }) : UNAUTHENTICATED_GRAPHQL));
  return { server, releaseRefresh: () => refresh.resolve() };
}

describe('the shared 401 path', () => {
  it('refreshes once for three concurrent 401s (REST and GraphQL) and retries each once', async () => {
    const { server, releaseRefresh } = expiredSession();
    const client = createApolloClient();

    const calls = Promise.all([
      api.get<{ userName: string }>('/user/current-user'),
      api.get<{ userName: string }>('/user/current-user'),
      client.query({ query: MeQuery, fetchPolicy: 'network-only' }),
    ]);
    // All three have failed with 401 and wait on the one refresh.
    await vi.waitFor(() => expect(server.calls.filter((call) => call.path !== '/api/v1/user/refresh-token')).toHaveLength(3));
    await vi.waitFor(() => expect(server.callsTo('/user/refresh-token')).toHaveLength(1));
    releaseRefresh();

    const [first, second, graphql] = await calls;
    expect(first.userName).toBe('asha');
    expect(second.userName).toBe('asha');
    expect(graphql.data?.me.userName).toBe('asha');
    expect(server.callsTo('/user/refresh-token')).toHaveLength(1);
    expect(server.callsTo('/user/current-user')).toHaveLength(4);
    expect(server.callsTo('Me')).toHaveLength(2);
    expect(server.callsTo('/user/logout-user')).toHaveLength(0);
    expect(server.callsTo('/user/refresh-token')[0].credentials).toBe('include');
  });

  it('on a refused refresh calls logout-user once, fails every call and signs the user out', async () => {
    const { server, releaseRefresh } = expiredSession({ refreshSucceeds: false });
    const client = createApolloClient();
    session.signedIn = true;
    const ended = vi.fn();
    session.onEnded(ended);

    const calls = Promise.allSettled([
      api.get('/user/current-user'),
      api.get('/user/current-user'),
      client.query({ query: MeQuery, fetchPolicy: 'network-only' }),
    ]);
    await vi.waitFor(() => expect(server.callsTo('/user/refresh-token')).toHaveLength(1));
    releaseRefresh();
    const [first, second, graphql] = await calls;

    expect(first).toMatchObject({ status: 'rejected', reason: expect.any(ApiError) });
    expect(first.status === 'rejected' && first.reason.statusCode).toBe(401);
    expect(second.status).toBe('rejected');
    // Apollo 4 resolves a query with its GraphQL errors as `error`.
    expect(graphql.status === 'fulfilled' ? graphql.value.error : graphql.reason).toBeTruthy();
    expect(server.callsTo('/user/refresh-token')).toHaveLength(1);
    expect(server.callsTo('/user/logout-user')).toHaveLength(1);
    expect(server.callsTo('/user/current-user')).toHaveLength(2);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(session.signedIn).toBe(false);

    // A later 401 of the same ended session does not start another refresh or logout.
    await expect(api.get('/user/current-user')).rejects.toMatchObject({ statusCode: 401 });
    expect(server.callsTo('/user/refresh-token')).toHaveLength(1);
    expect(server.callsTo('/user/logout-user')).toHaveLength(1);
  });

  it.each<[string, () => FakeReply | typeof NO_RESPONSE]>([
    ['a server error', () => restError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')],
    ['no response', () => NO_RESPONSE],
  ])('keeps the user signed in when the refresh meets %s', async (_label, reply) => {
    const server = createFakeServer({ user: USER });
    server.rest('GET', '/user/current-user', () => UNAUTHENTICATED_REST);
    server.rest('GET', '/user/refresh-token', reply);
    session.signedIn = true;
    const ended = vi.fn();
    session.onEnded(ended);

    await expect(api.get('/user/current-user')).rejects.toMatchObject({ statusCode: 401 });
    expect(server.callsTo('/user/logout-user')).toHaveLength(0);
    expect(ended).not.toHaveBeenCalled();
    expect(session.signedIn).toBe(true);
  });

  it('retries only once: a second 401 after a good refresh is the answer', async () => {
    const server = createFakeServer({ user: USER });
    server.rest('GET', '/user/current-user', () => UNAUTHENTICATED_REST);
    await expect(api.get('/user/current-user')).rejects.toMatchObject({ statusCode: 401 });
    expect(server.callsTo('/user/current-user')).toHaveLength(2);
    expect(server.callsTo('/user/refresh-token')).toHaveLength(1);
  });

  it('does not refresh again for a 401 that answers a request sent before the last refresh', async () => {
    const server = createFakeServer({ user: USER });
    const slow = deferred<FakeReply>();
    let slowCalls = 0;
    server.rest('GET', '/user/slow', () => (slowCalls++ === 0 ? slow.promise : envelope('ok')));
    server.rest('GET', '/user/fast', () => (server.callsTo('/user/refresh-token').length ? envelope('ok') : UNAUTHENTICATED_REST));

    const slowCall = api.get('/user/slow');
    await expect(api.get('/user/fast')).resolves.toBe('ok');
    expect(server.callsTo('/user/refresh-token')).toHaveLength(1);
    // The slow request carried the old cookie: its 401 is retried without a second refresh.
    slow.resolve(UNAUTHENTICATED_REST);
    await expect(slowCall).resolves.toBe('ok');
    expect(server.callsTo('/user/refresh-token')).toHaveLength(1);
  });

  it('never refreshes for the calls that start a session', async () => {
    const server = createFakeServer();
    server.rest('POST', '/user/login', () => UNAUTHENTICATED_REST);
    server.graphql('Login', () => UNAUTHENTICATED_GRAPHQL);
    const client = createApolloClient();

    await expect(api.post('/user/login', { email: 'a@b.in', password: 'x' }, { renewSession: false })).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(
      client.mutate({ mutation: LoginMutation, variables: { input: { email: 'a@b.in', password: 'x' } } }),
    ).rejects.toBeTruthy();
    expect(server.callsTo('/user/refresh-token')).toHaveLength(0);
  });

  it('shows "Connection with server failed " once when GraphQL calls get no response', async () => {
    const server = createFakeServer({ user: USER });
    server.graphql('Me', () => NO_RESPONSE);
    const errorToast = vi.spyOn(toast, 'error');
    render(<ToastContainer />);
    const client = createApolloClient();

    const results = await Promise.all([
      client.query({ query: MeQuery, fetchPolicy: 'network-only' }).catch((error: unknown) => ({ error })),
      client.query({ query: MeQuery, fetchPolicy: 'no-cache', context: { dedupe: false } }).catch((error: unknown) => ({ error })),
    ]);

    expect(results.every((result) => result.error)).toBe(true);
    expect(errorToast).toHaveBeenCalledWith('Connection with server failed ', { toastId: 'connection-failed' });
    expect(
      await screen.findAllByText('Connection with server failed ', { normalizer: getDefaultNormalizer({ trim: false }) }),
    ).toHaveLength(1);
    expect(server.callsTo('/user/refresh-token')).toHaveLength(0);
  });
});
