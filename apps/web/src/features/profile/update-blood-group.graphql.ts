import { graphql } from '../../gql';

/** Health section: the blood group (sets isBloodGroupAdded). */
export const UpdateBloodGroupMutation = graphql(`
  mutation UpdateBloodGroup($input: UpdateBloodGroupInput!) {
    updateBloodGroup(input: $input) {
      ...UserFields
    }
  }
`);
