import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
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

const SIGNED_OUT: AuthState = {
  isAuthenticated: false,
  user: null,
  refetchUser: async () => undefined,
  logout: async () => undefined,
  loggingOut: false,
};

// The signed-in state needs GraphQL (the me query, logout): it loads with Apollo, and only for a
// signed-in user, so a guest's first page carries neither.
// The navbar's live bell comes with it, and its texts.
const SignedInAuthProvider = lazy(async () => {
  // A failed fetch of the bell's texts leaves it with fewer words, never the app without its session.
  const [module] = await Promise.all([import('./signed-in-auth-provider'), loadNotificationTexts().catch(() => undefined)]);
  return { default: module.SignedInAuthProvider };
});

export interface AuthProviderProps {
  children: ReactNode;
}

/**
 * Shows the 'Please wait...' splash until the session check returns (and, when signed in, until
 * the signed-in part has loaded), then provides the auth state. When a refused refresh ends the
 * session, the app below is mounted afresh as a guest's: no state of the ended session survives.
 */
export function AuthProvider({ children }: AuthProviderProps) {
  const [status, setStatus] = useState<Status>('checking');
  const checkStarted = useRef(false);

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
  return (
    <Suspense fallback={<SplashScreen />}>
      <SignedInAuthProvider>{children}</SignedInAuthProvider>
    </Suspense>
  );
}
