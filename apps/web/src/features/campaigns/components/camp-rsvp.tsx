import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { Box, Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { campHasEnded } from '@redhope/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CampaignFieldsFragment } from '../../../gql/graphql';
import { useAuth } from '../../../hooks/use-auth';
import { useFocusBackAfterBusy } from '../../../hooks/use-page-focus';
import { toastFailure } from '../../../lib/errors';
import { LOGIN_PATH, withRedirectTarget } from '../../../lib/redirect';
import { CampaignGoingCountSubscription } from '../campaign-going-count.graphql';
import { RsvpCampaignMutation } from '../rsvp-campaign.graphql';

export interface CampRsvpProps {
  campaign: CampaignFieldsFragment;
}

/**
 * "I'll come" / "Not going" on a blood-donation camp, with the number of people coming, kept live
 * for a signed-in viewer (campaignGoingCount). A signed-out visitor who answers goes to login and
 * comes back. Whether to share one's contact with the organiser is asked beside "I'll come". The
 * organiser sees the count only (their list of those coming is CampAttendees).
 */
export function CampRsvp({ campaign }: CampRsvpProps) {
  const { t } = useTranslation(['campaigns', 'common']);
  const navigate = useNavigate();
  const client = useApolloClient();
  const { isAuthenticated } = useAuth();
  const [rsvp] = useMutation(RsvpCampaignMutation);
  const [sending, setSending] = useState<'going' | 'notGoing' | null>(null);
  const [shareContact, setShareContact] = useState(campaign.myRsvp?.shareContact ?? false);
  const seenId = useId();
  // While an answer is sent the buttons and the box are disabled, which drops the focus: it goes
  // back to the one pressed once the answer is in.
  const pressed = useRef<HTMLElement | null>(null);
  const shareBox = useRef<HTMLInputElement>(null);
  useFocusBackAfterBusy(pressed, sending !== null);

  useSubscription(CampaignGoingCountSubscription, {
    variables: { campaignId: campaign.id },
    skip: !isAuthenticated || !campaign.takesRsvps,
    onData: ({ data: update }) => {
      const count = update.data?.campaignGoingCount;
      if (!count) return;
      client.cache.modify({ id: client.cache.identify({ __typename: 'Campaign', id: campaign.id }), fields: { goingCount: () => count.goingCount } });
    },
  });

  if (!campaign.takesRsvps) return null;
  const ended = campHasEnded(new Date(String(campaign.date)));
  const answer = campaign.myRsvp?.going;
  // The organiser is not asked to come to their own camp (nor to share their contact with themselves).
  const organiser = campaign.viewerIsOwner;

  const send = async (going: boolean, share = shareContact) => {
    if (!isAuthenticated) {
      await navigate(withRedirectTarget(LOGIN_PATH, `/campaign/${campaign.id}`));
      return;
    }
    setSending(going ? 'going' : 'notGoing');
    try {
      await rsvp({ variables: { campaignId: campaign.id, going, shareContact: going && share } });
    } catch (failure) {
      toastFailure(failure);
    } finally {
      setSending(null);
    }
  };

  const toggleShare = (checked: boolean) => {
    pressed.current = shareBox.current;
    setShareContact(checked);
    // Already coming: the organiser's view changes at once.
    if (answer === true) void send(true, checked);
  };

  return (
    <Box as="section" aria-labelledby="camp-rsvp-heading" borderWidth="1px" borderRadius="lg" p="4">
      <Stack gap="3">
        <Heading as="h2" id="camp-rsvp-heading" size="md">
          {organiser ? t('rsvp.organiserHeading') : t('rsvp.heading')}
        </Heading>
        <Text role="status" aria-live="polite" fontWeight="semibold" color="red.700" _dark={{ color: 'red.300' }}>
          {t('rsvp.count', { count: campaign.goingCount })}
        </Text>
        {ended ? (
          <Text>{t('rsvp.ended')}</Text>
        ) : organiser ? (
          <Text>{t('rsvp.organiser')}</Text>
        ) : (
          <>
            <HStack gap="3" wrap="wrap">
              <Button
                colorPalette="red"
                variant={answer === true ? 'solid' : 'outline'}
                aria-pressed={answer === true}
                loading={sending === 'going'}
                disabled={sending !== null}
                onClick={(event) => {
                  pressed.current = event.currentTarget;
                  void send(true);
                }}
                flex={{ base: '1', sm: 'initial' }}
                aria-describedby={seenId}
              >
                {t('rsvp.going')}
              </Button>
              <Button
                variant={answer === false ? 'solid' : 'outline'}
                aria-pressed={answer === false}
                loading={sending === 'notGoing'}
                disabled={sending !== null}
                onClick={(event) => {
                  pressed.current = event.currentTarget;
                  void send(false);
                }}
                flex={{ base: '1', sm: 'initial' }}
              >
                {t('rsvp.notGoing')}
              </Button>
            </HStack>
            {/* What answering shares, said before it is shared (the organiser's list shows it). */}
            <Text id={seenId} fontSize="sm" color="fg.muted">
              {t('rsvp.organiserSees')}
            </Text>
            {isAuthenticated && (
              <Checkbox.Root
                recipe={checkboxSlotRecipe}
                colorPalette="red"
                checked={shareContact}
                disabled={sending !== null}
                onCheckedChange={(details) => toggleShare(details.checked === true)}
              >
                <Checkbox.HiddenInput ref={shareBox} />
                <Checkbox.Control />
                <Checkbox.Label>{t('rsvp.shareContact')}</Checkbox.Label>
              </Checkbox.Root>
            )}
            {answer !== undefined && answer !== null && <Text fontSize="sm">{answer ? t('rsvp.youAreGoing') : t('rsvp.youAreNotGoing')}</Text>}
          </>
        )}
      </Stack>
    </Box>
  );
}
