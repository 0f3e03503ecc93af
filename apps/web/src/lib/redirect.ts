export const LOGIN_PATH = '/auth/login';
export const SIGNUP_PATH = '/auth/signup';
/** The query parameter both auth pages keep: where to go after success (SPEC route table). */
export const REDIRECT_PARAM = 'to';

/**
 * Where to go after login or signup: `to` when it is a path on this site, else home.
 * Rejects open redirects: absolute URLs, protocol-relative `//host`, `/\host` (browsers read the
 * backslash as a slash), and anything the URL parser resolves to another origin (tabs and
 * newlines are stripped by it). An /auth/* target would show the not-found page to a signed-in
 * user, so it goes home too.
 */
export function safeRedirectTarget(to: string | null | undefined, origin: string = window.location.origin): string {
  if (!to || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(to, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin) return '/';
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path?to=...`, or `path` alone without a target. Slashes stay readable: /auth/login?to=/create-request. */
export function withRedirectTarget(path: string, to: string | null | undefined): string {
  if (!to) return path;
  return `${path}?${REDIRECT_PARAM}=${encodeURIComponent(to).replace(/%2F/gi, '/')}`;
}
