import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { makeUser, signIn } from '../../features/auth/__tests__/handlers';
import { LogoutMutation } from '../../features/auth';
import { browser } from '../../lib/browser';
import { deferred, graphqlError } from '../../test/msw';
import { renderApp } from '../../test/render-app';
import { requests } from '../../test/requests';
import { server } from '../../test/server';

async function openAccountMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

describe('navbar', () => {
  it('has the logo, the assistant and notifications buttons and the account menu', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Redhope home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Health assistant' })).toHaveAttribute('href', '/health-assistant');
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    expect(within(nav).getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('offers "Signin" to a signed-out user', async () => {
    renderApp('/');
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Signin' })).toHaveAttribute('href', '/auth/login');
    expect(within(menu).queryByRole('menuitem', { name: 'Log out' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(within(menu).getByRole('menuitem', { name: 'Terms & conditions' })).toHaveAttribute('href', '/terms');
  });

  it('brings a signed-out user back to the page where they chose "Signin"', async () => {
    renderApp('/request/r1');
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Signin' })).toHaveAttribute('href', '/auth/login?to=/request/r1');
  });

  it('shows the avatar, the userName linking to the profile and "Log out" when signed in', async () => {
    signIn(makeUser({ userName: 'ravi' }));
    renderApp('/');
    const menu = await openAccountMenu();
    const profileLink = await within(menu).findByRole('menuitem', { name: 'ravi' });
    expect(profileLink).toHaveAttribute('href', '/profile/requests');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Signin' })).not.toBeInTheDocument();
    // No avatar stored: the default image.
    expect(profileLink.querySelector('img')).toHaveAttribute('src', '/default-avatar.svg');
  });

  it("shows the user's own avatar", async () => {
    signIn(makeUser({ avatar: '/uploads/a.jpg' }));
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(button.querySelector('img')).toHaveAttribute('src', '/uploads/a.jpg'));
  });

  it('opens with the keyboard and reaches the items with the arrow keys', async () => {
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Account menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveAttribute('data-highlighted'));
    expect(items[0]).toHaveAccessibleName('Signin');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Escape}');
    // Back on the avatar button (for a visitor, the menu's own, which replaced the stand-in it loaded from).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
  });

  it('closes with Tab, back on the avatar button, and its links are not Tab stops of their own', async () => {
    signIn();
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Account menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    for (const link of within(menu).getAllByRole('menuitem').filter((item) => item.tagName === 'A')) expect(link).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveFocus());
  });

  it('shows "Loging out..." while logging out, then reloads the page', async () => {
    signIn();
    const answer = deferred<Response>();
    server.use(graphql.mutation(LogoutMutation, () => answer.promise));
    renderApp('/');
    const menu = await openAccountMenu();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Log out' }));

    const busy = await within(menu).findByRole('menuitem', { name: 'Loging out...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(browser.reload).not.toHaveBeenCalled();

    answer.resolve(HttpResponse.json({ data: { logout: true } }));
    await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
    expect(requests.to('Logout')).toHaveLength(1);
  });

  it('logs out with the keyboard', async () => {
    signIn(makeUser({ userName: 'ravi' }));
    renderApp('/');
    const button = await screen.findByRole('button', { name: 'Account menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'ravi' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
  });

  it('toasts "Unable to logout now!" when the logout fails, and can try again', async () => {
    signIn();
    server.use(graphql.mutation(LogoutMutation, () => graphqlError('INTERNAL')));
    renderApp('/');
    const menu = await openAccountMenu();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Log out' }));

    expect(await screen.findByText('Unable to logout now!')).toBeInTheDocument();
    expect(await within(menu).findByRole('menuitem', { name: 'Log out' })).not.toHaveAttribute('aria-disabled');
    expect(browser.reload).not.toHaveBeenCalled();
  });
});

describe('the language kept on the account (pushes are written in it)', () => {
  it('is told at sign-in when it differs from the one chosen on this device, and on every switch', async () => {
    window.localStorage.setItem('language', 'en');
    signIn(makeUser({ language: 'hi' }));
    renderApp('/');
    await waitFor(() => expect(requests.to('SetLanguage').map((call) => call.variables)).toEqual([{ language: 'en' }]));
    const menu = await openAccountMenu();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'हिन्दी' }));
    await waitFor(() => expect(requests.to('SetLanguage').map((call) => call.variables)).toEqual([{ language: 'en' }, { language: 'hi' }]));
  });

  it("is taken by a device where no language was ever chosen (a new browser): a Hindi account is not turned English by the default", async () => {
    signIn(makeUser({ language: 'hi' }));
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'खाता मेनू' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(window.localStorage.getItem('language')).toBe('hi');
    await waitFor(() => expect(requests.to('Me')).toHaveLength(1));
    expect(requests.to('SetLanguage')).toHaveLength(0);
  });

  it('is not sent again when the account already has it', async () => {
    signIn(makeUser({ language: 'en' }));
    renderApp('/');
    await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(requests.to('Me')).toHaveLength(1));
    expect(requests.to('SetLanguage')).toHaveLength(0);
  });
});

describe('complete-profile banner', () => {
  const TEXT = 'Complete your profile to access the all features. Add address and blood group.';

  it('links to /profile-edit when signed in without blood group and contact info', async () => {
    signIn(makeUser({ isBloodGroupAdded: false, isContactInfoFilled: false }));
    renderApp('/');
    expect(await screen.findByRole('link', { name: TEXT })).toHaveAttribute('href', '/profile-edit');
  });

  it.each([
    [true, false],
    [false, true],
    [true, true],
  ])('is hidden when isBloodGroupAdded=%s and isContactInfoFilled=%s', async (isBloodGroupAdded, isContactInfoFilled) => {
    signIn(makeUser({ userName: 'ravi', isBloodGroupAdded, isContactInfoFilled }));
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    // The user has loaded (their name is in the menu), and still no banner.
    expect(await screen.findByRole('menuitem', { name: 'ravi' })).toBeInTheDocument();
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });

  it('is hidden when signed out', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Services' });
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });
});
