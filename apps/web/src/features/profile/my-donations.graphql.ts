import { graphql } from '../../gql';

/** The signed-in donor's record, as My donations shows it (and as adding or removing answers it). */
export const DonationRecordFields = graphql(`
  fragment DonationRecordFields on MyDonations {
    donations {
      id
      donatedOn
      component
      place
      venue
      kind
    }
    total
    lastYear
    nextEligibleDate
    nextEligibleByComponent {
      platelets
    }
    available
  }
`);

export const MyDonationsQuery = graphql(`
  query MyDonations {
    myDonations {
      ...DonationRecordFields
    }
  }
`);
