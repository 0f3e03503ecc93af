import { Badge, Box, Flex, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SectionLoadFailed } from '../../../components/load-failed';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { DONATION_COMPONENTS, DONATION_PLACE_MAX_LENGTH, DONATION_VENUES, todayInIndia, type DonationComponent, type DonationVenue } from '@redhope/domain';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Form, SelectField, SubmitButton, TextField, useZodForm } from '../../../components/form';
import type { DonationRecordFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/dates';
import { toastFailure } from '../../../lib/errors';
import { AddDonationMutation } from '../add-donation.graphql';
import { MyDonationsQuery } from '../my-donations.graphql';
import { RemoveDonationMutation } from '../remove-donation.graphql';
import { addDonationSchema } from '../schemas';
import { LoadingSpinner } from '../../../components/loading-spinner';

/**
 * The profile's My donations tab: totals, the next day the donor may give (with their
 * availability beside it), every donation in their record (each removable), and a form to add one
 * given elsewhere.
 */
export function MyDonations() {
  const { t } = useTranslation(['profile', 'common']);
  const { data, loading, error, refetch } = useQuery(MyDonationsQuery);

  if (loading && !data) {
    return (
      <Flex justify="center" py="10">
        <LoadingSpinner size="lg" label={t('donations.loading')} />
      </Flex>
    );
  }
  if (error || !data) {
    return <SectionLoadFailed message={t('donations.loadFailed')} retry={refetch} />;
  }
  const record = data.myDonations;
  return (
    <Stack gap="8">
      <DonationSummary record={record} />
      <DonationList record={record} />
      <AddDonationForm />
    </Stack>
  );
}

function DonationSummary({ record }: { record: DonationRecordFieldsFragment }) {
  const { t } = useTranslation(['profile', 'common']);
  return (
    <Box as="section" aria-labelledby="donations-summary" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" id="donations-summary" size="md" mb="2">
        {t('donations.summary')}
      </Heading>
      <Stack gap="2">
        <Text fontWeight="semibold">
          {t('donations.total', { count: record.total })}
          <Text as="span" fontWeight="normal" color="fg.muted">
            {' · '}
            {t('donations.lastYear', { count: record.lastYear })}
          </Text>
        </Text>
        <Text>{record.nextEligibleDate ? t('donations.nextDate', { date: formatDate(record.nextEligibleDate) }) : t('donations.mayDonateNow')}</Text>
        {record.nextEligibleByComponent.platelets && (
          <Text fontSize="sm" color="fg.muted">
            {t('donations.apheresisDate', { date: formatDate(record.nextEligibleByComponent.platelets) })}
          </Text>
        )}
        <Text fontSize="sm">
          {record.available ? t('donations.availableOn') : t('donations.availableOff')}{' '}
          <Link asChild color="red.600" fontWeight="semibold" textDecoration="underline">
            <RouterLink to="/profile-edit#health">{t('donations.changeAvailability')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Box>
  );
}

const KIND_LABELS = { request: 'donations.fromRequest', manual: 'donations.manual', camp: 'donations.camp' } as const;

function DonationList({ record }: { record: DonationRecordFieldsFragment }) {
  const { t } = useTranslation(['profile', 'common']);
  const [remove] = useMutation(RemoveDonationMutation, { update: (cache, result) => updateRecord(cache, result.data?.removeDonation) });
  return (
    <Box as="section" aria-labelledby="donations-list">
      <Heading as="h3" id="donations-list" size="md" mb="3">
        {t('donations.listHeading')}
      </Heading>
      {record.donations.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="8" px="4" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
          {t('donations.empty')}
        </Text>
      ) : (
        <List.Root listStyle="none" gap="3">
          {record.donations.map((donation) => (
            <List.Item key={donation.id} borderWidth="1px" borderRadius="lg" p="3">
              <Flex gap="3" justify="space-between" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
                <Stack gap="1" minW="0">
                  <Text fontWeight="semibold">
                    {formatDate(donation.donatedOn)} · {t(`donations.components.${donation.component}`)}
                  </Text>
                  <Text fontSize="sm" overflowWrap="anywhere">
                    {donation.place}
                    {donation.venue ? ` (${t(`donations.venues.${donation.venue}`)})` : ''}
                  </Text>
                  <Badge recipe={badgeRecipe} alignSelf="flex-start" colorPalette={donation.kind === 'REQUEST' ? 'red' : 'gray'}>
                    {t(KIND_LABELS[donation.kind.toLowerCase() as keyof typeof KIND_LABELS])}
                  </Badge>
                </Stack>
                <ConfirmDialog
                  trigger={t('donations.remove')}
                  triggerProps={{ size: 'sm', variant: 'outline', colorPalette: 'red', 'aria-label': `${t('donations.remove')}: ${formatDate(donation.donatedOn)}, ${donation.place}` }}
                  title={t('donations.removeTitle')}
                  description={t('donations.removeDescription', { date: formatDate(donation.donatedOn), place: donation.place })}
                  confirmLabel={t('donations.remove')}
                  cancelLabel={t('donations.keep')}
                  confirmingLabel={t('donations.removing')}
                  onConfirm={() =>
                    remove({ variables: { id: donation.id } }).then(
                      () => toast.success(t('common:donationMessages.donationRemoved')),
                      (error: unknown) => toastFailure(error),
                    )
                  }
                />
              </Flex>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/** The mutations answer the whole record: it replaces the cached one, so every part follows. */
function updateRecord(cache: ApolloCache, record: DonationRecordFieldsFragment | undefined) {
  if (record) cache.writeQuery({ query: MyDonationsQuery, data: { myDonations: record } });
}

function AddDonationForm() {
  const { t } = useTranslation(['profile', 'common']);
  const form = useZodForm(addDonationSchema, { donatedOn: '', component: 'WHOLE_BLOOD', place: '', venue: '' });
  const [add] = useMutation(AddDonationMutation, { update: (cache, result) => updateRecord(cache, result.data?.addDonation) });
  return (
    <Box as="section" aria-labelledby="donations-add" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h3" id="donations-add" size="md" mb="3">
        {t('donations.addHeading')}
      </Heading>
      <Form
        form={form}
        aria-labelledby="donations-add"
        onSubmit={async (input) => {
          await add({ variables: { input: { ...input, component: input.component as DonationComponent, venue: input.venue as DonationVenue } } });
          form.reset({ donatedOn: '', component: 'WHOLE_BLOOD', place: '', venue: '' });
          toast.success(t('common:donationMessages.donationAdded'));
        }}
      >
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField control={form.control} name="donatedOn" label={t('donations.date')} type="date" max={todayInIndia()} />
            <SelectField
              control={form.control}
              name="component"
              label={t('donations.component')}
              options={DONATION_COMPONENTS.map((value) => ({ value, label: t(`donations.components.${value}`) }))}
            />
            <TextField control={form.control} name="place" label={t('donations.place')} maxLength={DONATION_PLACE_MAX_LENGTH} />
            <SelectField
              control={form.control}
              name="venue"
              label={t('donations.venue')}
              placeholder={t('donations.choose')}
              options={DONATION_VENUES.map((value) => ({ value, label: t(`donations.venues.${value}`) }))}
            />
          </SimpleGrid>
          <SubmitButton control={form.control} alignSelf={{ base: 'stretch', sm: 'flex-start' }} loadingText={t('donations.adding')}>
            {t('donations.add')}
          </SubmitButton>
        </Stack>
      </Form>
    </Box>
  );
}
