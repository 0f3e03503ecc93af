import { Box, chakra, IconButton } from '@chakra-ui/react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { BellIcon } from '../../../components/ui/icons';
import { NotificationAddedSubscription } from '../notification-added.graphql';
import { NotificationsMarkedReadSubscription } from '../notifications-marked-read.graphql';
import { notificationText } from '../notification-text';
import { UnreadNotificationsQuery } from '../unread-notifications.graphql';

/**
 * The navbar's notifications button with the unread count, kept live over graphql-ws: each new
 * notification adds one and shows a toast that leads to its target, and a marking read in any of
 * the user's tabs or devices sets it to what is left. Signed-in users only.
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
      // The toast's own click handler is on a plain div that a keyboard cannot press (Alt+T
      // focuses the toast, Enter did nothing): the text is a button that opens the target.
      toast.info(<NotificationToast text={`${text.title}: ${text.body}`} lang={text.lang} onOpen={() => void navigate(target)} />);
    },
  });

  // Read in another tab or on another device (or in this one): the server says how many are left.
  useSubscription(NotificationsMarkedReadSubscription, {
    onData: ({ data: update }) => {
      const left = update.data?.notificationsMarkedRead;
      if (left === undefined) return;
      client.cache.updateQuery({ query: UnreadNotificationsQuery }, (current) =>
        current ? { notifications: { ...current.notifications, unreadCount: left } } : current,
      );
    },
  });

  const unread = data?.notifications.unreadCount ?? 0;
  const known = data !== undefined;
  // The installed app's icon shows the same count: a push sets it (the service worker), and
  // reading here, in another tab or on another device brings it down.
  useEffect(() => {
    if (known) appBadge(unread);
  }, [known, unread]);
  return <BellLink unread={unread} label={unread > 0 ? t('unread', { count: unread }) : t('common:places.notifications')} />;
}

/** Sets the app icon's badge where the platform has one (the Badging API); a refusal changes nothing else. */
function appBadge(count: number): void {
  const badging = navigator as Navigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  const done = count > 0 ? badging.setAppBadge?.(count) : badging.clearAppBadge?.();
  void done?.catch(() => undefined);
}

/** A live notification's toast: its text is a button that opens what it is about (the toast closes on the click). */
function NotificationToast({ text, lang, onOpen }: { text: string; lang?: string; onOpen: () => void }) {
  return (
    <chakra.button
      type="button"
      lang={lang}
      onClick={onOpen}
      textAlign="start"
      w="full"
      cursor="pointer"
      _focusVisible={{ outline: '2px solid', outlineColor: 'red.600', outlineOffset: '2px' }}
    >
      {text}
    </chakra.button>
  );
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
