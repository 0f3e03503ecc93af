import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser, signIn } from '../../features/auth/__tests__/handlers';
import { PASSWORD, signInToEdit } from '../../features/profile/__tests__/handlers';
import { ENDPOINT, fakePushBrowser } from '../../test/push';
import { renderApp } from '../../test/render-app';
import { requests } from '../../test/requests';

/** The home page, signed in or not, once the app has settled on who is there. */
async function loadHome() {
  renderApp('/');
  await screen.findByRole('heading', { name: 'Services' });
}

/** What a device whose push is on sends: its endpoint and keys, nothing else. */
const THIS_DEVICE = { endpoint: ENDPOINT, p256dh: 'client-public-key', auth: 'client-auth-secret' };

describe('a device whose push is on registers again on each app load', () => {
  it('registers the subscription once on load, asking the user nothing', async () => {
    signIn();
    const { requestPermission } = fakePushBrowser({ permission: 'granted', subscribed: true });
    await loadHome();
    await waitFor(() => expect(requests.to('RegisterPushSubscription')).toHaveLength(1));
    expect(requests.to('RegisterPushSubscription')[0].variables).toEqual(THIS_DEVICE);
    expect(requestPermission).not.toHaveBeenCalled();
    // No new subscription and no key fetch: the device's own subscription is sent as it is.
    expect(requests.to('PushPublicKey')).toHaveLength(0);
  });

  it.each([
    ['the permission was not granted (a subscription left behind)', { permission: 'default' as const, subscribed: true }],
    ['notifications are blocked', { permission: 'denied' as const, subscribed: true }],
    ['the device has no subscription', { permission: 'granted' as const, subscribed: false }],
  ])('sends nothing when %s', async (_, state) => {
    signIn();
    const { requestPermission } = fakePushBrowser(state);
    await loadHome();
    await waitFor(() => expect(requests.to('Me').length).toBeGreaterThan(0));
    await screen.findByRole('button', { name: 'Account menu' });
    expect(requests.to('RegisterPushSubscription')).toHaveLength(0);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('sends nothing for a guest, even on a subscribed device', async () => {
    fakePushBrowser({ permission: 'granted', subscribed: true });
    await loadHome();
    await screen.findByRole('heading', { name: 'Services' });
    expect(requests.to('/user/check-auth')).toHaveLength(1);
    expect(requests.to('Me')).toHaveLength(0);
    expect(requests.to('RegisterPushSubscription')).toHaveLength(0);
  });

  it('registers this device again right after a password change (the server deleted every subscription)', async () => {
    signInToEdit(makeUser());
    fakePushBrowser({ permission: 'granted', subscribed: true });
    renderApp('/profile-edit');
    const section = await screen.findByRole('region', { name: 'Change password' });
    await waitFor(() => expect(requests.to('RegisterPushSubscription')).toHaveLength(1));
    await userEvent.type(within(section).getByLabelText('Current password'), PASSWORD);
    await userEvent.type(within(section).getByLabelText('New password'), 'another-pass');
    await userEvent.click(within(section).getByRole('button', { name: 'Update password' }));
    await screen.findByText('Password updated');
    await waitFor(() => expect(requests.to('RegisterPushSubscription')).toHaveLength(2));
    expect(requests.to('RegisterPushSubscription')[1].variables).toEqual(THIS_DEVICE);
    const sent = requests.all.map((request) => request.operationName).filter(Boolean);
    expect(sent.lastIndexOf('RegisterPushSubscription')).toBeGreaterThan(sent.indexOf('ChangePassword'));
  });
});
