import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { graphqlWsUrl } from './urls';

export const GRAPHQL_PATH = '/graphql';

export interface ApolloLinkOptions {
  /** Defaults to this page's origin, so cookies stay first-party. */
  httpUri?: string;
  wsUrl?: string;
}

function isSubscription(operation: ApolloLink.Operation): boolean {
  return operation.operationType === OperationTypeNode.SUBSCRIPTION;
}

/**
 * The link chain, in one place: queries and mutations go over HTTP with the session cookies,
 * subscriptions over graphql-ws (the browser sends the cookies on the upgrade request).
 * The auth issue prepends its "401: refresh once, then retry" and error-toast links here.
 */
export function createApolloLink(options: ApolloLinkOptions = {}): ApolloLink {
  const httpLink = new HttpLink({ uri: options.httpUri ?? GRAPHQL_PATH, credentials: 'include' });
  const wsLink = new GraphQLWsLink(
    createClient({
      url: options.wsUrl ?? graphqlWsUrl(),
      // Connect only when the first subscription starts; most pages have none.
      lazy: true,
      retryAttempts: 5,
    }),
  );
  return ApolloLink.split(isSubscription, wsLink, httpLink);
}

export function createApolloClient(options: ApolloLinkOptions = {}): ApolloClient {
  return new ApolloClient({
    link: createApolloLink(options),
    cache: new InMemoryCache(),
  });
}
