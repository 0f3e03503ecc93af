import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  NO_RESPONSE,
  UNAUTHENTICATED_REST,
  createFakeServer,
  deferred,
  envelope,
  makeUser,
  restError,
  type FakeHandler,
  type FakeReply,
} from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

describe('session check on load', () => {
  it('shows the "Please wait..." splash until check-auth answers', async () => {
    const server = createFakeServer();
    const answer = deferred<FakeReply>();
    server.rest('GET', '/user/check-auth', () => answer.promise);
    renderApp('/', { server });

    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Services' })).not.toBeInTheDocument();
    answer.resolve(envelope({ isAuthenticated: false }));

    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(screen.queryByText('Please wait...')).not.toBeInTheDocument();
    expect(server.callsTo('/user/check-auth')[0].credentials).toBe('include');
  });

  it('loads the user with the me query when signed in', async () => {
    const server = createFakeServer({ user: makeUser({ userName: 'ravi' }) });
    renderApp('/profile/requests', { server });
    expect(await screen.findByRole('heading', { level: 1, name: 'ravi' })).toBeInTheDocument();
    expect(server.callsTo('Me')).toHaveLength(1);
  });

  it('does not ask for the user when signed out', async () => {
    const server = createFakeServer();
    renderApp('/', { server });
    await screen.findByRole('heading', { name: 'Services' });
    expect(server.callsTo('Me')).toHaveLength(0);
  });

  it.each<[string, FakeHandler]>([
    ['a server error', () => restError(500, 'INTERNAL', 'Something went wrong!')],
    ['no response', () => NO_RESPONSE],
  ])('counts %s as signed out', async (_label, reply) => {
    const server = createFakeServer({ user: makeUser() });
    server.rest('GET', '/user/check-auth', reply);
    const { router } = renderApp('/notifications', { server });
    expect(await screen.findByRole('heading', { name: 'Login to Redhope' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('refreshes an expired access cookie and asks again (check-auth 401 with a refresh cookie)', async () => {
    const server = createFakeServer({ user: makeUser({ userName: 'ravi' }) });
    let refreshed = false;
    server.rest('GET', '/user/check-auth', () => (refreshed ? envelope({ isAuthenticated: true }) : UNAUTHENTICATED_REST));
    server.rest('GET', '/user/refresh-token', () => {
      refreshed = true;
      return envelope(null);
    });
    renderApp('/profile/requests', { server });

    expect(await screen.findByRole('heading', { level: 1, name: 'ravi' })).toBeInTheDocument();
    expect(server.callsTo('/user/check-auth')).toHaveLength(2);
    expect(server.callsTo('/user/refresh-token')).toHaveLength(1);
    expect(server.callsTo('/user/logout-user')).toHaveLength(0);
  });

  it('logs out through logout-user when that refresh is refused, and shows the user signed out', async () => {
    const server = createFakeServer();
    server.rest('GET', '/user/check-auth', () => UNAUTHENTICATED_REST);
    server.rest('GET', '/user/refresh-token', () => UNAUTHENTICATED_REST);
    const { router } = renderApp('/create-request', { server });

    expect(await screen.findByRole('heading', { name: 'Login to Redhope' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?to=/create-request');
    expect(server.callsTo('/user/refresh-token')).toHaveLength(1);
    expect(server.callsTo('/user/logout-user')).toHaveLength(1);
    expect(server.callsTo('/user/check-auth')).toHaveLength(1);
  });

  it('sends the user to login when the session ends on a guarded page', async () => {
    const server = createFakeServer({ user: makeUser() });
    server.graphql('Me', () => ({ body: { data: null, errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] } }));
    server.rest('GET', '/user/refresh-token', () => UNAUTHENTICATED_REST);
    const { router } = renderApp('/profile/contributions', { server });

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?to=/profile/contributions');
    expect(server.callsTo('/user/logout-user')).toHaveLength(1);
    expect(server.callsTo('Me')).toHaveLength(1);
  });
});

describe('route guards', () => {
  it.each([
    ['/create-request', '/create-request'],
    ['/create-campaign', '/create-campaign'],
    ['/notifications', '/notifications'],
    ['/health-assistant?prompt=sleep', '/health-assistant?prompt=sleep'],
    ['/profile-edit', '/profile-edit'],
    ['/profile/contributions', '/profile/contributions'],
  ])('sends a signed-out user from %s to /auth/login?to=%s', async (path, target) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Login to Redhope' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('to')).toBe(target);
  });

  it('keeps public pages open to a signed-out user', async () => {
    const { router } = renderApp('/request/abc123');
    expect(await screen.findByRole('heading', { name: 'Urgent blood required' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/request/abc123');
  });

  it.each(['/auth/login', '/auth/signup', '/auth'])('shows the not-found page to a signed-in user on %s', async (path) => {
    renderApp(path, { server: createFakeServer({ user: makeUser() }) });
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});
