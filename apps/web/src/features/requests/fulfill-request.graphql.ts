import { graphql } from '../../gql';

/** Owner only, while active. */
export const FulfillRequestMutation = graphql(`
  mutation FulfillRequest($id: ID!) {
    fulfillRequest(id: $id) {
      ...BloodRequestFields
    }
  }
`);
