import { graphql } from '../../gql';

/** Posts a request; the server alerts compatible donors nearby. A retry with the same key returns the first request. */
export const CreateBloodRequestMutation = graphql(`
  mutation CreateBloodRequest($input: CreateBloodRequestInput!, $idempotencyKey: String) {
    createBloodRequest(input: $input, idempotencyKey: $idempotencyKey) {
      ...BloodRequestFields
    }
  }
`);
