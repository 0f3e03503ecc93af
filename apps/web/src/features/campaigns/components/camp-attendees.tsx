import { useQuery } from '@apollo/client/react';
import { Box, Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../lib/phone';
import { CampaignAttendeesQuery } from '../campaign-attendees.graphql';
import { LoadingSpinner } from '../../../components/loading-spinner';

export interface CampAttendeesProps {
  campaignId: string;
  /** The live count: the list is asked again when it moves. */
  goingCount: number;
}

/** The organiser's list of those coming: name and blood group, contact only when they share it. */
export function CampAttendees({ campaignId, goingCount }: CampAttendeesProps) {
  const { t } = useTranslation(['campaigns', 'common']);
  const { data, loading, error, refetch } = useQuery(CampaignAttendeesQuery, { variables: { campaignId }, fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    // Someone answered (here or elsewhere): the list follows the count.
    void refetch().catch(() => undefined);
  }, [goingCount, refetch]);

  const attendees = data?.campaignAttendees;
  return (
    <Box as="section" aria-labelledby="camp-attendees-heading" borderWidth="1px" borderRadius="lg" p="4">
      <Stack gap="3">
        <Heading as="h2" id="camp-attendees-heading" size="md">
          {t('attendees.heading')}
        </Heading>
        {!attendees && loading && <LoadingSpinner size="sm" label={t('attendees.loading')} />}
        {!attendees && error && (
          <Stack gap="2" align="flex-start">
            <Text role="alert">{t('attendees.failed')}</Text>
            <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
              {t('attendees.retry')}
            </Button>
          </Stack>
        )}
        {attendees && attendees.length === 0 && <Text>{t('attendees.empty')}</Text>}
        {attendees && attendees.length > 0 && (
          <List.Root as="ul" listStyle="none" gap="3" aria-labelledby="camp-attendees-heading">
            {attendees.map((attendee) => (
              <List.Item key={attendee.userId} borderBottomWidth="1px" pb="2">
                <Stack gap="0.5">
                  <Text fontWeight="semibold" overflowWrap="anywhere">
                    {attendee.userName}
                  </Text>
                  <Text fontSize="sm">{attendee.bloodGroup ? t('attendees.bloodGroup', { group: attendee.bloodGroup }) : t('attendees.noBloodGroup')}</Text>
                  {attendee.sharesContact && (attendee.phoneNo || attendee.email) ? (
                    <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '4' }} fontSize="sm">
                      {attendee.phoneNo && (
                        <Link href={`tel:${attendee.phoneNo}`} colorPalette="red">
                          {formatPhone(attendee.phoneNo)}
                        </Link>
                      )}
                      {attendee.email && (
                        <Link href={`mailto:${attendee.email}`} colorPalette="red" overflowWrap="anywhere">
                          {attendee.email}
                        </Link>
                      )}
                    </Stack>
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      {t('attendees.contactNotShared')}
                    </Text>
                  )}
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Box>
  );
}
