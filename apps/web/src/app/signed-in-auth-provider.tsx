import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { LogoutMutation, MeQuery, SetLanguageMutation } from '../features/auth';
import { NotificationsBell } from '../features/notifications';
import { AuthContext, type AuthState } from '../hooks/use-auth';
import { browser } from '../lib/browser';
import { clearAllDrafts } from '../lib/drafts';
import { DEFAULT_LANGUAGE, chooseLanguage, i18n, isLanguage, rememberedLanguage } from '../lib/i18n';
import { forgetSubscription, registerIfOn, unsubscribe } from '../lib/push';
import { session } from '../lib/session';
import { ProvideApollo } from './apollo-provider';
import { NavbarNotificationsContext } from './navbar-notifications';

function SignedInAuth({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(
    () =>
      // A refused refresh ended the session: nothing of this user may stay in the cache.
      session.onEnded(() => {
        void client.clearStore().catch(() => undefined);
        // This device's alerts were the ended session's user's: the next user of the browser must
        // not get them (the server drops the row when the push service answers 410).
        void forgetSubscription();
      }),
    [client],
  );

  // A device whose push is on registers again on each load: a password change (on any device)
  // deleted the user's subscriptions on the server, and the browser would not know. Quietly: the
  // next load tries again.
  useEffect(() => {
    void registerIfOn(client).catch(() => undefined);
  }, [client]);

  const { data, error, refetch } = useQuery(MeQuery);
  const user = data?.me ?? null;
  const userFailed = user === null && error !== undefined;

  // The account keeps the language last chosen (pushes are written in it): told at sign-in when it
  // differs, and on every switch. A failure is not worth a word: the next page load tries again.
  // A device where no language was ever chosen (a new browser, storage cleared) shows the default,
  // English, which is no choice: it takes the account's instead of overwriting it.
  const accountLanguage = user?.language;
  useEffect(() => {
    if (accountLanguage === undefined) return;
    let sent = accountLanguage;
    const tell = (language: string) => {
      if (!isLanguage(language) || language === sent) return;
      sent = language;
      void client.mutate({ mutation: SetLanguageMutation, variables: { language } }).catch(() => undefined);
    };
    const noChoiceHere = rememberedLanguage() === null && i18n.language === DEFAULT_LANGUAGE;
    if (noChoiceHere && isLanguage(accountLanguage) && accountLanguage !== i18n.language) void chooseLanguage(accountLanguage).catch(() => undefined);
    else tell(i18n.language);
    i18n.on('languageChanged', tell);
    return () => i18n.off('languageChanged', tell);
  }, [client, accountLanguage]);

  const refetchUser = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const logout = useCallback(async () => {
    setLoggingOut(true);
    try {
      // While the session still exists: the server forgets this device, then the browser does.
      await unsubscribe(client, { bestEffort: true }).catch(() => undefined);
      await client.mutate({ mutation: LogoutMutation });
      // A shared device: the next user of this tab must not find this user's drafts.
      clearAllDrafts();
      browser.reload();
    } catch {
      // A refused refresh has already signed the user out: nothing is left to end.
      if (!session.signedIn) {
        clearAllDrafts();
        browser.reload();
        return;
      }
      toast.error(i18n.t('messages.logoutFailed'));
      setLoggingOut(false);
    }
  }, [client]);

  const value = useMemo<AuthState>(
    () => ({ isAuthenticated: true, user, userFailed, refetchUser, logout, loggingOut }),
    [user, userFailed, refetchUser, logout, loggingOut],
  );
  return (
    <AuthContext.Provider value={value}>
      <NavbarNotificationsContext.Provider value={<NotificationsBell />}>{children}</NavbarNotificationsContext.Provider>
    </AuthContext.Provider>
  );
}

/**
 * The auth state of a signed-in user: the `me` query and logout, both over GraphQL. Loaded by
 * AuthProvider only once check-auth said "signed in", together with Apollo.
 */
export function SignedInAuthProvider({ children }: { children: ReactNode }) {
  return (
    <ProvideApollo>
      <SignedInAuth>{children}</SignedInAuth>
    </ProvideApollo>
  );
}
