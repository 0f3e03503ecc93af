import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';

// The push operations of the server's contract (issue 23), typed by hand until the schema on main
// has them; then they move to a `push.graphql.ts` written with `graphql()` and come from codegen.
// The subscription's fields are passed one by one, so the documents do not name the server's
// input type.

export const PushPublicKeyQuery: TypedDocumentNode<{ pushPublicKey: string }, Record<string, never>> = parse(`
  query PushPublicKey {
    pushPublicKey
  }
`);

export interface RegisterPushSubscriptionVariables {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export const RegisterPushSubscriptionMutation: TypedDocumentNode<{ registerPushSubscription: boolean }, RegisterPushSubscriptionVariables> = parse(`
  mutation RegisterPushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {
    registerPushSubscription(input: { endpoint: $endpoint, keys: { p256dh: $p256dh, auth: $auth } })
  }
`);

export const UnregisterPushSubscriptionMutation: TypedDocumentNode<{ unregisterPushSubscription: boolean }, { endpoint: string }> = parse(`
  mutation UnregisterPushSubscription($endpoint: String!) {
    unregisterPushSubscription(endpoint: $endpoint)
  }
`);
