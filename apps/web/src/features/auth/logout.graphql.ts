import { graphql } from '../../gql';

/** Ends this session and clears the cookies; `pushEndpoint` (this browser's push subscription, if any) is removed with it. */
export const LogoutMutation = graphql(`
  mutation Logout($pushEndpoint: String) {
    logout(pushEndpoint: $pushEndpoint)
  }
`);
