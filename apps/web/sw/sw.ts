/// <reference lib="webworker" />
// The service worker (vite-plugin-pwa, injectManifest): precaches the app's build, serves the
// offline page when a page cannot be fetched, shows pushed notifications and opens them.
import { parsePushPayload } from '@redhope/domain';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isNeverCached, NEVER_CACHED, OFFLINE_PAGE, safePrecacheList } from './navigation';
import { notificationFor, targetOf } from './notification';

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

/** Focuses a window of the app and takes it to `path`, or opens one. */
async function open(path: string): Promise<void> {
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin || isNeverCached(url.pathname)) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (same) {
    const focused = await same.focus();
    try {
      await focused.navigate(url.href);
      return;
    } catch {
      // An uncontrolled tab cannot be navigated by the worker: open a window instead.
    }
  }
  await self.clients.openWindow(url.href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(open(targetOf(event.notification.data, event.action)));
});
