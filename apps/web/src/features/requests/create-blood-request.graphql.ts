import { graphql } from '../../gql';

/** Posts a request; the server alerts compatible donors nearby. */
export const CreateBloodRequestMutation = graphql(`
  mutation CreateBloodRequest($input: CreateBloodRequestInput!) {
    createBloodRequest(input: $input) {
      ...BloodRequestFields
    }
  }
`);
