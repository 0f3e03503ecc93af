import { graphql } from '../../gql';

/** Creates an account; the client logs in with the same credentials afterwards. */
export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...UserFields
    }
  }
`);
