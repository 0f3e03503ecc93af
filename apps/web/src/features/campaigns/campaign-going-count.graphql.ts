import { graphql } from '../../gql';

/** How many are coming to a camp, as it changes (signed in only: sockets need a session). */
export const CampaignGoingCountSubscription = graphql(`
  subscription CampaignGoingCount($campaignId: ID!) {
    campaignGoingCount(campaignId: $campaignId) {
      campaignId
      goingCount
    }
  }
`);
