import { graphql } from '../../gql';

/** One campaign for its page, with what the viewer may do. */
export const CampaignQuery = graphql(`
  query Campaign($id: ID!) {
    campaign(id: $id) {
      ...CampaignFields
    }
  }
`);
