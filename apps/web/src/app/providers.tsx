import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { ColorModeProvider, useColorMode } from '../components/ui/color-mode';
import { createApolloClient } from '../lib/apollo';
import { AuthProvider } from './auth-provider';
import { system } from './system';

/** react-toastify only (SPEC defaults: top-right, 5000 ms, Alt+T); Chakra's toaster would also bind Alt+T. */
function ThemedToastContainer() {
  const { colorMode } = useColorMode();
  return <ToastContainer position="top-right" autoClose={5000} theme={colorMode} />;
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app creates one for its lifetime. */
  apolloClient?: ApolloClient;
}

export function AppProviders({ children, apolloClient }: AppProvidersProps) {
  const [client] = useState(() => apolloClient ?? createApolloClient());
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <ApolloProvider client={client}>
          <AuthProvider>{children}</AuthProvider>
          <ThemedToastContainer />
        </ApolloProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
