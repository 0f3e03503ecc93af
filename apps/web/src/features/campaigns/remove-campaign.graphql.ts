import { graphql } from '../../gql';

/** Owner only, irreversible: the campaign and its leaflet are deleted. */
export const RemoveCampaignMutation = graphql(`
  mutation RemoveCampaign($id: ID!) {
    removeCampaign(id: $id)
  }
`);
