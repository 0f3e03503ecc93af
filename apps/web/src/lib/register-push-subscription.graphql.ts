import { graphql } from '../gql';

/** This browser's push subscription, for the signed-in user (the fields one by one, as PushSubscription.toJSON() gives them). */
export const RegisterPushSubscriptionMutation = graphql(`
  mutation RegisterPushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {
    registerPushSubscription(input: { endpoint: $endpoint, keys: { p256dh: $p256dh, auth: $auth } })
  }
`);
