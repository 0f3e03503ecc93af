import { graphql } from '../../gql';

/** Shares the caller's contact details with the request's owner; the answer shows the applicant's contact. */
export const OfferHelpMutation = graphql(`
  mutation OfferHelp($requestId: ID!, $idempotencyKey: String) {
    offerHelp(requestId: $requestId, idempotencyKey: $idempotencyKey) {
      ...BloodRequestFields
    }
  }
`);
