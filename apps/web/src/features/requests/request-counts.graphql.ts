import { graphql } from '../../gql';

/** Reach and responders of a request, and its closing, live (signed-in viewers who may see it). */
export const RequestCountsSubscription = graphql(`
  subscription RequestCounts($requestId: ID!) {
    requestCounts(requestId: $requestId) {
      requestId
      reachedTo
      approvedBy
      isActive
      isFulfilled
    }
  }
`);
