import { graphql } from '../../gql';

/** Starts a session: the server sets the access and refresh cookies and answers with the user. */
export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ...UserFields
    }
  }
`);
