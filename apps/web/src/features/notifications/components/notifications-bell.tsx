import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { NotificationsLink } from '../../../components/navbar';
import { NotificationAddedSubscription } from '../notification-added.graphql';
import { notificationText } from '../notification-text';
import { UnreadNotificationsQuery } from '../unread-notifications.graphql';

/**
 * The navbar's notifications button with the unread count, kept live over graphql-ws: each new
 * notification adds one and shows a toast that leads to its target. Signed-in users only.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data } = useQuery(UnreadNotificationsQuery);

  useSubscription(NotificationAddedSubscription, {
    onData: ({ data: update }) => {
      const notification = update.data?.notificationAdded;
      if (!notification) return;
      client.cache.updateQuery({ query: UnreadNotificationsQuery }, (current) =>
        current ? { notifications: { ...current.notifications, unreadCount: current.notifications.unreadCount + 1 } } : current,
      );
      const text = notificationText(notification, t);
      const target = text.actions[0]?.navigate ?? '/notifications';
      toast.info(`${text.title}: ${text.body}`, { onClick: () => void navigate(target) });
    },
  });

  const unread = data?.notifications.unreadCount ?? 0;
  return <NotificationsLink unread={unread} label={unread > 0 ? t('notifications.unread', { count: unread }) : t('places.notifications')} />;
}
