import { graphql } from '../../gql';

/** Owner only, while active; optionally naming the helpers who donated. */
export const FulfillRequestMutation = graphql(`
  mutation FulfillRequest($id: ID!, $donorHelperIds: [ID!]) {
    fulfillRequest(id: $id, donorHelperIds: $donorHelperIds) {
      ...BloodRequestFields
    }
  }
`);
