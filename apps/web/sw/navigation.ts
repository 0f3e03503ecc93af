/**
 * What the worker may answer from its cache. Only the build's own files are precached (the
 * manifest vite-plugin-pwa injects); nothing else is ever stored. Answers about people (the REST
 * API, GraphQL, uploaded images, the explorer) are never answered by the worker: the browser
 * fetches them as if there were no worker. Pages (navigations) go to the network, and only when
 * the network is gone does the worker answer with the offline page.
 */
export const OFFLINE_PAGE = '/offline.html';

/** Paths whose answers are never the worker's business. */
export const NEVER_CACHED: readonly RegExp[] = ['api', 'graphql', 'graphiql', 'uploads', 'metrics'].map((prefix) => new RegExp(`^/${prefix}(?:[/?]|$)`));

export function isNeverCached(pathname: string): boolean {
  return NEVER_CACHED.some((pattern) => pattern.test(pathname));
}

/** A precache manifest entry (workbox's shape). */
export interface PrecacheEntry {
  url: string;
  revision?: string | null;
}

/** The precache list, refusing any entry under the paths above (a build mistake, caught here). */
export function safePrecacheList(entries: readonly (PrecacheEntry | string)[]): (PrecacheEntry | string)[] {
  return entries.filter((entry) => !isNeverCached(new URL(typeof entry === 'string' ? entry : entry.url, 'https://app.invalid/').pathname));
}
