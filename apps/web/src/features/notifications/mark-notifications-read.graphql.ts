import { graphql } from '../../gql';

/** Marks notifications read (all when ids is omitted); answers how many stay unread. */
export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`);
