import { graphql } from '../../gql';

/** The signed-in user's requests: active first, then newest. */
export const MyRequestsQuery = graphql(`
  query MyRequests {
    myRequests {
      ...BloodRequestFields
    }
  }
`);
