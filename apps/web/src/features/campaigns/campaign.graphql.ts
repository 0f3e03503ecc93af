import { graphql } from '../../gql';

/** One campaign for its page, with what the viewer may do (and their "I donated here", asked on this page only). */
export const CampaignQuery = graphql(`
  query Campaign($id: ID!) {
    campaign(id: $id) {
      ...CampaignFields
      myDonation {
        id
        donatedOn
        component
      }
    }
  }
`);
