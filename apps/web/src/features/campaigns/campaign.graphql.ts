import { graphql } from '../../gql';

/** One campaign for its page: the leaflet in every size (to reserve its space), and what the viewer may do. */
export const CampaignQuery = graphql(`
  query Campaign($id: ID!) {
    campaign(id: $id) {
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
    }
  }
`);
