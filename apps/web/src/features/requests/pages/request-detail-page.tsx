import { Box, Container, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import type { BloodRequestFieldsFragment } from '../../../gql/graphql';
import { useAuth } from '../../../hooks/use-auth';
import { useTitle } from '../../../hooks/use-title';
import { BloodRequestQuery } from '../blood-request.graphql';
import { HelpersList } from '../components/helpers-list';
import { OwnerActions, VisitorActions } from '../components/request-actions';
import { RequestSummary } from '../components/request-summary';
import { RequestCountsSubscription } from '../request-counts.graphql';
import { RequestHelpersQuery } from '../request-helpers.graphql';

function StatusLine({ request }: { request: BloodRequestFieldsFragment }) {
  const { t } = useTranslation(['requests', 'common']);
  const text = request.isActive
    ? t('detail.active')
    : request.isFulfilled
      ? t('list.fulfilled')
      : t('list.canceled');
  return (
    <Text as="span" fontWeight="semibold" color={request.isActive ? 'green.700' : 'fg.muted'} _dark={{ color: request.isActive ? 'green.300' : 'fg.muted' }}>
      {text}
    </Text>
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
 * /request/{reqestId}, public: 'Urgent blood required'. The owner sees the live counts, the
 * helpers and the owner's actions; everyone else help, share and report. A request the viewer
 * may not see (or that does not exist) goes to the not-found page.
 */
export function RequestDetailPage() {
  const { t } = useTranslation(['requests', 'common']);
  // The parameter is spelt reqestId in the product's URLs.
  const { reqestId = '' } = useParams();
  const { isAuthenticated } = useAuth();
  useTitle(t('common:places.bloodRequest'));

  const { data, error, client } = useQuery(BloodRequestQuery, { variables: { id: reqestId } });
  const request = data?.bloodRequest;
  const isOwner = request?.viewerIsOwner === true;
  const helpers = useQuery(RequestHelpersQuery, { variables: { requestId: reqestId }, skip: !isOwner });

  // Live counts for signed-in viewers; a new responder also brings the owner the new helper.
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
    },
  });
  const responders = request?.approvedBy;
  const refetchHelpers = helpers.refetch;
  useEffect(() => {
    if (responders === undefined) return;
    if (isOwner && seenResponders.current !== null && seenResponders.current !== responders) void refetchHelpers();
    seenResponders.current = responders;
  }, [responders, isOwner, refetchHelpers]);

  if (error) return <Navigate to="/*" replace />;

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
          <Spinner size="lg" color="red.600" aria-label={t('detail.loading')} />
        </Flex>
      ) : (
        <Stack gap="6">
          <Box borderWidth="1px" borderRadius="xl" bg="bg.panel" p={{ base: '4', md: '6' }} shadow="sm">
            <Stack gap="5">
              <RequestSummary request={request} />
              <Counts request={request} />
              {isOwner ? <OwnerActions request={request} /> : <VisitorActions request={request} isAuthenticated={isAuthenticated} />}
            </Stack>
          </Box>
          {isOwner && <HelpersList helpers={helpers.data?.requestHelpers} applicant={request.applicant} />}
        </Stack>
      )}
    </Container>
  );
}
