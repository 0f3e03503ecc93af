import { isUserLanguage, type UserLanguage } from './push';

/**
 * What a Web Push message carries (JSON), as the service worker reads it: the server writes it,
 * the worker shows it. Texts are already in the recipient's language. Never a contact detail
 * (phone, e-mail, address): the push service and the lock screen see it.
 */
export interface PushPayload {
  /** The notification's kind (NotificationKind), or another kind a newer server sends. */
  kind: string;
  title: string;
  body: string;
  /** A same-origin path the notification opens, such as /request/<id>. */
  url: string;
  /** Replaces an earlier notification with the same tag (a request's alert by its "no longer needed"). */
  tag: string;
  /** The recipient's unread notifications, for the app badge. */
  unread: number;
  /** Where the "help" action leads (requestHelpPath). */
  helpUrl?: string;
  actions?: PushAction[];
  /** The language the texts are in ('en' or 'hi'): the shown notification's `lang`, so a screen reader reads Hindi as Hindi. */
  lang?: UserLanguage;
}

export interface PushAction {
  /** 'help': opens helpUrl. */
  action: 'help';
  title: string;
}

/** The notification kinds that alert a donor: shown again (renotify) when their tag repeats. */
export const ALERTING_PUSH_KINDS: readonly string[] = ['request-alert'];

/** The path is one of this app's (same origin, absolute path, no scheme or host). */
export function isAppPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * Reads a push message's JSON into a payload, or null when it is not one (the worker then shows
 * nothing of it). Paths that would leave the app are dropped: a click never opens another site.
 */
export function parsePushPayload(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const raw = data as Record<string, unknown>;
  if (typeof raw.title !== 'string' || raw.title.trim() === '') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const unread = typeof raw.unread === 'number' && Number.isFinite(raw.unread) && raw.unread >= 0 ? Math.floor(raw.unread) : 0;
  const helpUrl = isAppPath(raw.helpUrl) ? raw.helpUrl : undefined;
  // A help action without a help path would open nothing: kept only beside one.
  const actions =
    helpUrl && Array.isArray(raw.actions)
      ? raw.actions
          .filter((action): action is PushAction => typeof action === 'object' && action !== null && (action as PushAction).action === 'help' && typeof (action as PushAction).title === 'string')
          .map((action) => ({ action: action.action, title: action.title }))
      : undefined;
  return {
    kind: text(raw.kind),
    title: raw.title,
    body: text(raw.body),
    url: isAppPath(raw.url) ? raw.url : '/',
    tag: text(raw.tag),
    unread,
    ...(helpUrl ? { helpUrl } : {}),
    ...(actions && actions.length > 0 ? { actions } : {}),
    ...(isUserLanguage(raw.lang) ? { lang: raw.lang } : {}),
  };
}
