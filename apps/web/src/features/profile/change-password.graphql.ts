import { graphql } from '../../gql';

/** Change password section; the server ends every other session of the user. */
export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);
