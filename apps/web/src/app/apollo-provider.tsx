import { ApolloProvider } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo';
import { ApolloSlotContext } from './apollo-slot';

/**
 * Apollo's provider around `children`, with the app's one client (created here on first use).
 * Loaded lazily, with Apollo itself: only by the signed-in session and by the routes that talk
 * GraphQL, never by a guest's home page.
 */
export function ProvideApollo({ children }: { children: ReactNode }) {
  const slot = useContext(ApolloSlotContext);
  if (!slot) throw new Error('ProvideApollo must be used inside <AppProviders>');
  // Idempotent: a second render (StrictMode) finds the client the first one created.
  slot.current ??= createApolloClient();
  return <ApolloProvider client={slot.current}>{children}</ApolloProvider>;
}

/** The layout route of every page that may use GraphQL (routes.tsx). */
export function ApolloOutlet() {
  return (
    <ProvideApollo>
      <Outlet />
    </ProvideApollo>
  );
}
