import { Badge, Box, Button, Heading, HStack, LinkBox, LinkOverlay, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../lib/dates';
import { needText } from '../../../lib/need';
import { NearMeAlertsSubscription } from '../near-me-alerts.graphql';
import { OpenRequestsNearMeQuery } from '../open-requests-near-me.graphql';

/**
 * The open requests the signed-in donor could answer (their blood group, within the matching
 * radius), most urgent first, with distance and the date needed by. A request alert arriving over
 * the live socket means a new one: the list asks again. Empty, it says why.
 */
export default function NearMeList() {
  const { t } = useTranslation(['home', 'common']);
  const { data, loading, error, refetch } = useQuery(OpenRequestsNearMeQuery, { fetchPolicy: 'cache-and-network' });
  useSubscription(NearMeAlertsSubscription, {
    onData: ({ data: update }) => {
      if (update.data?.notificationAdded.kind === 'request-alert') void refetch();
    },
  });
  const nearby = data?.openRequestsNearMe;

  let body;
  if (!nearby && loading) {
    body = (
      <HStack role="status" gap="2" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('nearMe.loading')}</Text>
      </HStack>
    );
  } else if (!nearby && error) {
    body = (
      <HStack role="alert" gap="3" wrap="wrap">
        <Text>{t('nearMe.failed')}</Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('nearMe.retry')}
        </Button>
      </HStack>
    );
  } else if (nearby && nearby.requests.length === 0) {
    const reason = nearby.emptyReason ?? 'NONE_NEARBY';
    body = (
      <Stack gap="3" align="flex-start">
        <Text color="fg.muted">{t(`nearMe.empty.${reason}`)}</Text>
        {reason !== 'NONE_NEARBY' && (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/profile-edit#${reason === 'NO_BLOOD_GROUP' ? 'health' : 'contact'}`}>{t('nearMe.completeProfile')}</RouterLink>
          </Button>
        )}
      </Stack>
    );
  } else if (nearby) {
    body = (
      <Stack as="ul" gap="3" listStyleType="none">
        {nearby.requests.map(({ request, distanceKm }) => {
          const where =
            distanceKm === null ? t('nearMe.inDistrict') : distanceKm < 1 ? t('nearMe.distanceUnderOne') : t('nearMe.distance', { km: Math.round(distanceKm) });
          return (
            <LinkBox
              as="li"
              key={request.id}
              p="4"
              borderWidth="1px"
              borderRadius="lg"
              bg="bg.panel"
              _hover={{ borderColor: 'red.500', shadow: 'sm' }}
              _focusWithin={{ outline: '2px solid', outlineColor: 'red.500', outlineOffset: '2px' }}
            >
              <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
                <Box minW="0" flex="1 1 14rem">
                  <Heading as="h3" size="md" mb="1" overflowWrap="anywhere">
                    <LinkOverlay asChild>
                      {/* The visible text is the link's whole name: who needs what. */}
                      <RouterLink to={`/request/${request.id}`}>{t('nearMe.needs', { applicant: request.applicant, need: needText(t, request) })}</RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {[request.hospitalName, request.address.district].filter(Boolean).join(' · ')}
                  </Text>
                  <Text fontSize="sm">
                    {where} · {t('nearMe.requiredBy', { date: formatDate(request.date) })}
                  </Text>
                </Box>
                <HStack gap="2" wrap="wrap">
                  {request.urgency === 'TODAY' && <Badge colorPalette="red">{t('nearMe.urgentToday')}</Badge>}
                  {request.viewerHasHelped && <Badge colorPalette="green">{t('nearMe.helped')}</Badge>}
                </HStack>
              </HStack>
            </LinkBox>
          );
        })}
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby="near-me-heading" aria-busy={loading}>
      <Heading as="h2" id="near-me-heading" size="xl" mb="4">
        {t('nearMe.heading')}
      </Heading>
      {body}
    </Box>
  );
}
