import { graphql } from '../../gql';

/** A donation given elsewhere, entered by hand; answers the updated record. */
export const AddDonationMutation = graphql(`
  mutation AddDonation($input: AddDonationInput!) {
    addDonation(input: $input) {
      ...DonationRecordFields
    }
  }
`);
