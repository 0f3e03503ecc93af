import { graphql } from '../../gql';

/** What the request screens read of a blood request (detail, list, and every mutation's answer). */
export const BloodRequestFields = graphql(`
  fragment BloodRequestFields on BloodRequest {
    id
    applicant
    email
    phoneNo
    address {
      addressLine
      district
      state
    }
    pincode
    bloodGroup
    component
    units
    hospitalName
    urgency
    reason
    date
    isActive
    isFulfilled
    closedAt
    reachedTo
    approvedBy
    createdAt
    contactVisible
    viewerIsOwner
    viewerHasHelped
    viewerHasReported
    underReview
    heldReason
    requestedBy {
      id
      userName
      avatar
    }
  }
`);
