import { graphql } from '../../gql';

export const RestoreItemMutation = graphql(`
  mutation RestoreItem($input: ModerateItemInput!) {
    restoreItem(input: $input) {
      id
    }
  }
`);
