import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { SectionLoadFailed } from '../../../components/load-failed';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { BloodRequestFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/dates';
import { CLOSED_LABEL, closedOutcome } from '../closed-label';
import { MyRequestsQuery } from '../my-requests.graphql';
import { PostAgainButton } from './request-actions';
import { LoadingSpinner } from '../../../components/loading-spinner';

export interface MyRequestsListProps {
  /** Shown when the user has posted no request ('No requests found!'). */
  empty: ReactNode;
}

function RequestRow({ request }: { request: BloodRequestFieldsFragment }) {
  const { t } = useTranslation('requests');
  return (
    <Flex
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      gap="3"
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      opacity={request.isActive ? 1 : 0.85}
    >
      <Flex gap="3" align="center" flex="1" minW="0">
        <Box
          bg={request.isActive ? 'red.solid' : 'bg.muted'}
          color={request.isActive ? 'white' : 'fg'}
          fontWeight="bold"
          borderRadius="full"
          boxSize="12"
          display="flex"
          alignItems="center"
          justifyContent="center"
          flexShrink={0}
          aria-hidden="true"
        >
          {request.bloodGroup}
        </Box>
        <Box minW="0">
          <Text fontWeight="semibold" truncate>
            {request.applicant} · {request.bloodGroup}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('list.requiredBy', { date: formatDate(request.date) })}
          </Text>
          {request.underReview && (
            <Text fontSize="sm" fontWeight="semibold" color="orange.700" _dark={{ color: 'orange.300' }}>
              {t('list.underReview')}
            </Text>
          )}
        </Box>
      </Flex>
      {request.isActive ? (
        <Button asChild size="sm" colorPalette="red">
          <RouterLink to={`/request/${request.id}`}>{t('list.viewDetails')}</RouterLink>
        </Button>
      ) : (
        <Flex gap="2" wrap="wrap">
          <Button size="sm" variant="outline" disabled>
            {t(CLOSED_LABEL[closedOutcome(request)])}
          </Button>
          <PostAgainButton request={request} size="sm" />
        </Flex>
      )}
    </Flex>
  );
}

/** The signed-in user's requests (active first, then newest), a loader while they load, Try again when they could not be read. */
export function MyRequestsList({ empty }: MyRequestsListProps) {
  const { t } = useTranslation('requests');
  // Fresh each visit: a request may have changed on its own page or expired since.
  const { data, error, refetch } = useQuery(MyRequestsQuery, { fetchPolicy: 'cache-and-network' });
  // Nothing to show and the list could not be read: say so, not an endless loader, and not the
  // empty state (the user's requests are not gone).
  if (error && !data) {
    return <SectionLoadFailed message={t('list.loadFailed')} retry={refetch} />;
  }
  if (!data) {
    return (
      <Flex justify="center" py="10">
        <LoadingSpinner size="lg" label={t('list.loading')} />
      </Flex>
    );
  }
  if (data.myRequests.length === 0) return <>{empty}</>;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {data.myRequests.map((request) => (
        <RequestRow key={request.id} request={request} />
      ))}
    </Stack>
  );
}
