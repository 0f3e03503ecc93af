import { graphql } from '../../gql';

/** The append-only audit log, newest first, a page at a time. */
export const ModerationLogQuery = graphql(`
  query ModerationLog($first: Int, $after: String) {
    moderationLog(first: $first, after: $after) {
      nodes {
        id
        action
        targetType
        targetId
        subjectUserName
        moderatorName
        reason
        createdAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);
