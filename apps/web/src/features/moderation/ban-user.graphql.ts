import { graphql } from '../../gql';

export const BanUserMutation = graphql(`
  mutation BanUser($input: ModerateUserInput!) {
    banUser(input: $input) {
      id
    }
  }
`);
