import { graphql } from '../../gql';

/** One request, as the viewer may see it; NOT_FOUND when they may not. */
export const BloodRequestQuery = graphql(`
  query BloodRequest($id: ID!) {
    bloodRequest(id: $id) {
      ...BloodRequestFields
    }
  }
`);
