import { graphql } from '../gql';

/** The server stops pushing to this browser's endpoint. */
export const UnregisterPushSubscriptionMutation = graphql(`
  mutation UnregisterPushSubscription($endpoint: String!) {
    unregisterPushSubscription(endpoint: $endpoint)
  }
`);
