/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest): precaches the app's build, serves the
// offline page when a page cannot be fetched, shows pushed notifications and opens them.
import { parsePushPayload } from '@redhope/domain';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isNeverCached, NEVER_CACHED, OFFLINE_PAGE, safePrecacheList } from './navigation';
import { notificationFor, openAppPath, targetOf } from './notification';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// The build's files (scripts, styles, fonts, icons, the offline page), fetched once per version.
precacheAndRoute(safePrecacheList(self.__WB_MANIFEST));
cleanupOutdatedCaches();

// Pages: always from the network (the server writes each page's head, and pages are never kept),
// with the browser's navigation preload so the worker adds no wait; the offline page when the
// network is gone.
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(request));
      } catch {
        return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    { denylist: [...NEVER_CACHED] },
  ),
);

self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

// A new version waits until the page's "Reload" (the update toast) asks it to take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

async function setBadge(count: number): Promise<void> {
  const navigator = self.navigator as WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  try {
    if (count > 0) await navigator.setAppBadge?.(count);
    else await navigator.clearAppBadge?.();
  } catch {
    // Badges are a nicety: a platform that refuses them still shows the notification.
  }
}

self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    data = null;
  }
  const payload = parsePushPayload(data);
  if (!payload) return;
  const { title, options } = notificationFor(payload);
  event.waitUntil(Promise.all([self.registration.showNotification(title, options), setBadge(payload.unread)]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openAppPath(targetOf(event.notification.data, event.action), self.clients, self.location.origin, isNeverCached));
});
