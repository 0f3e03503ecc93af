import { requestHelpPath } from '@redhope/domain';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogoutMutation } from '../../features/auth';
import { makeUser, signIn } from '../../features/auth/__tests__/handlers';
import { makeBloodRequest } from '../../features/requests/__tests__/handlers';
import { signInToEdit } from '../../features/profile/__tests__/handlers';
import { browser } from '../../lib/browser';
import { captureInstallPrompt, INSTALL_OFFERED_KEY, resetInstallPrompt, type BeforeInstallPromptEvent } from '../../lib/install-prompt';
import { UnregisterPushSubscriptionMutation } from '../../lib/unregister-push-subscription.graphql';
import { ENDPOINT, fakePushBrowser } from '../../test/push';
import { renderApp } from '../../test/render-app';
import { requests } from '../../test/requests';
import { server } from '../../test/server';
import { offerUpdate } from '../service-worker';

/** A donor whose profile has what helping needs (the blood group and the contact). */
const COMPLETE_DONOR = makeUser({ bloodGroup: 'O+', isBloodGroupAdded: true, phoneNo: '+919876543210', pincode: '411001', isContactInfoFilled: true });

async function openAccountMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

describe('logout and this device', () => {
  it('unregisters the device and drops its subscription before the session ends', async () => {
    signIn();
    const { device } = fakePushBrowser({ permission: 'granted', subscribed: true });
    const subscription = device.subscription;
    renderApp('/');
    const menu = await openAccountMenu();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
    const sent = requests.all.map((request) => request.operationName).filter(Boolean);
    expect(sent.indexOf('UnregisterPushSubscription')).toBeGreaterThan(-1);
    expect(sent.indexOf('UnregisterPushSubscription')).toBeLessThan(sent.indexOf('Logout'));
    expect(requests.to('UnregisterPushSubscription')[0].variables).toEqual({ endpoint: ENDPOINT });
    expect(subscription?.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('still logs out (and drops the subscription) when the server cannot unregister the device', async () => {
    signIn();
    const { device } = fakePushBrowser({ permission: 'granted', subscribed: true });
    const subscription = device.subscription;
    server.use(graphql.mutation(UnregisterPushSubscriptionMutation, () => HttpResponse.json({ data: null, errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL' } }] })));
    renderApp('/');
    const menu = await openAccountMenu();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
    expect(requests.to('Logout')).toHaveLength(1);
    expect(subscription?.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('logs out as before on a device without push', async () => {
    signIn();
    server.use(graphql.mutation(LogoutMutation, () => HttpResponse.json({ data: { logout: true } })));
    renderApp('/');
    const menu = await openAccountMenu();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(browser.reload).toHaveBeenCalledTimes(1));
    expect(requests.to('UnregisterPushSubscription')).toHaveLength(0);
  });
});

describe('a new version', () => {
  it('is announced with a Reload button that lets the waiting worker take over, then reloads', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Services' });
    const listeners = new Map<string, () => void>();
    const workbox = {
      addEventListener: vi.fn((type: string, listener: () => void) => void listeners.set(type, listener)),
      messageSkipWaiting: vi.fn(),
    };
    const reload = vi.fn();
    act(() => offerUpdate(workbox as never, reload));
    expect(await screen.findByText('A new version of Redhope is ready.')).toBeInTheDocument();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    act(() => listeners.get('controlling')?.());
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

/** The browser's install offer, as Chromium fires it. */
function fireInstallPrompt() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

describe('installing the app', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    resetInstallPrompt();
  });

  it('holds the browser offer back on arrival and offers it from the profile', async () => {
    stop = captureInstallPrompt();
    signInToEdit();
    const { event, prompt } = fireInstallPrompt();
    expect(event.defaultPrevented).toBe(true);
    renderApp('/profile-edit');
    const region = await screen.findByRole('region', { name: 'This device' });
    expect(screen.queryByText(/Install Redhope on this device/)).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // One browser offer, used once: the button goes until the browser offers again.
    await waitFor(() => expect(within(region).queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument());
  });

  it('shows no install button when the browser offers none', async () => {
    stop = captureInstallPrompt();
    signInToEdit();
    renderApp('/profile-edit');
    const region = await screen.findByRole('region', { name: 'This device' });
    expect(within(region).queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
  });

  it('offers it once after a first offer of help, never again after "Not now"', async () => {
    stop = captureInstallPrompt();
    signIn(COMPLETE_DONOR);
    const { prompt } = fireInstallPrompt();
    server.use(graphql.mutation('OfferHelp', () => HttpResponse.json({ data: { offerHelp: makeBloodRequest({ viewerHasHelped: true, contactVisible: true }) } })));
    renderApp('/request/r1');
    await screen.findByRole('heading', { name: 'Ravi Kumar' });
    expect(screen.queryByText(/Install Redhope on this device/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Help Ravi Kumar' }));
    expect(await screen.findByText(/Install Redhope on this device/)).toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_OFFERED_KEY)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt).not.toHaveBeenCalled();

    // Another page load, another offer of help: the browser still offers, the app does not.
    cleanup();
    renderApp('/request/r1');
    await screen.findByRole('heading', { name: 'Ravi Kumar' });
    await userEvent.click(screen.getByRole('button', { name: 'Help Ravi Kumar' }));
    expect(await screen.findByText('Congratulations! Your help suucessfully send.')).toBeInTheDocument();
    expect(screen.queryByText(/Install Redhope on this device/)).not.toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
  });
});

describe("a push alert's help step", () => {
  it('opens the request with its help button focused', async () => {
    signIn(COMPLETE_DONOR);
    renderApp(requestHelpPath('r1'));
    const help = await screen.findByRole('button', { name: 'Help Ravi Kumar' });
    await waitFor(() => expect(help).toHaveFocus());
    expect(requests.to('OfferHelp')).toHaveLength(0);
  });
});
