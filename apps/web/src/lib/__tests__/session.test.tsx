import { render, screen } from '@testing-library/react';
import { getDefaultNormalizer } from '@testing-library/react';
import { ToastContainer, toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { graphql, http, HttpResponse } from 'msw';
import { makeUser, signIn } from '../../features/auth/__tests__/handlers';
import { LoginMutation, MeQuery } from '../../features/auth';
import { deferred, envelope, noResponse, restError, unauthenticatedGraphql, unauthenticatedRest } from '../../test/msw';
import { requests } from '../../test/requests';
import { server } from '../../test/server';
import { createApolloClient } from '../apollo';
import { ApiError, api, apiUrl } from '../rest';
import { session } from '../session';

const USER = makeUser();

/**
 * A server whose access cookie has expired: protected calls answer 401 until the one refresh
 * (held open by the test) succeeds. REST: GET /user/current-user; GraphQL: the Me query.
 */
function expiredSession({ refreshSucceeds = true } = {}) {
  signIn(USER);
  const refresh = deferred();
  let refreshed = false;
  server.use(
    http.get(apiUrl('/user/refresh-token'), async () => {
      await refresh.promise;
      if (!refreshSucceeds) return unauthenticatedRest();
      refreshed = true;
      return envelope(null);
    }),
    http.get(apiUrl('/user/current-user'), () => (refreshed ? envelope({ _id: 'u1', userName: 'asha' }) : unauthenticatedRest())),
    graphql.query(MeQuery, () => (refreshed ? HttpResponse.json({ data: { me: USER } }) : unauthenticatedGraphql())),
  );
  return { releaseRefresh: () => refresh.resolve() };
}

describe('the shared 401 path', () => {
  it('refreshes once for three concurrent 401s (REST and GraphQL) and retries each once', async () => {
    const { releaseRefresh } = expiredSession();
    const client = createApolloClient();

    const calls = Promise.all([
      api.get<{ userName: string }>('/user/current-user'),
      api.get<{ userName: string }>('/user/current-user'),
      client.query({ query: MeQuery, fetchPolicy: 'network-only' }),
    ]);
    // All three have failed with 401 and wait on the one refresh.
    await vi.waitFor(() => expect(requests.all.filter((call) => call.path !== '/api/v1/user/refresh-token')).toHaveLength(3));
    await vi.waitFor(() => expect(requests.to('/user/refresh-token')).toHaveLength(1));
    releaseRefresh();

    const [first, second, graphql] = await calls;
    expect(first.userName).toBe('asha');
    expect(second.userName).toBe('asha');
    expect(graphql.data?.me.userName).toBe('asha');
    expect(requests.to('/user/refresh-token')).toHaveLength(1);
    expect(requests.to('/user/current-user')).toHaveLength(4);
    expect(requests.to('Me')).toHaveLength(2);
    expect(requests.to('/user/logout-user')).toHaveLength(0);
    expect(requests.to('/user/refresh-token')[0].credentials).toBe('include');
  });

  it('on a refused refresh calls logout-user once, fails every call and signs the user out', async () => {
    const { releaseRefresh } = expiredSession({ refreshSucceeds: false });
    const client = createApolloClient();
    session.signedIn = true;
    const ended = vi.fn();
    session.onEnded(ended);

    const calls = Promise.allSettled([
      api.get('/user/current-user'),
      api.get('/user/current-user'),
      client.query({ query: MeQuery, fetchPolicy: 'network-only' }),
    ]);
    await vi.waitFor(() => expect(requests.to('/user/refresh-token')).toHaveLength(1));
    releaseRefresh();
    const [first, second, graphql] = await calls;

    expect(first).toMatchObject({ status: 'rejected', reason: expect.any(ApiError) });
    expect(first.status === 'rejected' && first.reason.statusCode).toBe(401);
    expect(second.status).toBe('rejected');
    // Apollo 4 resolves a query with its GraphQL errors as `error`.
    expect(graphql.status === 'fulfilled' ? graphql.value.error : graphql.reason).toBeTruthy();
    expect(requests.to('/user/refresh-token')).toHaveLength(1);
    expect(requests.to('/user/logout-user')).toHaveLength(1);
    expect(requests.to('/user/current-user')).toHaveLength(2);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(session.signedIn).toBe(false);

    // A later 401 of the same ended session does not start another refresh or logout.
    await expect(api.get('/user/current-user')).rejects.toMatchObject({ statusCode: 401 });
    expect(requests.to('/user/refresh-token')).toHaveLength(1);
    expect(requests.to('/user/logout-user')).toHaveLength(1);
  });

  it.each<[string, () => Response]>([
    ['a server error', () => restError(503, 'SERVICE_UNAVAILABLE')],
    ['no response', noResponse],
  ])('keeps the user signed in when the refresh meets %s', async (_label, reply) => {
    signIn(USER);
    server.use(http.get(apiUrl('/user/current-user'), unauthenticatedRest), http.get(apiUrl('/user/refresh-token'), reply));
    session.signedIn = true;
    const ended = vi.fn();
    session.onEnded(ended);

    await expect(api.get('/user/current-user')).rejects.toMatchObject({ statusCode: 401 });
    expect(requests.to('/user/logout-user')).toHaveLength(0);
    expect(ended).not.toHaveBeenCalled();
    expect(session.signedIn).toBe(true);
  });

  it('retries only once: a second 401 after a good refresh is the answer', async () => {
    signIn(USER);
    server.use(http.get(apiUrl('/user/current-user'), unauthenticatedRest));
    await expect(api.get('/user/current-user')).rejects.toMatchObject({ statusCode: 401 });
    expect(requests.to('/user/current-user')).toHaveLength(2);
    expect(requests.to('/user/refresh-token')).toHaveLength(1);
  });

  it('does not refresh again for a 401 that answers a request sent before the last refresh', async () => {
    signIn(USER);
    const slow = deferred<Response>();
    let slowCalls = 0;
    server.use(
      http.get(apiUrl('/user/slow'), () => (slowCalls++ === 0 ? slow.promise : envelope('ok'))),
      http.get(apiUrl('/user/fast'), () => (requests.to('/user/refresh-token').length ? envelope('ok') : unauthenticatedRest())),
    );

    const slowCall = api.get('/user/slow');
    await expect(api.get('/user/fast')).resolves.toBe('ok');
    expect(requests.to('/user/refresh-token')).toHaveLength(1);
    // The slow request carried the old cookie: its 401 is retried without a second refresh.
    slow.resolve(unauthenticatedRest());
    await expect(slowCall).resolves.toBe('ok');
    expect(requests.to('/user/refresh-token')).toHaveLength(1);
  });

  it('never refreshes for the calls that start a session', async () => {
    server.use(http.post(apiUrl('/user/login'), unauthenticatedRest), graphql.mutation(LoginMutation, unauthenticatedGraphql));
    const client = createApolloClient();

    await expect(api.post('/user/login', { email: 'a@b.in', password: 'x' }, { renewSession: false })).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(
      client.mutate({ mutation: LoginMutation, variables: { input: { email: 'a@b.in', password: 'x' } } }),
    ).rejects.toBeTruthy();
    expect(requests.to('/user/refresh-token')).toHaveLength(0);
  });

  it('shows "Connection with server failed " once when GraphQL calls get no response', async () => {
    signIn(USER);
    server.use(graphql.query(MeQuery, noResponse));
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
    expect(requests.to('/user/refresh-token')).toHaveLength(0);
  });
});
