import { graphql } from '../../gql';

/** "I donated here" on a blood-donation camp the viewer said they would come to. */
export const ConfirmCampDonationMutation = graphql(`
  mutation ConfirmCampDonation($campaignId: ID!, $component: DonationComponent) {
    confirmCampDonation(campaignId: $campaignId, component: $component) {
      id
      donatedOn
      component
    }
  }
`);
