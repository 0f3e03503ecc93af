import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import { useTitle } from '../../../hooks/use-title';
import { formatDate, formatTime } from '../../../lib/dates';
import { MarkNotificationsReadMutation } from '../mark-notifications-read.graphql';
import { NotificationAddedSubscription } from '../notification-added.graphql';
import { notificationText } from '../notification-text';
import { NotificationsQuery } from '../notifications.graphql';
import { UnreadNotificationsQuery } from '../unread-notifications.graphql';
import { LoadingSpinner } from '../../../components/loading-spinner';

const PAGE_SIZE = 20;

function NotificationItem({ notification, isNew }: { notification: NotificationFieldsFragment; isNew: boolean }) {
  const { t } = useTranslation(['notifications', 'common']);
  const text = notificationText(notification, t);
  // A DateTime scalar: an ISO timestamp, shown in the reader's local time.
  const createdAt = String(notification.createdAt);
  return (
    <Box as="li" overflowWrap="anywhere" borderWidth="1px" borderRadius="lg" p="4" bg={isNew ? 'red.subtle' : 'bg.panel'} borderColor={isNew ? 'red.muted' : 'border'}>
      <Flex justify="space-between" gap="3" fontSize="sm" color="fg.muted" mb="1" wrap="wrap">
        <Text>
          <time dateTime={createdAt}>
            {formatDate(createdAt)} {formatTime(createdAt)}
          </time>
        </Text>
        {isNew && (
          <Text as="span" fontWeight="semibold" color="red.700" _dark={{ color: 'red.300' }}>
            {t('new')}
          </Text>
        )}
      </Flex>
      <Heading as="h2" size="md" mb="1" lang={text.lang}>
        {text.title}
      </Heading>
      <Text mb={text.actions.length > 0 || text.status ? '3' : '0'} lang={text.lang}>
        {text.body}
      </Text>
      {text.status && (
        <Text fontSize="sm" fontWeight="semibold" color="fg.muted" mb={text.actions.length > 0 ? '3' : '0'}>
          {text.status}
        </Text>
      )}
      {text.actions.length > 0 && (
        <Flex gap="2" wrap="wrap" lang={text.lang}>
          {text.actions.map((action) => (
            <Button key={action.navigate + action.name} asChild size="sm" colorPalette={action.quiet ? 'gray' : 'red'} variant={action.quiet ? 'outline' : 'solid'}>
              <RouterLink to={action.navigate}>{action.name}</RouterLink>
            </Button>
          ))}
        </Flex>
      )}
    </Box>
  );
}

/** /notifications (guarded): newest first with date, time, title, body and actions; read once seen. */
export function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'common']);
  useTitle(t('common:places.notifications'));
  const { data, error, fetchMore, refetch, client } = useQuery(NotificationsQuery, { variables: { first: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  // A notification that arrives while the list is open joins it (and is marked read with it).
  useSubscription(NotificationAddedSubscription, { onData: () => void refetch() });
  const [markRead] = useMutation(MarkNotificationsReadMutation);
  const [loadingMore, setLoadingMore] = useState(false);
  // What was unread when first shown stays marked "new" on this visit, though it is now read.
  const shownAsNew = useRef(new Set<string>());
  const connection = data?.notifications;

  useEffect(() => {
    if (!connection) return;
    const unread = connection.nodes.filter((node) => !node.read);
    if (unread.length === 0 && connection.unreadCount === 0) return;
    unread.forEach((node) => shownAsNew.current.add(node.id));
    void markRead().then(
      ({ data: marked }) => {
        const left = marked?.markNotificationsRead ?? 0;
        client.cache.updateQuery({ query: UnreadNotificationsQuery }, (current) =>
          current ? { notifications: { ...current.notifications, unreadCount: left } } : current,
        );
      },
      // Marking read again on the next visit is harmless; nothing to tell the user.
      () => undefined,
    );
  }, [connection, markRead, client]);

  const more = async () => {
    if (!connection?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          notifications: {
            ...fetchMoreResult.notifications,
            nodes: [...previous.notifications.nodes, ...fetchMoreResult.notifications.nodes],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  // Nothing to show and the list could not be read: say so (the spinner would turn forever), and try again.
  if (error && !connection) return <LoadFailed retry={refetch} />;

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="6">
        {t('common:places.notifications')}
      </Heading>
      {!connection ? (
        <Flex justify="center" py="10">
          <LoadingSpinner size="lg" label={t('loading')} />
        </Flex>
      ) : connection.nodes.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="10" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
          {t('common:messages.noNotifications')}
        </Text>
      ) : (
        <Stack gap="4">
          <Stack as="ul" gap="3" listStyleType="none">
            {connection.nodes.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                isNew={!notification.read || shownAsNew.current.has(notification.id)}
              />
            ))}
          </Stack>
          {connection.pageInfo.hasNextPage && (
            <Button variant="outline" alignSelf="center" onClick={() => void more()} loading={loadingMore}>
              {t('loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </Container>
  );
}
