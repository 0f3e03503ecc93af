import { graphql } from '../../gql';

/** Held and reported items waiting for a moderator. */
export const ModerationQueueQuery = graphql(`
  query ModerationQueue {
    moderationQueue {
      type
      id
      title
      text
      district
      createdAt
      heldAt
      heldReason
      underReview
      weighingReporters
      reasons {
        reason
        count
      }
      author {
        id
        userName
        accountCreatedAt
        posts
        helps
        earlierActions
        banned
      }
    }
  }
`);
