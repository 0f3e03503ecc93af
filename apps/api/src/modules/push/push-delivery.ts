import { createHash } from 'node:crypto';

/**
 * How one push goes out (RFC 8030): its Topic (so a later push about the same request replaces an
 * undelivered one at the push service, and the service worker uses it as the notification's tag
 * so it replaces the shown one), its TTL and what a push service's answer means.
 */

/** At most this long at the push service: a request older than a week is stale news. */
export const MAX_TTL_SECONDS = 7 * 24 * 3600;
/** Pushes not tied to the required date (help offered, thanks) wait a day. */
export const DEFAULT_TTL_SECONDS = 24 * 3600;
/** A "no longer needed" replacement gets at least this long, so it still reaches a phone that was off. */
export const MIN_REPLACEMENT_TTL_SECONDS = 3600;

/** Topic: 32 base64url characters (RFC 8030 allows at most 32), the same for every push about one request. */
export function requestTopic(requestId: string): string {
  return createHash('sha256').update(`redhope-request:${requestId}`).digest('base64url').slice(0, 32);
}

/**
 * Seconds until the end of the required day in India (the request's own deadline), capped at a
 * week; 0 once it has passed.
 */
export function secondsUntilRequired(requiredBy: string, now: Date = new Date()): number {
  const end = Date.parse(`${requiredBy}T23:59:59+05:30`);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, Math.min(MAX_TTL_SECONDS, Math.floor((end - now.getTime()) / 1000)));
}

/** What an answer of the push service means for this push and this subscription. */
export type PushOutcome =
  | { kind: 'sent' }
  /** 404/410: the subscription has expired or was unsubscribed: delete it. */
  | { kind: 'gone' }
  /** 429, 5xx, or no answer: try again later (at the earliest after `retryAfterSeconds` when the service said). */
  | { kind: 'retry'; reason: 'rate-limited' | 'server-error' | 'network'; retryAfterSeconds?: number }
  /** Any other 4xx: the same request would be refused again (payload too large, bad VAPID...). */
  | { kind: 'rejected' };

/** Retry-After as seconds (RFC 9110: a number of seconds, or an HTTP date). */
export function retryAfterSeconds(header: string | null, now: Date = new Date()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - now.getTime()) / 1000)) : undefined;
}

export function outcomeOf(status: number, retryAfter: string | null): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone' };
  if (status === 429) return { kind: 'retry', reason: 'rate-limited', retryAfterSeconds: retryAfterSeconds(retryAfter) };
  if (status >= 500) return { kind: 'retry', reason: 'server-error', retryAfterSeconds: retryAfterSeconds(retryAfter) };
  return { kind: 'rejected' };
}

/** The wait before attempt `attempt + 1`: the base doubling per attempt, capped, and never shorter than the service asked. */
export function retryDelaySeconds(attempt: number, baseSeconds: number, asked?: number): number {
  const backoff = Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), 15 * 60);
  return Math.max(backoff, asked ?? 0);
}

/**
 * The push services browsers use (Chrome and Edge: FCM; Firefox: Mozilla's autopush; Edge on
 * Windows: WNS; Safari: Apple's). In production an endpoint must be on one of these (or on
 * PUSH_ENDPOINT_HOSTS): the app POSTs to whatever endpoint is registered, and must not be pointed
 * at hosts inside its own network.
 */
export const KNOWN_PUSH_HOSTS: readonly string[] = ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', '.notify.windows.com', '.push.apple.com'];

/** Whether `hostname` is one of `hosts`: an exact name, or under a suffix written with a leading dot. */
export function isAllowedPushHost(hostname: string, hosts: readonly string[]): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return hosts.some((host) => (host.startsWith('.') ? name.endsWith(host) && name.length > host.length : name === host));
}
