import { graphql } from '../../gql';

/** A new notification for the signed-in user: a request alert means a new request near them. */
export const NearMeAlertsSubscription = graphql(`
  subscription NearMeAlerts {
    notificationAdded {
      id
      kind
    }
  }
`);
