import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { ColorModeProvider, useColorMode } from '../components/ui/color-mode';
import { ApolloSlotContext, type ApolloSlot } from './apollo-slot';
import { AuthProvider } from './auth-provider';
import { system } from './system';

/** react-toastify only (SPEC defaults: top-right, 5000 ms, Alt+T); Chakra's toaster would also bind Alt+T. */
function ThemedToastContainer() {
  const { colorMode } = useColorMode();
  return <ToastContainer position="top-right" autoClose={5000} theme={colorMode} />;
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app creates one for its lifetime, when a screen first needs it. */
  apolloClient?: ApolloClient;
}

export function AppProviders({ children, apolloClient }: AppProvidersProps) {
  const [apollo] = useState<ApolloSlot>(() => ({ current: apolloClient ?? null }));
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <ApolloSlotContext.Provider value={apollo}>
          <AuthProvider>{children}</AuthProvider>
        </ApolloSlotContext.Provider>
        <ThemedToastContainer />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
