import { graphql } from '../../gql';

/** Who offered help, with their contact details: the request's owner only. */
export const RequestHelpersQuery = graphql(`
  query RequestHelpers($requestId: ID!) {
    requestHelpers(requestId: $requestId) {
      helperId
      donorConfirmed
      offeredAt
      helperDetails {
        userName
        bloodGroup
        avatar
      }
      helperContactInfo {
        address {
          addressLine
          district
          state
        }
        pincode
        phoneNo
        email
      }
    }
  }
`);
