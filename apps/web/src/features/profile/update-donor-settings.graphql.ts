import { graphql } from '../../gql';

/** Health section: whether the user wants alerts, and their last donation. */
export const UpdateDonorSettingsMutation = graphql(`
  mutation UpdateDonorSettings($input: UpdateDonorSettingsInput!) {
    updateDonorSettings(input: $input) {
      ...UserFields
      ...DonorFields
    }
  }
`);
