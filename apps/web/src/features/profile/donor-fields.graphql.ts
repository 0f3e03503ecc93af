import { graphql } from '../../gql';

/** What the Health section reads and writes of the user's donor settings and alert preferences, beside UserFields. */
export const DonorFields = graphql(`
  fragment DonorFields on User {
    id
    availableToDonate
    lastDonationDate
    nextDonationDate
    weightKg
    emailAlerts
    alertRadiusKm
  }
`);
