import type { ApolloClient, OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo';
import { ApolloSlotContext, appApollo } from './apollo-slot';

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

/**
 * Starts a page's query from its route's loader, before the page renders: on a first load the
 * request goes out with the page's code instead of after the first render. The page's own useQuery
 * then finds the answer in the cache, or joins the request in flight (Apollo deduplicates it);
 * a failure is the page's to show, so it is ignored here. Does nothing outside the app main.tsx
 * started (see appApollo).
 */
export function startPageQuery<TData, TVariables extends OperationVariables>(options: ApolloClient.QueryOptions<TData, TVariables>): void {
  const slot = appApollo.slot;
  if (!slot) return;
  slot.current ??= createApolloClient();
  void slot.current.query(options).catch(() => undefined);
}
