import { graphql } from '../../gql';

/** "I'll come" or "Not going" on a blood-donation camp; the answer and the count come back into the cache. */
export const RsvpCampaignMutation = graphql(`
  mutation RsvpCampaign($campaignId: ID!, $going: Boolean!, $shareContact: Boolean) {
    rsvpCampaign(campaignId: $campaignId, going: $going, shareContact: $shareContact) {
      id
      goingCount
      myRsvp {
        going
        shareContact
      }
    }
  }
`);
