import { graphql } from '../../gql';

/** General section: userName, email and date of birth. */
export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...UserFields
    }
  }
`);
