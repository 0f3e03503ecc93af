import { graphql } from '../../gql';

/** Health section: e-mail alerts on or off, and the alert radius. */
export const UpdateAlertPreferencesMutation = graphql(`
  mutation UpdateAlertPreferences($input: UpdateAlertPreferencesInput!) {
    updateAlertPreferences(input: $input) {
      ...DonorFields
    }
  }
`);
