import { graphql } from '../../gql';

/** Who offered help, with their contact details: the request's owner only. */
export const RequestHelpersQuery = graphql(`
  query RequestHelpers($requestId: ID!) {
    requestHelpers(requestId: $requestId) {
      ...RequestHelperFields
    }
  }
`);
