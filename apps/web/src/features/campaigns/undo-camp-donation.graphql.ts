import { graphql } from '../../gql';

/** Takes a camp donation back out of the donor's record (removeDonation). */
export const UndoCampDonationMutation = graphql(`
  mutation UndoCampDonation($id: ID!) {
    removeDonation(id: $id) {
      total
    }
  }
`);
