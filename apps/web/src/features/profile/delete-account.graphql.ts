import { graphql } from '../../gql';

/** Deletes the account and its personal data after the password is re-entered; ends every session. */
export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password)
  }
`);
