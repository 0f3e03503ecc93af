import { graphql } from '../../gql';

/** The append-only audit log, newest first. */
export const ModerationLogQuery = graphql(`
  query ModerationLog {
    moderationLog {
      id
      action
      targetType
      targetId
      subjectUserName
      moderatorName
      reason
      createdAt
    }
  }
`);
