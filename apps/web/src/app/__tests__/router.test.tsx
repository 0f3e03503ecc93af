import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../features/auth/__tests__/handlers';
import { renderApp } from '../../test/render-app';


describe('router', () => {
  it('renders the not-found page for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'OOPS! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | Redhope'));
  });

  it('goes home from the not-found page', async () => {
    const { router } = renderApp('/nowhere');
    await userEvent.click(await screen.findByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/privacy', 'Privacy policy', 'Privacy policy | Redhope'],
    ['/terms', 'Terms & conditions', 'Terms & conditions | Redhope'],
  ])('renders %s with its effective date and title', async (path, heading, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText('Effective date: 18/04/2025')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('renders the home page with its services, empty feed and title', async () => {
    renderApp('/');
    const services = await screen.findByRole('region', { name: 'Services' });
    expect(within(services).getByRole('link', { name: 'Request for donation' })).toHaveAttribute('href', '/create-request');
    expect(within(services).getByRole('link', { name: 'Contribute campaign' })).toHaveAttribute('href', '/create-campaign');
    expect(within(services).getByRole('link', { name: 'Health assistant' })).toHaveAttribute('href', '/health-assistant');
    expect(await screen.findByText('No campaigns found!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contribute a campaign' })).toHaveAttribute('href', '/create-campaign');
    await waitFor(() => expect(document.title).toBe('Redhope | sharing lives'));
  });

  // Every route of SPEC section 2 is registered with its screen (placeholders until their issues land).
  it.each([
    ['/auth/login', 'Login to Redhope', 'Login | Redhope'],
    ['/auth/signup', 'Create your Redhope account', 'Signup | Redhope'],
    ['/request/abc123', 'Urgent blood required', 'Blood request | Redhope'],
    // The campaign's own title (the test server's campaign), as the page's heading and title.
    ['/campaign/abc123', 'Blood donation drive', 'Blood donation drive | Redhope'],
  ])('%s (public) renders "%s" with the title "%s"', async (path, heading, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.queryByText('OOPS! Page not found')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['/profile/requests', 'My requests', 'Redhope | asha'],
    ['/profile/contributions', 'My contributions', 'Redhope | asha'],
    ['/profile-edit', 'Update your profile', 'Edit profile | Redhope'],
    ['/create-request', 'Request for a Blood donation', 'Request for donation | Redhope'],
    ['/create-campaign', 'Share your nearby health campaign', 'Contribute campaign | Redhope'],
    ['/notifications', 'Notifications', 'Notifications | Redhope'],
    ['/health-assistant', 'Assistant Jyoti', 'Health assistant | Redhope'],
  ])('%s (guarded) renders "%s" with the title "%s" when signed in', async (path, heading, title) => {
    signIn(makeUser({ userName: 'asha' }));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.queryByText('OOPS! Page not found')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('redirects /profile to /profile/requests', async () => {
    signIn(makeUser({ userName: 'asha' }));
    const { router } = renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'My requests' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/requests');
  });

  it('sends /auth to the login page and keeps the redirect target', async () => {
    const { router } = renderApp('/auth?to=%2Fnotifications');
    expect(await screen.findByRole('heading', { name: 'Login to Redhope' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?to=%2Fnotifications');
  });
});

describe('layout', () => {
  it('shows the navbar and the footer on the home page', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Services' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Redhope home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Redhope. All rights reserved.');
  });

  it('reaches the policy pages from the account menu', async () => {
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Terms & conditions' })).toHaveAttribute('href', '/terms');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy');
  });

  it('hides the navbar on /auth/login', async () => {
    renderApp('/auth/login');
    await screen.findByRole('heading', { name: 'Login to Redhope' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('hides the footer on /health-assistant', async () => {
    signIn();
    renderApp('/health-assistant');
    await screen.findByRole('heading', { name: 'Assistant Jyoti' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByText('© 2025 Redhope. All rights reserved.')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
