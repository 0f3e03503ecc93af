import { graphql } from '../../gql';

/** Owner only: takes a helper off the request; answers the helpers as requestHelpers does. */
export const RemoveHelperMutation = graphql(`
  mutation RemoveHelper($requestId: ID!, $helperId: ID!) {
    removeHelper(requestId: $requestId, helperId: $helperId) {
      ...RequestHelperFields
    }
  }
`);
