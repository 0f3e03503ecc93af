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
