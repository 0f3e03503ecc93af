import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { graphql, http } from 'msw';
import { makeUser, signIn } from '../../features/auth/__tests__/handlers';
import { MeQuery } from '../../features/auth';
import { apiUrl } from '../../lib/rest';
import { deferred, envelope, noResponse, restError, unauthenticatedGraphql, unauthenticatedRest } from '../../test/msw';
import { renderApp } from '../../test/render-app';
import { requests } from '../../test/requests';
import { server } from '../../test/server';
import { loadSignedInProvider, type SignedInProvider } from '../auth-provider';
import { AppProviders } from '../providers';
import { routes } from '../routes';

describe('session check on load', () => {
  it('shows the "Please wait..." splash until check-auth answers', async () => {
    const answer = deferred<Response>();
    server.use(http.get(apiUrl('/user/check-auth'), () => answer.promise));
    renderApp('/');

    expect(await screen.findByText('Please wait...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Services' })).not.toBeInTheDocument();
    answer.resolve(envelope({ isAuthenticated: false }));

    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(screen.queryByText('Please wait...')).not.toBeInTheDocument();
    expect(requests.to('/user/check-auth')[0].credentials).toBe('include');
  });

  /** Renders the app at / as main.tsx does (session known, route ready); whether a splash ever showed. */
  async function startLikeMain(signedInProvider?: SignedInProvider): Promise<boolean> {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    let splash = false;
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('Please wait...')) splash = true;
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    render(
      <AppProviders signedIn signedInProvider={signedInProvider}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    await waitFor(() => expect(requests.to('Me')).toHaveLength(1));
    observer.disconnect();
    return splash;
  }

  it('shows a signed-in user no splash when the signed-in part was loaded before rendering (main.tsx)', async () => {
    signIn(makeUser({ userName: 'ravi' }));
    expect(await startLikeMain(await loadSignedInProvider())).toBe(false);
  });

  it('shows the splash while the signed-in part loads when it was not', async () => {
    signIn(makeUser({ userName: 'ravi' }));
    expect(await startLikeMain()).toBe(true);
  });

  it('loads the user with the me query when signed in', async () => {
    signIn(makeUser({ userName: 'ravi' }));
    renderApp('/profile/requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'ravi' })).toBeInTheDocument();
    expect(requests.to('Me')).toHaveLength(1);
  });

  it('does not ask for the user when signed out', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Services' });
    expect(requests.to('Me')).toHaveLength(0);
  });

  it.each<[string, () => Response]>([
    ['a server error', () => restError(500, 'INTERNAL')],
    ['no response', noResponse],
  ])('counts %s as signed out', async (_label, reply) => {
    signIn();
    server.use(http.get(apiUrl('/user/check-auth'), reply));
    const { router } = renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Login to Redhope' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('refreshes an expired access cookie and asks again (check-auth 401 with a refresh cookie)', async () => {
    signIn(makeUser({ userName: 'ravi' }));
    let refreshed = false;
    server.use(
      http.get(apiUrl('/user/check-auth'), () => (refreshed ? envelope({ isAuthenticated: true }) : unauthenticatedRest())),
      http.get(apiUrl('/user/refresh-token'), () => {
        refreshed = true;
        return envelope(null);
      }),
    );
    renderApp('/profile/requests');

    expect(await screen.findByRole('heading', { level: 1, name: 'ravi' })).toBeInTheDocument();
    expect(requests.to('/user/check-auth')).toHaveLength(2);
    expect(requests.to('/user/refresh-token')).toHaveLength(1);
    expect(requests.to('/user/logout-user')).toHaveLength(0);
  });

  it('logs out through logout-user when that refresh is refused, and shows the user signed out', async () => {
    server.use(
      http.get(apiUrl('/user/check-auth'), unauthenticatedRest),
      http.get(apiUrl('/user/refresh-token'), unauthenticatedRest),
    );
    const { router } = renderApp('/create-request');

    expect(await screen.findByRole('heading', { name: 'Login to Redhope' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?to=/create-request');
    expect(requests.to('/user/refresh-token')).toHaveLength(1);
    expect(requests.to('/user/logout-user')).toHaveLength(1);
    expect(requests.to('/user/check-auth')).toHaveLength(1);
  });

  it('sends the user to login when the session ends on a guarded page', async () => {
    signIn();
    server.use(graphql.query(MeQuery, unauthenticatedGraphql), http.get(apiUrl('/user/refresh-token'), unauthenticatedRest));
    const { router } = renderApp('/profile/contributions');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?to=/profile/contributions');
    expect(requests.to('/user/logout-user')).toHaveLength(1);
    expect(requests.to('Me')).toHaveLength(1);
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
    const { router } = renderApp('/request/r1');
    expect(await screen.findByRole('heading', { name: 'Urgent blood required' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/request/r1');
  });

  it.each(['/auth/login', '/auth/signup', '/auth'])('shows the not-found page to a signed-in user on %s', async (path) => {
    signIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});
