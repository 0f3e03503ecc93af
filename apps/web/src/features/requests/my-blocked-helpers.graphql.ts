import { graphql } from '../../gql';

/** The users the signed-in requester blocked from helping on their requests. */
export const MyBlockedHelpersQuery = graphql(`
  query MyBlockedHelpers {
    myBlockedHelpers {
      blockedAt
      user {
        id
        userName
        avatar
      }
    }
  }
`);
