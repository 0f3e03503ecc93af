import type { RegisterPushSubscriptionMutationVariables } from '../gql/graphql';
import type { ApolloClient } from '@apollo/client';
import { PushPublicKeyQuery } from './push-public-key.graphql';
import { RegisterPushSubscriptionMutation } from './register-push-subscription.graphql';
import { UnregisterPushSubscriptionMutation } from './unregister-push-subscription.graphql';

/**
 * Web Push on this device: whether it can be had, the browser's subscription, and the server's
 * record of it. The browser's permission is asked only from the profile's switch (subscribe()).
 *
 * - 'unsupported': no service worker, Push API or notifications here (an iPhone's Safari outside
 *   an installed app, an old browser), or no worker registered (the dev server);
 * - 'denied': the user blocked notifications for the site; only the browser's settings undo it;
 * - 'off' / 'on': whether this device has a subscription.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** What the browser offers; tests replace it. */
export const pushPlatform = {
  supported(): boolean {
    return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  },
  permission(): NotificationPermission {
    return Notification.permission;
  },
  requestPermission(): Promise<NotificationPermission> {
    return Notification.requestPermission();
  },
  /** The app's worker registration, or undefined when none is registered (never waits for one). */
  registration(): Promise<ServiceWorkerRegistration | undefined> {
    return navigator.serviceWorker.getRegistration('/');
  },
};

async function pushManager(): Promise<PushManager | null> {
  if (!pushPlatform.supported()) return null;
  const registration = await pushPlatform.registration();
  return registration?.pushManager ?? null;
}

/** This device's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const manager = await pushManager();
  return manager ? manager.getSubscription() : null;
}

export async function readPushState(): Promise<PushState> {
  const manager = await pushManager();
  if (!manager) return 'unsupported';
  if (pushPlatform.permission() === 'denied') return 'denied';
  const subscription = await manager.getSubscription();
  return subscription && pushPlatform.permission() === 'granted' ? 'on' : 'off';
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** What the server stores of a subscription: its endpoint and its two keys. */
export function subscriptionVariables(subscription: PushSubscription): RegisterPushSubscriptionMutationVariables {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new Error('The push subscription has no keys');
  return { endpoint: json.endpoint, p256dh, auth };
}

export class PushPermissionDenied extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`Notification permission: ${permission}`);
  }
}

/**
 * Turns push on for this device: asks the browser's permission (the caller is the switch, pressed
 * by the user), subscribes with the server's VAPID key and registers the subscription. A
 * subscription made for another key (the server's key changed) is replaced. If the server refuses,
 * the device is unsubscribed again, so the switch never shows "on" for alerts that cannot come.
 */
export async function subscribe(client: ApolloClient): Promise<void> {
  const manager = await pushManager();
  if (!manager) throw new Error('Push is not supported here');
  const permission = await pushPlatform.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied(permission);
  const { data } = await client.query({ query: PushPublicKeyQuery, fetchPolicy: 'network-only' });
  if (!data) throw new Error('No push key');
  const key = applicationServerKey(data.pushPublicKey);
  let subscription = await manager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  try {
    await client.mutate({ mutation: RegisterPushSubscriptionMutation, variables: subscriptionVariables(subscription) });
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

/**
 * Tells the server again about this device's subscription: the server keeps one row per
 * endpoint, so this also gives it to the user signed in now.
 */
export async function registerAgain(client: ApolloClient): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) await client.mutate({ mutation: RegisterPushSubscriptionMutation, variables: subscriptionVariables(subscription) });
}

/**
 * On each app load of a signed-in user (and after a password change): a device whose push is on
 * (permission granted and a subscription) tells the server about it again. Registering is
 * idempotent on the server, and a password change elsewhere deleted every subscription of the
 * user: without this, that device would still show "on" and silently get no alerts. Asks nothing
 * of the user; a device that is off, blocked or without push sends nothing.
 */
export async function registerIfOn(client: ApolloClient): Promise<boolean> {
  if ((await readPushState()) !== 'on') return false;
  await registerAgain(client);
  return true;
}

/**
 * Turns push off for this device: the server forgets the endpoint, then the browser drops the
 * subscription. With `bestEffort` (logout) a failed call to the server does not stop the rest:
 * the browser's subscription ends anyway, so the push service answers 410 and the server deletes
 * its row at the next push.
 */
export async function unsubscribe(client: ApolloClient, { bestEffort = false }: { bestEffort?: boolean } = {}): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await client.mutate({ mutation: UnregisterPushSubscriptionMutation, variables: { endpoint: subscription.endpoint } });
  } catch (error) {
    if (!bestEffort) throw error;
  }
  await subscription.unsubscribe();
}

/** Drops this device's subscription in the browser only (the session is already gone). */
export async function forgetSubscription(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
