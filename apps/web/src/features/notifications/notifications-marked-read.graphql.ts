import { graphql } from '../../gql';

/** The reader's unread count each time they mark notifications read, in any tab or on any device. */
export const NotificationsMarkedReadSubscription = graphql(`
  subscription NotificationsMarkedRead {
    notificationsMarkedRead
  }
`);
