import { graphql } from '../../gql';

/** What the owner's helper list reads of a helper (the list, and the remove and block answers). */
export const RequestHelperFields = graphql(`
  fragment RequestHelperFields on RequestHelper {
    helperId
    donorConfirmed
    offeredAt
    removed
    blocked
    reported
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
`);
