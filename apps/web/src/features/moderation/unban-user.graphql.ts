import { graphql } from '../../gql';

export const UnbanUserMutation = graphql(`
  mutation UnbanUser($input: ModerateUserInput!) {
    unbanUser(input: $input) {
      id
    }
  }
`);
