import { graphql } from '../../gql';

/** One of the donor's own donations out of the record; answers the updated record. */
export const RemoveDonationMutation = graphql(`
  mutation RemoveDonation($id: ID!) {
    removeDonation(id: $id) {
      ...DonationRecordFields
    }
  }
`);
