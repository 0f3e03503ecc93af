import { graphql } from '../../gql';

/** Owner only: blocks a helper from helping on any of the owner's requests; answers the helpers as requestHelpers does. */
export const BlockHelperMutation = graphql(`
  mutation BlockHelper($requestId: ID!, $helperId: ID!) {
    blockHelper(requestId: $requestId, helperId: $helperId) {
      ...RequestHelperFields
    }
  }
`);
