/**
 * The one cross-site rule, shared by the HTTP guard and the graphql-ws upgrade. Cookies are
 * SameSite=Lax, which still lets another site's top-level form POST or link carry (or set) them;
 * this rule refuses such requests when they could change state.
 *
 * 1. A GET/HEAD/OPTIONS that changes nothing passes.
 * 2. With Fetch Metadata (every current browser), `same-origin` and `none` (typed URL, bookmark)
 *    pass; `same-site` and `cross-site` pass only from a trusted origin.
 * 3. Without it, a request without Origin passes (curl, server-to-server, old same-origin GETs);
 *    an Origin passes when it is the request's own host or a trusted origin.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

export interface CrossSiteInput {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}

export type CrossSiteVerdict = { allowed: true } | { allowed: false; reason: 'fetch-metadata' | 'origin' };

/** Repeated headers are joined, so conflicting values never equal an allowed one (fails closed). */
function header(headers: CrossSiteInput['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function originMatchesHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // "null" (sandboxed frames, some redirects) and garbage never match.
    return false;
  }
  const authority = host.toLowerCase();
  if (url.host === authority) return true;
  const defaultPort = DEFAULT_PORTS[url.protocol];
  return !url.port && defaultPort !== undefined && `${url.hostname}:${defaultPort}` === authority;
}

export function checkCrossSite(request: CrossSiteInput, trustedOrigins: ReadonlySet<string>, changesState: boolean): CrossSiteVerdict {
  if (!changesState && SAFE_METHODS.has(request.method.toUpperCase())) return { allowed: true };
  const origin = header(request.headers, 'origin');
  const trusted = origin !== undefined && trustedOrigins.has(origin);
  const site = header(request.headers, 'sec-fetch-site');
  if (site !== undefined) {
    return site === 'same-origin' || site === 'none' || trusted ? { allowed: true } : { allowed: false, reason: 'fetch-metadata' };
  }
  if (origin === undefined || trusted || originMatchesHost(origin, header(request.headers, 'host'))) return { allowed: true };
  return { allowed: false, reason: 'origin' };
}
