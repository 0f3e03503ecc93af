import { graphql } from '../../gql';

/** Ends this session and clears the cookies. */
export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
