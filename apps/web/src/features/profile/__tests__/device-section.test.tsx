import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PushPublicKeyQuery } from '../../../lib/push-public-key.graphql';
import { RegisterPushSubscriptionMutation } from '../../../lib/register-push-subscription.graphql';
import { UnregisterPushSubscriptionMutation } from '../../../lib/unregister-push-subscription.graphql';
import { graphqlError } from '../../../test/msw';
import { ENDPOINT, fakePushBrowser, VAPID_KEY_BYTES, VAPID_PUBLIC_KEY } from '../../../test/push';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { signInToEdit } from './handlers';

/** The server's side of the push contract: the key, and the endpoints it holds. */
function pushServer({ refuseRegister = false } = {}) {
  const registered = new Set<string>();
  server.use(
    graphql.query(PushPublicKeyQuery, () => HttpResponse.json({ data: { pushPublicKey: VAPID_PUBLIC_KEY } })),
    graphql.mutation(RegisterPushSubscriptionMutation, ({ variables }) => {
      if (refuseRegister) return graphqlError('INTERNAL');
      registered.add(variables.endpoint);
      return HttpResponse.json({ data: { registerPushSubscription: true } });
    }),
    graphql.mutation(UnregisterPushSubscriptionMutation, ({ variables }) => {
      registered.delete(variables.endpoint);
      return HttpResponse.json({ data: { unregisterPushSubscription: true } });
    }),
  );
  return registered;
}

async function openDeviceSection() {
  renderApp('/profile-edit');
  const region = await screen.findByRole('region', { name: 'This device' });
  return { region, toggle: within(region).getByRole('checkbox', { name: 'Alerts on this device' }) };
}

describe('This device: alerts by push', () => {
  it('says when the browser cannot receive alerts, with the switch disabled', async () => {
    signInToEdit();
    const { region, toggle } = await openDeviceSection();
    expect(await within(region).findByText(/This browser cannot receive alerts/)).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
  });

  it('says when notifications are blocked, with the switch disabled, and asks nothing', async () => {
    signInToEdit();
    const { requestPermission } = fakePushBrowser({ permission: 'denied' });
    const { region, toggle } = await openDeviceSection();
    expect(await within(region).findByText(/Notifications are blocked for Redhope/)).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('asks the permission only when the switch is pressed, then subscribes with the server key and registers the device', async () => {
    signInToEdit();
    const registered = pushServer();
    const { device, requestPermission } = fakePushBrowser();
    const { region, toggle } = await openDeviceSection();
    await within(region).findByText('Alerts are off for this device.');
    expect(toggle).toBeEnabled();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(requests.to('PushPublicKey')).toHaveLength(0);

    await userEvent.click(toggle);
    expect(await within(region).findByText('Alerts are on for this device.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(device.subscribeOptions).toHaveLength(1);
    expect(device.subscribeOptions[0].userVisibleOnly).toBe(true);
    expect([...new Uint8Array(device.subscribeOptions[0].applicationServerKey as Uint8Array)]).toEqual([...VAPID_KEY_BYTES]);
    expect(requests.to('RegisterPushSubscription')[0].variables).toEqual({ endpoint: ENDPOINT, p256dh: 'client-public-key', auth: 'client-auth-secret' });
    expect([...registered]).toEqual([ENDPOINT]);
    expect(await screen.findByText('Alerts turned on for this device')).toBeInTheDocument();
  });

  it('stays off when the browser is not allowed to notify, and sends nothing', async () => {
    signInToEdit();
    pushServer();
    const { device } = fakePushBrowser({ answer: 'denied' });
    const { region, toggle } = await openDeviceSection();
    await within(region).findByText('Alerts are off for this device.');
    await userEvent.click(toggle);
    expect(await screen.findByText(/Alerts stay off/)).toBeInTheDocument();
    expect(await within(region).findByText(/Notifications are blocked for Redhope/)).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    expect(device.subscription).toBeNull();
    expect(requests.to('RegisterPushSubscription')).toHaveLength(0);
  });

  it('unsubscribes the device again when the server refuses it', async () => {
    signInToEdit();
    pushServer({ refuseRegister: true });
    const { device } = fakePushBrowser({ permission: 'granted' });
    const { region, toggle } = await openDeviceSection();
    await within(region).findByText('Alerts are off for this device.');
    await userEvent.click(toggle);
    expect(await screen.findByText('Unable to change alerts now. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(device.subscription).toBeNull();
  });

  it('shows a subscribed device as on, registers it again for this user, and turns it off', async () => {
    signInToEdit();
    const registered = pushServer();
    const { device, requestPermission } = fakePushBrowser({ permission: 'granted', subscribed: true });
    const subscription = device.subscription;
    const { region, toggle } = await openDeviceSection();
    expect(await within(region).findByText('Alerts are on for this device.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    await waitFor(() => expect([...registered]).toEqual([ENDPOINT]));

    await userEvent.click(toggle);
    expect(await within(region).findByText('Alerts are off for this device.')).toBeInTheDocument();
    expect(requests.to('UnregisterPushSubscription')[0].variables).toEqual({ endpoint: ENDPOINT });
    expect(subscription?.unsubscribe).toHaveBeenCalledTimes(1);
    expect(registered.size).toBe(0);
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
