import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { Box, Button, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { DONATION_COMPONENTS, campDonationOpen, type DonationComponent } from '@redhope/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DonationComponent as DonationComponentValue } from '../../../gql/graphql';
import { useAuth } from '../../../hooks/use-auth';
import { focusIsAdrift, useFocusBackAfterBusy } from '../../../hooks/use-page-focus';
import { formatDate } from '../../../lib/dates';
import { toastFailure } from '../../../lib/errors';
import { CampaignQuery } from '../campaign.graphql';
import { ConfirmCampDonationMutation } from '../confirm-camp-donation.graphql';
import { UndoCampDonationMutation } from '../undo-camp-donation.graphql';

export interface CampDonationProps {
  campaignId: string;
  /** The camp's start, ISO. */
  date: string;
  /** The viewer answered "I'll come". */
  going: boolean;
  myDonation: { id: string; donatedOn: string; component: DonationComponentValue } | null | undefined;
}

/** The donor's record and profile dates changed: the next read asks the server again. */
function forgetRecord(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'myDonations' });
  cache.gc();
}

/**
 * "I donated here": from the camp's day (India) on, one who said "I'll come" confirms they gave at
 * the camp (whole blood unless they choose otherwise); the donation goes into their record, and
 * the confirmed state can be undone.
 */
export function CampDonation({ campaignId, date, going, myDonation }: CampDonationProps) {
  const { t } = useTranslation(['campaigns', 'common']);
  const { isAuthenticated, refetchUser } = useAuth();
  const selectId = useId();
  const [component, setComponent] = useState<DonationComponent>('WHOLE_BLOOD');
  const refetch = { refetchQueries: [{ query: CampaignQuery, variables: { id: campaignId } }], awaitRefetchQueries: true, update: forgetRecord };
  const [confirm, { loading: confirming }] = useMutation(ConfirmCampDonationMutation, refetch);
  const [undo, { loading: undoing }] = useMutation(UndoCampDonationMutation, refetch);
  // Confirming swaps the button for the confirmed state, and undoing swaps it back: the pressed
  // button is gone, so the focus goes to what took its place (the confirmed text is read).
  const confirmed = useRef<HTMLParagraphElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  // A refused press leaves the button in place, but it was disabled while busy, which sent the
  // focus to the page's body: it goes back to the button once that is enabled again.
  useFocusBackAfterBusy(confirmButton, confirming);
  useFocusBackAfterBusy(undoButton, undoing);
  // Only after the viewer's own press (a page load or another tab's change moves nothing).
  const pressed = useRef(false);
  const shownId = useRef(myDonation?.id);
  useEffect(() => {
    if (shownId.current === myDonation?.id) return;
    shownId.current = myDonation?.id;
    if (!pressed.current) return;
    pressed.current = false;
    if (focusIsAdrift()) (myDonation ? confirmed : confirmButton).current?.focus();
  }, [myDonation]);

  if (!isAuthenticated || !going || !campDonationOpen(new Date(date))) return null;

  const run = async (action: () => Promise<unknown>) => {
    try {
      pressed.current = true;
      await action();
      await refetchUser();
    } catch (failure) {
      pressed.current = false;
      toastFailure(failure);
    }
  };

  return (
    <Box as="section" aria-labelledby="camp-donation-heading" borderWidth="1px" borderRadius="lg" p="4">
      <Stack gap="3">
        <Heading as="h2" id="camp-donation-heading" size="md">
          {t('donated.heading')}
        </Heading>
        {myDonation ? (
          <>
            <Text ref={confirmed} tabIndex={-1} outline="none" role="status">{t('donated.confirmed', { date: formatDate(myDonation.donatedOn), component: t(`donated.components.${myDonation.component}`) })}</Text>
            <HStack>
              <Button ref={undoButton} variant="outline" loading={undoing} loadingText={t('donated.undoing')} onClick={() => void run(() => undo({ variables: { id: myDonation.id } }))}>
                {t('donated.undo')}
              </Button>
            </HStack>
          </>
        ) : (
          <Stack gap="3" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }}>
            <Field.Root maxW={{ sm: '16rem' }}>
              <Field.Label htmlFor={selectId}>{t('donated.component')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field id={selectId} value={component} onChange={(event) => setComponent(event.currentTarget.value as DonationComponent)}>
                  {DONATION_COMPONENTS.map((value) => (
                    <option key={value} value={value}>
                      {t(`donated.components.${value}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator aria-hidden />
              </NativeSelect.Root>
            </Field.Root>
            <Button
              ref={confirmButton}
              colorPalette="red"
              loading={confirming}
              loadingText={t('donated.confirming')}
              onClick={() => void run(() => confirm({ variables: { campaignId, component: component as DonationComponentValue } }))}
            >
              {t('donated.confirm')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
