import { graphql, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { pushPlatform } from '../lib/push';
import { PushPublicKeyQuery } from '../lib/push-public-key.graphql';
import { RegisterPushSubscriptionMutation } from '../lib/register-push-subscription.graphql';
import { UnregisterPushSubscriptionMutation } from '../lib/unregister-push-subscription.graphql';

/** A VAPID public key as the server sends it: an uncompressed P-256 point, base64url. */
export const VAPID_KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : (index * 37) % 256));
export const VAPID_PUBLIC_KEY = btoa(String.fromCharCode(...VAPID_KEY_BYTES)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export const ENDPOINT = 'https://push.example/send/device-1';

/**
 * A browser with Web Push (jsdom has none), behind lib/push.ts's `pushPlatform`: a permission the
 * test sets, the answer the permission prompt will give, and one push subscription per device.
 */
export function fakePushBrowser({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission, subscribed = false } = {}) {
  const device = {
    permission,
    answer,
    subscription: null as (PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> }) | null,
    subscribeOptions: [] as PushSubscriptionOptionsInit[],
  };
  const makeSubscription = (key: BufferSource) => {
    const subscription = {
      endpoint: ENDPOINT,
      options: { applicationServerKey: key instanceof ArrayBuffer ? key : (key as Uint8Array).buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'client-public-key', auth: 'client-auth-secret' } }),
      unsubscribe: vi.fn(async () => {
        device.subscription = null;
        return true;
      }),
    };
    return subscription as unknown as NonNullable<typeof device.subscription>;
  };
  if (subscribed) device.subscription = makeSubscription(VAPID_KEY_BYTES.slice().buffer);
  const pushManager = {
    getSubscription: async () => device.subscription,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      device.subscribeOptions.push(options);
      device.subscription = makeSubscription(options.applicationServerKey as BufferSource);
      return device.subscription;
    },
  };
  vi.spyOn(pushPlatform, 'supported').mockReturnValue(true);
  vi.spyOn(pushPlatform, 'permission').mockImplementation(() => device.permission);
  const requestPermission = vi.spyOn(pushPlatform, 'requestPermission').mockImplementation(async () => {
    device.permission = device.answer;
    return device.answer;
  });
  vi.spyOn(pushPlatform, 'registration').mockImplementation(async () => ({ pushManager }) as unknown as ServiceWorkerRegistration);
  return { device, requestPermission };
}

/** The server's side of the push contract (issue 23): its key, and it accepts any device. */
export function pushHandlers() {
  return [
    graphql.query(PushPublicKeyQuery, () => HttpResponse.json({ data: { pushPublicKey: VAPID_PUBLIC_KEY } })),
    graphql.mutation(RegisterPushSubscriptionMutation, () => HttpResponse.json({ data: { registerPushSubscription: true } })),
    graphql.mutation(UnregisterPushSubscriptionMutation, () => HttpResponse.json({ data: { unregisterPushSubscription: true } })),
  ];
}
