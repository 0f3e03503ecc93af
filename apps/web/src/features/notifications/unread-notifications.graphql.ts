import { graphql } from '../../gql';

/** The navbar badge: only the unread count (one row of the list comes with it). */
export const UnreadNotificationsQuery = graphql(`
  query UnreadNotifications {
    notifications(first: 1) {
      unreadCount
    }
  }
`);
