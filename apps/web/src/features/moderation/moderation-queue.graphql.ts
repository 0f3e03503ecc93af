import { graphql } from '../../gql';

/** Held and reported items, and helpers under review, waiting for a moderator: oldest first, a page at a time. */
export const ModerationQueueQuery = graphql(`
  query ModerationQueue($first: Int, $after: String) {
    moderationQueue(first: $first, after: $after) {
      nodes {
        type
        id
        title
        text
        helperFlag
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
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);
