import { graphql } from '../../gql';

/** The reader's notifications, newest first, with the unread count. */
export const NotificationsQuery = graphql(`
  query Notifications($first: Int, $after: String) {
    notifications(first: $first, after: $after) {
      nodes {
        ...NotificationFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      unreadCount
    }
  }
`);
