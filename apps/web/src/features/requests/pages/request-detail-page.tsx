import { Alert, Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HOLD_MESSAGE_KEYS } from '@redhope/domain';
import { messageKey } from '../../../lib/i18n';
import { useParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed';
import { NotFoundPage } from '../../../components/not-found-page';
import type { BloodRequestFieldsFragment } from '../../../gql/graphql';
import { useAuth } from '../../../hooks/use-auth';
import { focusIsAdrift } from '../../../hooks/use-page-focus';
import { useTitle } from '../../../hooks/use-title';
import { formatDate } from '../../../lib/dates';
import { readFailure } from '../../../lib/errors';
import { BloodRequestQuery } from '../blood-request.graphql';
import { CLOSED_LABEL, closedOutcome } from '../closed-label';
import { OwnerActions, VisitorActions } from '../components/request-actions';
import { RequestSummary } from '../components/request-summary';
import { RequestCountsSubscription } from '../request-counts.graphql';
import { RequestHelpersQuery } from '../request-helpers.graphql';
import { LoadingSpinner } from '../../../components/loading-spinner';

// The owner's lists (helpers, blocked helpers) and their dialogs and forms are their own chunk:
// a donor opening a shared link, the page's usual visitor, never loads them.
const HelpersList = lazy(async () => ({ default: (await import('../components/helpers-list')).HelpersList }));
const BlockedHelpersList = lazy(async () => ({ default: (await import('../components/blocked-helpers-list')).BlockedHelpersList }));

function StatusLine({ request }: { request: BloodRequestFieldsFragment }) {
  const { t } = useTranslation(['requests', 'common']);
  if (request.isActive && request.underReview) {
    return (
      <Text as="span" fontWeight="semibold" color="orange.700" _dark={{ color: 'orange.300' }}>
        {t('detail.underReview')}
      </Text>
    );
  }
  const text = request.isActive ? t('detail.active') : t(CLOSED_LABEL[closedOutcome(request)]);
  return (
    <Text as="span" fontWeight="semibold" color={request.isActive ? 'green.700' : 'fg.muted'} _dark={{ color: request.isActive ? 'green.300' : 'fg.muted' }}>
      {text}
    </Text>
  );
}

/**
 * What happened to a closed request: fulfilled on a date, cancelled, or past its date, for its
 * owner as for anyone who opens it (a shared link, an old notification); a thank-you to a donor
 * who had offered help. Others get no contact and no actions: it needs no one any more.
 */
const CLOSED_NOTICE_ID = 'request-closed-notice';

function ClosedNotice({ request }: { request: BloodRequestFieldsFragment }) {
  const { t } = useTranslation(['requests', 'common']);
  const date = request.closedAt ? formatDate(String(request.closedAt)) : '';
  const outcome = closedOutcome(request);
  const what = outcome === 'FULFILLED' ? t('detail.closedFulfilled', { date }) : outcome === 'EXPIRED' ? t('detail.closedExpired') : t('detail.closedCanceled', { date });
  return (
    <Alert.Root id={CLOSED_NOTICE_ID} tabIndex={-1} outline="none" status={request.isFulfilled ? 'success' : 'info'} borderRadius="lg">
      <Alert.Indicator aria-hidden />
      <Alert.Content>
        <Alert.Title>{what}</Alert.Title>
        {request.viewerHasHelped && <Alert.Description>{t('detail.closedThanks')}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/** Reached and responders, announced politely as they change. */
function Counts({ request }: { request: BloodRequestFieldsFragment }) {
  const { t } = useTranslation(['requests', 'common']);
  return (
    <Flex gap="6" role="status" aria-live="polite" wrap="wrap">
      <Box>
        <Text fontSize="2xl" fontWeight="bold">
          {request.reachedTo}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('detail.reachedTo')}
        </Text>
      </Box>
      <Box>
        <Text fontSize="2xl" fontWeight="bold">
          {request.approvedBy}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('detail.approvedBy')}
        </Text>
      </Box>
    </Flex>
  );
}

/**
 * The page's query, which its route starts before the page renders (routes.tsx), from the server
 * every time: a request seen earlier in this tab may have been fulfilled or cancelled since (a
 * helper coming back from its notification must see that, not the page as it was). The page shows
 * what the cache holds until the answer replaces it.
 */
export const requestPageQuery = (id: string) => ({ query: BloodRequestQuery, variables: { id }, fetchPolicy: 'network-only' as const });

/**
 * /request/{reqestId}, public: 'Urgent blood required'. The owner sees the live counts, the
 * helpers and the owner's actions; everyone else help, share and report, or, once it is closed,
 * what happened. A request that does not exist (or was reported away) shows the not-found page
 * at its own address.
 */
export function RequestDetailPage() {
  const { t } = useTranslation(['requests', 'common']);
  // The parameter is spelt reqestId in the product's URLs.
  const { reqestId = '' } = useParams();
  const { isAuthenticated } = useAuth();
  useTitle(t('common:places.bloodRequest'));

  const { data, error, client, refetch } = useQuery(BloodRequestQuery, { variables: { id: reqestId } });
  // The page's body renders when its data arrives as a deferred value: React renders it in the
  // background in short slices (a transition), where a new query answer would otherwise be one
  // long, blocking render on a phone.
  const request = useDeferredValue(data?.bloodRequest);
  const isOwner = request?.viewerIsOwner === true;
  // Started from the answer itself, not from its deferred copy: a query first un-skipped in a
  // background (deferred) render lives only as long as that render, and an answer to it restarts
  // the render. An answer in the cache lets the next try finish; an error caches nothing, so the
  // helpers were asked for again and again (dozens a second) and the page never left its loader.
  const helpers = useQuery(RequestHelpersQuery, { variables: { requestId: reqestId }, skip: data?.bloodRequest?.viewerIsOwner !== true });

  // Live counts for signed-in viewers; a new responder also brings the owner the new helper, and a
  // request closed meanwhile (a helper on the way) reloads into what happened.
  const seenResponders = useRef<number | null>(null);
  useSubscription(RequestCountsSubscription, {
    variables: { requestId: reqestId },
    skip: !isAuthenticated || !request,
    onData: ({ data: update }) => {
      const counts = update.data?.requestCounts;
      if (!counts || !request) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'BloodRequest', id: request.id }),
        fields: { reachedTo: () => counts.reachedTo, approvedBy: () => counts.approvedBy },
      });
      if (!counts.isActive && request.isActive) void refetch();
    },
  });
  // Closed while the page is open (the owner's fulfil or cancel, or live for a helper): the
  // buttons focus was on are gone or disabled, so focus goes to what happened instead of nowhere.
  const wasActive = useRef<boolean | undefined>(undefined);
  const isActive = request?.isActive;
  useEffect(() => {
    if (wasActive.current === true && isActive === false && focusIsAdrift()) document.getElementById(CLOSED_NOTICE_ID)?.focus();
    wasActive.current = isActive;
  }, [isActive]);

  const responders = request?.approvedBy;
  const refetchHelpers = helpers.refetch;
  useEffect(() => {
    if (responders === undefined) return;
    if (isOwner && seenResponders.current !== null && seenResponders.current !== responders) void refetchHelpers();
    seenResponders.current = responders;
  }, [responders, isOwner, refetchHelpers]);

  // Not found stays at the address asked for (Refresh asks again); any other failure says so.
  if (error) {
    // The same words whether it never existed or closed: a closed request is its owner's (and its helpers') only.
    if (readFailure(error).code === 'NOT_FOUND') return <NotFoundPage body={t('detail.notAvailable')} />;
    return <LoadFailed retry={refetch} />;
  }
  const closedToViewer = request !== undefined && !request.isActive && !isOwner;

  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Flex align="center" justify="space-between" gap="3" mb="6" wrap="wrap">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="red.700" _dark={{ color: 'red.300' }}>
          {t('detail.heading')}
        </Heading>
        {request && <StatusLine request={request} />}
      </Flex>
      {!request ? (
        <Flex justify="center" py="10">
          <LoadingSpinner size="lg" label={t('detail.loading')} />
        </Flex>
      ) : (
        <Stack gap="6">
          <Box borderWidth="1px" borderRadius="xl" bg="bg.panel" p={{ base: '4', md: '6' }} shadow="sm">
            <Stack gap="5">
              {!request.isActive && <ClosedNotice request={request} />}
              {request.underReview && (
                <Text role="note" borderLeftWidth="4px" borderColor="orange.500" bg="orange.subtle" color="fg" px="3" py="2" borderRadius="md">
                  {request.heldReason ? t(`common:${messageKey(HOLD_MESSAGE_KEYS[request.heldReason])}`) : t('detail.underReviewNote')}
                </Text>
              )}
              <RequestSummary request={request} />
              <Counts request={request} />
              {isOwner ? <OwnerActions request={request} helpers={helpers.data?.requestHelpers} /> : closedToViewer ? null : <VisitorActions request={request} isAuthenticated={isAuthenticated} />}
            </Stack>
          </Box>
          {isOwner && (
            <Suspense fallback={<LoadingSpinner alignSelf="center" label={t('detail.loading')} />}>
              <HelpersList
                helpers={helpers.data?.requestHelpers}
                applicant={request.applicant}
                requestId={request.id}
                isActive={request.isActive}
                retry={helpers.error && !helpers.data ? () => void refetchHelpers().catch(() => undefined) : undefined}
              />
              <BlockedHelpersList requestId={request.id} />
            </Suspense>
          )}
        </Stack>
      )}
    </Container>
  );
}
