import { graphql } from '../../gql';

/** The subscriber's own new notifications, live. */
export const NotificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationFields
    }
  }
`);
