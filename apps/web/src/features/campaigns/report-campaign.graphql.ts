import { graphql } from '../../gql';

/** One report per user; never on one's own campaign. */
export const ReportCampaignMutation = graphql(`
  mutation ReportCampaign($campaignId: ID!) {
    reportCampaign(campaignId: $campaignId)
  }
`);
