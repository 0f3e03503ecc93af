import { graphql } from '../../gql';

/**
 * What the client reads of a campaign, in one place: every operation that returns one spreads it
 * (its page, and the campaign operations to come), so the screens, the tests' answers and the
 * cache agree on the shape. The leaflet comes in every size, to reserve its space.
 */
export const CampaignFields = graphql(`
  fragment CampaignFields on Campaign {
    id
    title
    category
    address {
      addressLine
      district
      state
    }
    pincode
    contactNo
    date
    description
    registrationLink
    leaflet {
      width
      height
      variants {
        name
        format
        url
        width
        height
      }
    }
    owner {
      id
      userName
      avatar
    }
    viewerIsOwner
    viewerHasReported
    underReview
    heldReason
    takesRsvps
    goingCount
    myRsvp {
      going
      shareContact
    }
  }
`);
