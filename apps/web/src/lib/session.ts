import { toast } from 'react-toastify';
import { i18n } from './i18n';
import { API_BASE } from './urls';

export const REFRESH_TOKEN_URL = `${API_BASE}/user/refresh-token`;
export const LOGOUT_USER_URL = `${API_BASE}/user/logout-user`;

/** One toast id, so a burst of failed calls shows "Connection with server failed " once. */
export const CONNECTION_FAILED_TOAST_ID = 'connection-failed';

export function toastConnectionFailed(): void {
  toast.error(i18n.t('messages.connectionFailed'), { toastId: CONNECTION_FAILED_TOAST_ID });
}

type Listener = () => void;

/** The Web Lock every tab of this browser takes to refresh: one refresh at a time, browser-wide. */
export const REFRESH_LOCK_NAME = 'redhope:session-refresh';

/**
 * Runs `work` while holding the refresh lock. Refresh tokens rotate and share one cookie jar, so
 * a tab that waited refreshes with the cookie the previous tab stored, never with a spent one.
 * Where Web Locks are missing, tabs may overlap; the server's short reuse grace absorbs that.
 */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK_NAME, work) : work();
}

/**
 * The one place that answers a 401 (SPEC section 8 "Automatic retry"), for REST, GraphQL over
 * HTTP and graphql-ws alike:
 *
 * - A caller notes `generation` before it sends, and on a 401 calls `renew(generation)`.
 * - The first caller starts GET /user/refresh-token; every caller that fails meanwhile gets the
 *   same promise. Refresh tokens rotate and a replayed one revokes the session, so two refresh
 *   calls must never race: not in this tab, and not across tabs (a Web Lock, see below).
 * - A caller whose 401 answers a request sent before a refresh that has since succeeded gets
 *   `true` at once and simply retries: its request carried the old cookie.
 * - A refused refresh (4xx) ends the session: GET /user/logout-user, then the listeners (the
 *   auth provider marks the user signed out). A refresh that got no answer at all, a 429 or a 5xx,
 *   ends nothing: the caller fails (with the connection toast when there was no answer).
 *
 * The refresh and logout-user calls use fetch directly, so they can never loop into renew().
 */
export class SessionKeeper {
  /** Counts successful refreshes; a request tagged with an older value carried an old cookie. */
  private currentGeneration = 0;
  private inFlight: Promise<boolean> | null = null;
  /** The generation whose refresh was refused; later 401s of that generation fail at once. */
  private endedGeneration: number | null = null;
  private readonly endedListeners = new Set<Listener>();

  /** Whether the app believes a user is signed in (set by the auth provider). */
  signedIn = false;

  get generation(): number {
    return this.currentGeneration;
  }

  /**
   * Resolves true when the caller should retry (a newer session exists), false when it should
   * give up with the 401 it got.
   */
  renew(seenGeneration: number): Promise<boolean> {
    if (seenGeneration !== this.currentGeneration) return Promise.resolve(true);
    if (this.endedGeneration === seenGeneration) return Promise.resolve(false);
    this.inFlight ??= this.refresh().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Forgets everything, as a new page load would (tests call it between cases). */
  reset(): void {
    this.currentGeneration = 0;
    this.inFlight = null;
    this.endedGeneration = null;
    this.endedListeners.clear();
    this.signedIn = false;
  }

  /** Called when a refresh was refused and the user is now signed out. Returns an unsubscribe. */
  onEnded(listener: Listener): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  private async refresh(): Promise<boolean> {
    let response: Response;
    try {
      // keepalive: if the page is left while this runs, the browser still completes the call and
      // stores the rotated cookies. Without it, the server has already spent the old refresh
      // token, the new one is lost with the cancelled response, and the next refresh replays the
      // old one, which revokes the session.
      response = await withRefreshLock(() =>
        fetch(REFRESH_TOKEN_URL, {
          credentials: 'include',
          headers: { Accept: 'application/json' },
          keepalive: true,
        }),
      );
    } catch {
      toastConnectionFailed();
      return false;
    }
    if (response.ok) {
      this.currentGeneration += 1;
      return true;
    }
    // A server in trouble (5xx) or busy (429: too many refreshes from this address) has not
    // refused the session: fail this call, keep the user.
    if (response.status >= 500 || response.status === 429) return false;
    this.endedGeneration = this.currentGeneration;
    await this.end();
    return false;
  }

  private async end(): Promise<void> {
    try {
      // Ends whatever is left of the session on the server and clears the cookies.
      await fetch(LOGOUT_USER_URL, { credentials: 'include', headers: { Accept: 'application/json' } });
    } catch {
      // The user is signed out on this page either way.
    }
    this.signedIn = false;
    for (const listener of [...this.endedListeners]) listener();
  }
}

/** The page's one session keeper. */
export const session = new SessionKeeper();
