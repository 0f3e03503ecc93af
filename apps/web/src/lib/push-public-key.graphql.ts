import { graphql } from '../gql';

/** The server's VAPID public key: PushManager.subscribe's applicationServerKey. */
export const PushPublicKeyQuery = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);
