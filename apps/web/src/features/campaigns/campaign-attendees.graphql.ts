import { graphql } from '../../gql';

/** Those coming to a camp: its organiser only. Contact details only of those who share them. */
export const CampaignAttendeesQuery = graphql(`
  query CampaignAttendees($campaignId: ID!) {
    campaignAttendees(campaignId: $campaignId) {
      userId
      userName
      bloodGroup
      sharesContact
      phoneNo
      email
    }
  }
`);
