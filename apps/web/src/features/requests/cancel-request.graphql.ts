import { graphql } from '../../gql';

/** Owner only, while active. */
export const CancelRequestMutation = graphql(`
  mutation CancelRequest($id: ID!) {
    cancelRequest(id: $id) {
      ...BloodRequestFields
    }
  }
`);
