import { graphql } from '../../gql';

/** Owner only, once fulfilled: names helpers who donated (they are thanked; it goes into their record). */
export const ConfirmDonorsMutation = graphql(`
  mutation ConfirmDonors($requestId: ID!, $donorHelperIds: [ID!]!) {
    confirmDonors(requestId: $requestId, donorHelperIds: $donorHelperIds) {
      id
    }
  }
`);
