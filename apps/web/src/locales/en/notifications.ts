import { NOTIFICATION_TEXTS_EN } from '@redhope/domain';
/** The notification list and the navbar bell. */
const notifications = {
  loading: 'Loading notifications',
  unread: 'Notifications, {{count}} unread',
  loadMore: 'Load more',
  new: 'New',
  // What each notification says, from the one catalogue the server's stored English and pushes use.
  ...NOTIFICATION_TEXTS_EN,
} as const;

export default notifications;
