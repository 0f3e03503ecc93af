import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Icons, ToastContainer, type CloseButtonProps, type IconProps } from 'react-toastify';
import { ColorModeProvider, useColorMode } from '../components/ui/color-mode';
import { CloseIcon } from '../components/ui/icons';
import { followLanguageOfOtherTabs, i18n } from '../lib/i18n';
import { ApolloSlotContext, type ApolloSlot } from './apollo-slot';
import { AuthProvider, type SignedInProvider } from './auth-provider';
import { appSystem } from './system';

/** react-toastify's close button, named in the reader's language (its own says "close"). */
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('close')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <CloseIcon />
    </button>
  );
}

const TOAST_ICONS = { info: Icons.info, warning: Icons.warning, success: Icons.success, error: Icons.error };

/** react-toastify's icon of the toast's type, hidden from screen readers: the text says it all (unnamed, it was read as an image). */
function ToastIcon({ type, theme }: IconProps) {
  if (!(type in TOAST_ICONS)) return null;
  const Icon = TOAST_ICONS[type as keyof typeof TOAST_ICONS];
  return <Icon type={type} theme={theme} aria-hidden="true" />;
}

/** react-toastify only (SPEC defaults: top-right, 5000 ms, Alt+T); Chakra's toaster would also bind Alt+T. */
function ThemedToastContainer() {
  const { colorMode } = useColorMode();
  const { t } = useTranslation('common');
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      theme={colorMode}
      aria-label={t('toasts')}
      closeButton={ToastCloseButton}
      icon={ToastIcon}
      // Its progress bar is a progressbar named "notification timer" in English whatever the
      // language, read out while the toast shows; the toast still closes after 5 s.
      hideProgressBar
    />
  );
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app creates one for its lifetime, when a screen first needs it. */
  apolloClient?: ApolloClient;
  /** The app's Apollo slot, shared with route loaders (main.tsx, see appApollo); a slot of its own otherwise. */
  apolloSlot?: ApolloSlot;
  /** The session check's answer when it was made before rendering (main.tsx); see AuthProvider. */
  signedIn?: boolean;
  /** The signed-in state's provider when it was loaded before rendering (main.tsx); see AuthProvider. */
  signedInProvider?: SignedInProvider;
}

export function AppProviders({ children, apolloClient, apolloSlot, signedIn, signedInProvider }: AppProvidersProps) {
  const [apollo] = useState<ApolloSlot>(() => apolloSlot ?? { current: apolloClient ?? null });
  useEffect(() => followLanguageOfOtherTabs(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <ColorModeProvider>
          <ApolloSlotContext.Provider value={apollo}>
            <AuthProvider signedIn={signedIn} signedInProvider={signedInProvider}>
              {children}
            </AuthProvider>
          </ApolloSlotContext.Provider>
          <ThemedToastContainer />
        </ColorModeProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
}
