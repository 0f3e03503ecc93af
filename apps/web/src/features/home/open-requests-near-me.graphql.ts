import { graphql } from '../../gql';

/** "Open requests near you": what the signed-in donor could answer, most urgent first. */
export const OpenRequestsNearMeQuery = graphql(`
  query OpenRequestsNearMe {
    openRequestsNearMe {
      emptyReason
      requests {
        distanceKm
        request {
          id
          applicant
          bloodGroup
          component
          units
          urgency
          date
          hospitalName
          address {
            district
          }
          viewerHasHelped
        }
      }
    }
  }
`);
