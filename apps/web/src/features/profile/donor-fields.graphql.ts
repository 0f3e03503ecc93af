import { graphql } from '../../gql';

/** What the Health section reads and writes of the user's donor settings, beside UserFields. */
export const DonorFields = graphql(`
  fragment DonorFields on User {
    id
    availableToDonate
    lastDonationDate
    nextDonationDate
  }
`);
