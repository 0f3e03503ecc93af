import { Badge as ChakraBadge, Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { ModerationAction } from '@redhope/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { ModerationQueueQuery as QueueData } from '../../../gql/graphql';
import { useTitle } from '../../../hooks/use-title';
import { formatDate, formatTime } from '../../../lib/dates';
import { BanUserMutation } from '../ban-user.graphql';
import { ModerationActionDialog } from '../components/moderation-action-dialog';
import { HideItemMutation } from '../hide-item.graphql';
import { ModerationLogQuery } from '../moderation-log.graphql';
import { ModerationQueueQuery } from '../moderation-queue.graphql';
import { RestoreItemMutation } from '../restore-item.graphql';
import { UnbanUserMutation } from '../unban-user.graphql';
import { LoadingSpinner } from '../../../components/loading-spinner';

type QueueItem = QueueData['moderationQueue']['nodes'][number];

/** Items (and log rows) per page; "Load more" asks for the next. */
export const MODERATION_PAGE_SIZE = 20;

/** A badge with its recipe (recipes come with the screens that use them, not in the first page's system). */
function Badge(props: Parameters<typeof ChakraBadge>[0]) {
  return <ChakraBadge recipe={badgeRecipe} {...props} />;
}

// After an action both lists start again from their first page (the item left the queue, the log has a new row).
const REFETCH = { refetchQueries: [ModerationQueueQuery, ModerationLogQuery], awaitRefetchQueries: true };

function useModerationActions() {
  const { t } = useTranslation('moderation');
  const [restore] = useMutation(RestoreItemMutation, REFETCH);
  const [hide] = useMutation(HideItemMutation, REFETCH);
  const [ban] = useMutation(BanUserMutation, REFETCH);
  const [unban] = useMutation(UnbanUserMutation, REFETCH);
  return async (action: ModerationAction, item: QueueItem, reason: string): Promise<void> => {
    if (action === 'RESTORE') await restore({ variables: { input: { type: item.type, id: item.id, reason } } });
    if (action === 'HIDE') await hide({ variables: { input: { type: item.type, id: item.id, reason } } });
    if (action === 'BAN' && item.author) await ban({ variables: { input: { userId: item.author.id, reason } } });
    if (action === 'UNBAN' && item.author) await unban({ variables: { input: { userId: item.author.id, reason } } });
    toast.success(t(`done.${action}`));
  };
}

function QueueCard({ item, act }: { item: QueueItem; act: (action: ModerationAction, item: QueueItem, reason: string) => Promise<void> }) {
  const { t } = useTranslation('moderation');
  const headingId = `moderation-item-${item.id}`;
  const isHelper = item.type === 'HELPER';
  const path = item.type === 'REQUEST' ? `/request/${item.id}` : item.type === 'CAMPAIGN' ? `/campaign/${item.id}` : null;
  const when = `${formatDate(String(item.createdAt))} ${formatTime(String(item.createdAt))}`;
  const status = item.helperFlag
    ? t(`helperFlag.${item.helperFlag}`)
    : item.heldReason
      ? t(`held.${item.heldReason}`)
      : item.underReview
        ? t('hiddenByReports')
        : t('visible');
  return (
    <Box as="li" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel" overflowWrap="anywhere">
      <Flex gap="2" wrap="wrap" mb="2">
        <Badge colorPalette="gray">{t(`type.${item.type}`)}</Badge>
        <Badge colorPalette={item.heldReason || item.underReview ? 'red' : 'yellow'}>{status}</Badge>
        {item.author?.banned && <Badge colorPalette="red">{t('banned')}</Badge>}
      </Flex>
      <Heading as="h3" size="md" id={headingId} mb="1">
        {item.title}
      </Heading>
      {item.text && (
        <Text mb="2" whiteSpace="pre-line">
          {item.text}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted" mb="3">
        {isHelper ? t('helperSince', { date: when }) : t('posted', { date: when, district: item.district })}
      </Text>
      <Stack gap="1" fontSize="sm" mb="3">
        <Text fontWeight="semibold">{isHelper ? t('moneyReporters', { count: item.weighingReporters }) : t('reporters', { count: item.weighingReporters })}</Text>
        {item.reasons.length === 0 ? (
          <Text color="fg.muted">{t('noReports')}</Text>
        ) : (
          <Box as="ul" aria-label={t('reasonsHeading')} listStyleType="none">
            {item.reasons.map((entry) => (
              <li key={entry.reason ?? 'none'}>
                {t(`reportReason.${entry.reason ?? 'none'}`)}: {entry.count}
              </li>
            ))}
          </Box>
        )}
        <Text>
          <Text as="span" fontWeight="semibold">
            {isHelper ? t('helper') : t('author')}:{' '}
          </Text>
          {item.author
            ? `${item.author.userName}. ${[
                t('accountSince', { date: formatDate(String(item.author.accountCreatedAt)) }),
                t('posts', { count: item.author.posts }),
                t('helps', { count: item.author.helps }),
                t('earlierActions', { count: item.author.earlierActions }),
              ].join(' · ')}`
            : t('authorGone')}
        </Text>
      </Stack>
      <Flex gap="2" wrap="wrap">
        {path && (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={path}>{t('open')}</RouterLink>
          </Button>
        )}
        <ModerationActionDialog
          action="RESTORE"
          helper={isHelper}
          triggerProps={{ colorPalette: 'green', bg: 'green.700', _hover: { bg: 'green.800' } }}
          onConfirm={(reason) => act('RESTORE', item, reason)}
        />
        {!isHelper && <ModerationActionDialog action="HIDE" triggerProps={{ colorPalette: 'red', variant: 'outline' }} onConfirm={(reason) => act('HIDE', item, reason)} />}
        {item.author &&
          (item.author.banned ? (
            <ModerationActionDialog action="UNBAN" helper={isHelper} name={item.author.userName} triggerProps={{ variant: 'outline' }} onConfirm={(reason) => act('UNBAN', item, reason)} />
          ) : (
            <ModerationActionDialog action="BAN" helper={isHelper} name={item.author.userName} triggerProps={{ colorPalette: 'red' }} onConfirm={(reason) => act('BAN', item, reason)} />
          ))}
      </Flex>
    </Box>
  );
}

/** "Load more" under a paged list: fetches the page after `endCursor` and appends it. */
function LoadMore({ label, onLoad }: { label: string; onLoad: () => Promise<unknown> }) {
  const { t } = useTranslation('moderation');
  const [loading, setLoading] = useState(false);
  const load = async () => {
    setLoading(true);
    try {
      await onLoad();
    } catch {
      // The transport's error toast has said it; the button stays for another try.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button variant="outline" alignSelf="center" aria-label={label} onClick={() => void load()} loading={loading}>
      {t('loadMore')}
    </Button>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Flex justify="center" py="8">
      <LoadingSpinner size="lg" label={label} />
    </Flex>
  );
}

function Failed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('moderation');
  return (
    <Stack role="alert" align="center" gap="3" py="8">
      <Text>{t('loadFailed')}</Text>
      <Button size="sm" variant="outline" onClick={retry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}

function Empty({ children }: { children: string }) {
  return (
    <Text color="fg.muted" textAlign="center" py="8" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
      {children}
    </Text>
  );
}

/** /moderation (moderators only): the queue of held and reported items with their actions, and the audit log. */
export function ModerationPage() {
  const { t } = useTranslation(['moderation', 'common']);
  useTitle(t('common:places.moderation'));
  const queue = useQuery(ModerationQueueQuery, { variables: { first: MODERATION_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const log = useQuery(ModerationLogQuery, { variables: { first: MODERATION_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const act = useModerationActions();
  const items = queue.data?.moderationQueue.nodes;
  const entries = log.data?.moderationLog.nodes;
  const moreItems = () =>
    queue.fetchMore({
      variables: { after: queue.data?.moderationQueue.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        moderationQueue: { ...fetchMoreResult.moderationQueue, nodes: [...previous.moderationQueue.nodes, ...fetchMoreResult.moderationQueue.nodes] },
      }),
    });
  const moreEntries = () =>
    log.fetchMore({
      variables: { after: log.data?.moderationLog.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        moderationLog: { ...fetchMoreResult.moderationLog, nodes: [...previous.moderationLog.nodes, ...fetchMoreResult.moderationLog.nodes] },
      }),
    });

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} mb="6">
        {t('common:places.moderation')}
      </Heading>
      <Stack as="section" aria-labelledby="moderation-queue" gap="4" mb="10">
        <Heading as="h2" size="lg" id="moderation-queue">
          {t('queue')}
        </Heading>
        {queue.error && !items ? (
          <Failed retry={() => void queue.refetch()} />
        ) : !items ? (
          <Loading label={t('loading')} />
        ) : items.length === 0 ? (
          <Empty>{t('emptyQueue')}</Empty>
        ) : (
          <>
            <Stack as="ul" gap="3" listStyleType="none">
              {items.map((item) => (
                <QueueCard key={`${item.type}:${item.id}`} item={item} act={act} />
              ))}
            </Stack>
            {queue.data?.moderationQueue.pageInfo.hasNextPage && <LoadMore label={t('loadMoreQueue')} onLoad={moreItems} />}
          </>
        )}
      </Stack>
      <Stack as="section" aria-labelledby="moderation-log" gap="4">
        <Heading as="h2" size="lg" id="moderation-log">
          {t('log')}
        </Heading>
        {log.error && !entries ? (
          <Failed retry={() => void log.refetch()} />
        ) : !entries ? (
          <Loading label={t('loadingLog')} />
        ) : entries.length === 0 ? (
          <Empty>{t('emptyLog')}</Empty>
        ) : (
          <>
            <Stack as="ol" gap="2" listStyleType="none">
              {entries.map((entry) => (
                <Box as="li" key={entry.id} borderWidth="1px" borderRadius="md" p="3" fontSize="sm" overflowWrap="anywhere">
                  <Text color="fg.muted">
                    <time dateTime={String(entry.createdAt)}>
                      {formatDate(String(entry.createdAt))} {formatTime(String(entry.createdAt))}
                    </time>
                  </Text>
                  <Text fontWeight="semibold">
                    {t('logEntry', { moderator: entry.moderatorName ?? t('someone'), action: t(`logAction.${entry.action}`), target: t(`logTarget.${entry.targetType}`) })}
                  </Text>
                  {entry.subjectUserName && <Text>{t('subject', { name: entry.subjectUserName })}</Text>}
                  <Text>{entry.reason}</Text>
                </Box>
              ))}
            </Stack>
            {log.data?.moderationLog.pageInfo.hasNextPage && <LoadMore label={t('loadMoreLog')} onLoad={moreEntries} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
