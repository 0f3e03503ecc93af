import { Box, IconButton } from '@chakra-ui/react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { BellIcon } from '../../../components/ui/icons';
import { NotificationAddedSubscription } from '../notification-added.graphql';
import { notificationText } from '../notification-text';
import { UnreadNotificationsQuery } from '../unread-notifications.graphql';

/**
 * The navbar's notifications button with the unread count, kept live over graphql-ws: each new
 * notification adds one and shows a toast that leads to its target. Signed-in users only.
 */
export function NotificationsBell() {
  const { t } = useTranslation(['notifications', 'common']);
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
  return <BellLink unread={unread} label={unread > 0 ? t('unread', { count: unread }) : t('common:places.notifications')} />;
}

interface BellLinkProps {
  /** Unread notifications, shown on the bell when above zero. */
  unread?: number;
  /** The accessible name; says the unread count when there is one. */
  label: string;
}

/** The navbar's notifications button; the unread badge is drawn on it, and said by its name. */
function BellLink({ unread = 0, label }: BellLinkProps) {
  return (
    <IconButton asChild aria-label={label} title={label} variant="ghost" size="md" position="relative">
      <RouterLink to="/notifications">
        <BellIcon />
        {unread > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="1"
            right="1"
            minW="4.5"
            h="4.5"
            px="1"
            borderRadius="full"
            bg="red.solid"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="1.125rem"
            textAlign="center"
            data-testid="unread-badge"
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </RouterLink>
    </IconButton>
  );
}
