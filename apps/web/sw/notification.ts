import { ALERTING_PUSH_KINDS, type PushPayload } from '@redhope/domain';

/** The icons the installed app ships (public/icons, written by .scripts/pwa-icons.mjs). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

/** What the worker keeps on a notification, to act on a click. */
export interface NotificationData {
  url: string;
  helpUrl?: string;
}

/** NotificationOptions with the parts TypeScript's lib leaves out (actions, renotify). */
export interface ShownNotificationOptions extends NotificationOptions {
  actions?: { action: string; title: string }[];
  renotify?: boolean;
  data: NotificationData;
}

/**
 * The notification for a payload: its text, the tag that replaces an earlier one of the same
 * request, and for an alert `renotify` (a replaced alert still sounds: a new request is news).
 */
export function notificationFor(payload: PushPayload): { title: string; options: ShownNotificationOptions } {
  const tag = payload.tag || undefined;
  const options: ShownNotificationOptions = {
    body: payload.body,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    data: { url: payload.url, ...(payload.helpUrl ? { helpUrl: payload.helpUrl } : {}) },
    ...(tag ? { tag } : {}),
    // renotify needs a tag; without it every notification is new anyway.
    ...(tag && ALERTING_PUSH_KINDS.includes(payload.kind) ? { renotify: true } : {}),
    ...(payload.actions ? { actions: payload.actions.map(({ action, title }) => ({ action, title })) } : {}),
    // The texts' language (the recipient's), so the system reads a Hindi alert with a Hindi voice.
    ...(payload.lang ? { lang: payload.lang } : {}),
  };
  return { title: payload.title, options };
}

/** The path a click opens: the help step for the "help" action, else the notification's page. */
export function targetOf(data: unknown, action: string): string {
  const known = (typeof data === 'object' && data !== null ? data : {}) as Partial<NotificationData>;
  if (action === 'help' && typeof known.helpUrl === 'string') return known.helpUrl;
  return typeof known.url === 'string' ? known.url : '/';
}

/** The parts of a window client and of `self.clients` that opening a notification uses. */
export interface AppWindow {
  url: string;
  focus(): Promise<AppWindow>;
  navigate(url: string): Promise<unknown>;
}
export interface AppWindows {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Opens `path` of the app: focuses a window of the app and takes it there, or opens a window when
 * there is none (or the one found cannot be navigated: a tab the worker does not control yet).
 * Only this origin's paths, and never one of the API's.
 */
export async function openAppPath(path: string, windows: AppWindows, origin: string, isNeverCached: (pathname: string) => boolean): Promise<void> {
  const url = new URL(path, origin);
  if (url.origin !== origin || isNeverCached(url.pathname)) return;
  const open = await windows.matchAll({ type: 'window', includeUncontrolled: true });
  const same = open.find((client) => new URL(client.url).origin === origin);
  if (same) {
    try {
      const focused = await same.focus();
      await focused.navigate(url.href);
      return;
    } catch {
      // Not focusable or not ours to navigate: a window of its own instead.
    }
  }
  await windows.openWindow(url.href);
}
