import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { SplashScreen } from '../components/splash-screen';
import { LogoutMutation, MeQuery } from '../features/auth';
import { AuthContext, type AuthState } from '../hooks/use-auth';
import { browser } from '../lib/browser';
import { i18n } from '../lib/i18n';
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

export interface AuthProviderProps {
  children: ReactNode;
}

/** Shows the 'Please wait...' splash until the session check returns, then provides the auth state. */
export function AuthProvider({ children }: AuthProviderProps) {
  const client = useApolloClient();
  const [status, setStatus] = useState<Status>('checking');
  const [loggingOut, setLoggingOut] = useState(false);
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

  useEffect(
    () =>
      // A refused refresh ended the session: guarded pages now send the user to the login page.
      session.onEnded(() => {
        setStatus('signed-out');
        void client.clearStore().catch(() => undefined);
      }),
    [client],
  );

  const isAuthenticated = status === 'signed-in';
  const { data, refetch } = useQuery(MeQuery, { skip: !isAuthenticated });
  const user = isAuthenticated ? (data?.me ?? null) : null;

  const refetchUser = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      await client.mutate({ mutation: LogoutMutation });
      browser.reload();
    } catch {
      // A refused refresh has already signed the user out: nothing is left to end.
      if (!session.signedIn) {
        browser.reload();
        return;
      }
      toast.error(i18n.t('messages.logoutFailed'));
      setLoggingOut(false);
    }
  }, [client]);

  const value = useMemo<AuthState>(
    () => ({ isAuthenticated, user, refetchUser, logout, loggingOut }),
    [isAuthenticated, user, refetchUser, logout, loggingOut],
  );

  if (status === 'checking') return <SplashScreen />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
