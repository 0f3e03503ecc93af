import { graphql } from '../../gql';

/** Lifts the signed-in requester's block on a user. */
export const UnblockHelperMutation = graphql(`
  mutation UnblockHelper($userId: ID!) {
    unblockHelper(userId: $userId)
  }
`);
