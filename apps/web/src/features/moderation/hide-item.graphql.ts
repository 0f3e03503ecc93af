import { graphql } from '../../gql';

export const HideItemMutation = graphql(`
  mutation HideItem($input: ModerateItemInput!) {
    hideItem(input: $input) {
      id
    }
  }
`);
