import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { SplashScreen } from '../components/splash-screen';
import { loadNotificationTexts } from '../features/notifications';
import { AuthContext, type AuthState } from '../hooks/use-auth';
import { api } from '../lib/rest';
import { session } from '../lib/session';

type Status = 'checking' | 'signed-in' | 'signed-out';

/**
 * GET /user/check-auth through the shared 401 path: an expired access cookie beside a refresh
 * cookie answers 401, which refreshes and asks again. Any failure counts as signed out (SPEC 4).
 */
async function checkAuth(): Promise<boolean> {
  try {
    const data = await api.get<{ isAuthenticated?: unknown }>('/user/check-auth');
    return data?.isAuthenticated === true;
  } catch {
    return false;
  }
}

/**
 * The session check, started by main.tsx with the bundle rather than after React's first render
 * (index.html preloads its answer): the app renders once it is known. Records the answer for the
 * REST and GraphQL clients, as the provider's own check does.
 */
export async function checkSession(): Promise<boolean> {
  const signedIn = await checkAuth();
  session.signedIn = signedIn;
  return signedIn;
}

const SIGNED_OUT: AuthState = {
  isAuthenticated: false,
  user: null,
  userFailed: false,
  refetchUser: async () => undefined,
  logout: async () => undefined,
  loggingOut: false,
};

/** The provider of the signed-in state, with the app inside it. */
export type SignedInProvider = ComponentType<{ children: ReactNode }>;

/**
 * The signed-in state's provider. It needs GraphQL (the me query, logout), so it loads with Apollo,
 * and only for a signed-in user: a guest's first page carries neither. The navbar's live bell comes
 * with it, and its texts.
 */
export async function loadSignedInProvider(): Promise<SignedInProvider> {
  // A failed fetch of the bell's texts leaves it with fewer words, never the app without its session.
  const [module] = await Promise.all([import('./signed-in-auth-provider'), loadNotificationTexts().catch(() => undefined)]);
  return module.SignedInAuthProvider;
}

const LazySignedInProvider = lazy(async () => ({ default: await loadSignedInProvider() }));

export interface AuthProviderProps {
  children: ReactNode;
  /** The answer of a session check made before rendering (checkSession); without it the provider checks itself. */
  signedIn?: boolean;
  /**
   * The signed-in state's provider, loaded before rendering (main.tsx loads it once the session
   * check says signed in): the first screen then renders with no splash before it.
   */
  signedInProvider?: SignedInProvider;
}

/**
 * Shows the 'Please wait...' splash until the session check returns (and, when signed in, until
 * the signed-in part has loaded, unless it was loaded before rendering), then provides the auth
 * state. When a refused refresh ends the session, the app below is mounted afresh as a guest's:
 * no state of the ended session survives.
 */
export function AuthProvider({ children, signedIn, signedInProvider: Loaded }: AuthProviderProps) {
  const [status, setStatus] = useState<Status>(signedIn === undefined ? 'checking' : signedIn ? 'signed-in' : 'signed-out');
  const checkStarted = useRef(signedIn !== undefined);

  useEffect(() => {
    // Once per page, StrictMode's second effect run included.
    if (checkStarted.current) return;
    checkStarted.current = true;
    void checkAuth().then((signedIn) => {
      session.signedIn = signedIn;
      setStatus(signedIn ? 'signed-in' : 'signed-out');
    });
  }, []);

  // A refused refresh ended the session: guarded pages now send the user to the login page.
  useEffect(() => session.onEnded(() => setStatus('signed-out')), []);

  if (status === 'checking') return <SplashScreen />;
  if (status === 'signed-out') return <AuthContext.Provider value={SIGNED_OUT}>{children}</AuthContext.Provider>;
  if (Loaded) return <Loaded>{children}</Loaded>;
  return (
    <Suspense fallback={<SplashScreen />}>
      <LazySignedInProvider>{children}</LazySignedInProvider>
    </Suspense>
  );
}
