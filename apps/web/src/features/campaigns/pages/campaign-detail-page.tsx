import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Container, Flex, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HOLD_MESSAGE_KEYS } from '@redhope/domain';
import { messageKey } from '../../../lib/i18n';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { WhatsAppShareLink } from '../../../components/whatsapp-share-link';
import { UserAvatar } from '../../../components/user-avatar';
import { useAuth } from '../../../hooks/use-auth';
import { useFocusBackAfterBusy, usePageFocusWhenLoaded } from '../../../hooks/use-page-focus';
import { useTitle } from '../../../hooks/use-title';
import { formatDate, formatTime } from '../../../lib/dates';
import { readFailure, toastFailure } from '../../../lib/errors';
import { formatPhone } from '../../../lib/phone';
import { apiUrl } from '../../../lib/rest';
import { LOGIN_PATH, withRedirectTarget } from '../../../lib/redirect';
import { CampaignQuery } from '../campaign.graphql';
import { categoryKey } from '../categories';
import { CampAttendees } from '../components/camp-attendees';
import { CampDonation } from '../components/camp-donation';
import { CampRsvp } from '../components/camp-rsvp';
import { LeafletPicture } from '../components/leaflet-picture';
import { RemoveCampaignMutation } from '../remove-campaign.graphql';
import { ReportCampaignMutation } from '../report-campaign.graphql';
import { LoadingSpinner } from '../../../components/loading-spinner';

/** Any path no route has: the not-found page (SPEC: a failed campaign load goes to /*). */
const NOT_FOUND_PATH = '/not-found';

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {term}
      </Text>
      <Text as="dd" fontWeight="medium">
        {children}
      </Text>
    </Box>
  );
}

/**
 * A campaign's page (public): the leaflet, the details and the registration link; share and
 * 'Report abuse' for everyone (a signed-out visitor goes to login and comes back), 'Remove
 * campaign' for its owner behind a confirmation.
 */
export function CampaignDetailPage() {
  const { t } = useTranslation(['campaigns', 'common']);
  const navigate = useNavigate();
  const { campaignId = '' } = useParams();
  const { isAuthenticated } = useAuth();
  const { data, error, refetch } = useQuery(CampaignQuery, { variables: { id: campaignId }, fetchPolicy: 'network-only' });
  const [removeCampaign] = useMutation(RemoveCampaignMutation);
  const [reportCampaign, { loading: reporting }] = useMutation(ReportCampaignMutation);
  const reportButton = useRef<HTMLButtonElement>(null);
  useFocusBackAfterBusy(reportButton, reporting);
  const campaign = data?.campaign;
  useTitle(campaign?.title ?? t('common:places.campaign'));

  // The heading comes with the data: that is where a screen reader lands after the page change.
  usePageFocusWhenLoaded(campaign?.id);

  // Only "not found" is an answer; a network or server failure keeps the address, to try again.
  if (error) return readFailure(error).code === 'NOT_FOUND' ? <Navigate to={NOT_FOUND_PATH} replace /> : <LoadFailed retry={refetch} />;
  if (!campaign) {
    return (
      <Flex justify="center" py="16">
        <LoadingSpinner size="lg" label={t('detail.loading')} />
      </Flex>
    );
  }

  const pageUrl = `${window.location.origin}/campaign/${campaign.id}`;
  const category = categoryKey(campaign.category);
  const date = String(campaign.date);
  const place = [campaign.address.addressLine, campaign.address.district, campaign.address.state].filter(Boolean).join(', ');

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: campaign.title, url: pageUrl });
      } catch {
        // Closing the share sheet is not a failure.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(pageUrl);
      toast.success(t('detail.linkCopied'));
    } catch {
      toast.error(t('common:messages.somethingWentWrong'));
    }
  };

  const report = async () => {
    if (!isAuthenticated) {
      await navigate(withRedirectTarget(LOGIN_PATH, `/campaign/${campaign.id}`));
      return;
    }
    try {
      await reportCampaign({ variables: { campaignId: campaign.id } });
      toast.success(t('common:messages.reportSucceeded'));
    } catch (failure) {
      toastFailure(failure, { byCode: { ALREADY_REPORTED: 'alreadyReportedCampaign' }, fallback: 'reportFailed' });
    }
  };

  const remove = async () => {
    try {
      await removeCampaign({ variables: { id: campaign.id } });
      toast.success(t('common:messages.removeCampaignSucceeded'));
      await navigate('/profile/contributions', { replace: true });
    } catch (failure) {
      toastFailure(failure, { fallback: 'removeCampaignFailed' });
    }
  };

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' }} gap={{ base: '6', md: '10' }} alignItems="start">
        <Box borderRadius="lg" overflow="hidden" borderWidth="1px" bg="bg.muted">
          <LeafletPicture image={campaign.leaflet} size="detail" alt={t('detail.leaflet', { title: campaign.title })} eager />
        </Box>
        <Stack gap="5">
          <Heading as="h1" tabIndex={-1} size={{ base: '2xl', md: '3xl' }} outline="none" overflowWrap="anywhere">
            {campaign.title}
          </Heading>
          {campaign.underReview && (
            <Text role="note" borderLeftWidth="4px" borderColor="orange.500" bg="orange.subtle" color="fg" px="3" py="2" borderRadius="md">
              {campaign.heldReason ? t(`common:${messageKey(HOLD_MESSAGE_KEYS[campaign.heldReason])}`) : t('detail.underReview')}
            </Text>
          )}
          <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
            <Detail term={t('detail.category')}>{category ? t(category) : campaign.category}</Detail>
            <Detail term={t('detail.date')}>
              <time dateTime={date}>{formatDate(date)}</time>
            </Detail>
            <Detail term={t('detail.time')}>{formatTime(date)}</Detail>
            <Detail term={t('detail.place')}>
              {place} - {campaign.pincode}
            </Detail>
            {campaign.contactNo && (
              <Detail term={t('detail.contact')}>
                <Link href={`tel:${campaign.contactNo}`} color="red.600" _dark={{ color: 'red.300' }}>
                  {formatPhone(campaign.contactNo)}
                </Link>
              </Detail>
            )}
            <Detail term={t('detail.sharedBy')}>
              <HStack as="span" gap="2">
                <UserAvatar src={campaign.owner.avatar} alt="" boxSize="6" />
                <span>{campaign.owner.userName}</span>
              </HStack>
            </Detail>
          </Grid>
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {campaign.description}
          </Text>
          <HStack gap="3" wrap="wrap">
            {campaign.registrationLink && (
              <Button asChild colorPalette="red">
                <a href={campaign.registrationLink} target="_blank" rel="noopener noreferrer nofollow">
                  {t('detail.register')}
                </a>
              </Button>
            )}
            <Button asChild variant="outline">
              <a href={apiUrl(`/campaign/campaign-calendar/${campaign.id}`)} download>
                {t('detail.addToCalendar')}
              </a>
            </Button>
          </HStack>
          <CampRsvp campaign={campaign} />
          {campaign.takesRsvps && <CampDonation campaignId={campaign.id} date={String(campaign.date)} going={campaign.myRsvp?.going === true} myDonation={campaign.myDonation} />}
          {campaign.viewerIsOwner && campaign.takesRsvps && <CampAttendees campaignId={campaign.id} goingCount={campaign.goingCount} />}
          <HStack gap="3" wrap="wrap" pt="5" borderTopWidth="1px">
            <Button variant="outline" onClick={() => void share()}>
              {t('detail.share')}
            </Button>
            <WhatsAppShareLink
              text={t('detail.whatsAppText', { title: campaign.title, category: category ? t(category) : campaign.category, date: formatDate(date), time: formatTime(date), place })}
              path={`/campaign/${campaign.id}`}
            />
            {isAuthenticated ? (
              // A report cannot be taken back, and enough of them hide the campaign: asked first.
              <ConfirmDialog
                trigger={t('detail.reportAbuse')}
                triggerProps={{ variant: 'outline', loading: reporting }}
                title={t('detail.reportTitle')}
                description={t('detail.reportConfirm')}
                confirmLabel={t('detail.reportAbuse')}
                cancelLabel={t('detail.cancel')}
                onConfirm={report}
              />
            ) : (
              <Button ref={reportButton} variant="outline" onClick={() => void report()}>
                {t('detail.reportAbuse')}
              </Button>
            )}
            {campaign.viewerIsOwner && (
              <ConfirmDialog
                trigger={t('detail.remove')}
                triggerProps={{ colorPalette: 'red', variant: 'solid' }}
                title={t('detail.removeTitle')}
                description={t('detail.removeConfirm')}
                confirmLabel={t('detail.remove')}
                cancelLabel={t('detail.cancel')}
                confirmingLabel={t('detail.removing')}
                onConfirm={remove}
              />
            )}
          </HStack>
        </Stack>
      </Grid>

    </Container>
  );
}
