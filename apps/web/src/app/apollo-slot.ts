import type { ApolloClient } from '@apollo/client';
import { createContext } from 'react';

/**
 * Where the app keeps its one Apollo client, created on first use. A guest's first page (home)
 * needs no GraphQL, so Apollo, graphql and graphql-ws load only with the first screen that does
 * (see apollo-provider.tsx); this module imports Apollo's types only and costs nothing at load.
 */
export interface ApolloSlot {
  current: ApolloClient | null;
}

export const ApolloSlotContext = createContext<ApolloSlot | null>(null);

/**
 * The slot of the app main.tsx starts (it hands the same one to AppProviders), so that a route's
 * loader can start its page's query while the page is still loading (startPageQuery in
 * apollo-provider.tsx). Unset wherever the app was not started by main.tsx: tests render
 * AppProviders with slots of their own, and no loader starts a query there.
 */
export const appApollo: { slot: ApolloSlot | null } = { slot: null };
