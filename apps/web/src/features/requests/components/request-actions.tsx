import { Alert, Button, Flex, Link, List, Stack } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { REQUEST_HELP_PARAM } from '@redhope/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../hooks/use-auth';
import { useFocusBackAfterBusy } from '../../../hooks/use-page-focus';
import { useSubmissionKey } from '../../../hooks/use-submission-key';
import { needText } from '../../../lib/need';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { BloodRequestFieldsFragment, RequestHelpersQuery } from '../../../gql/graphql';
import { readFailure, toastFailure } from '../../../lib/errors';
import { LOGIN_PATH, withRedirectTarget } from '../../../lib/redirect';
import { BloodRequestQuery } from '../blood-request.graphql';
import { CancelRequestMutation } from '../cancel-request.graphql';
import { ConfirmDonorsMutation } from '../confirm-donors.graphql';
import { FulfillRequestMutation } from '../fulfill-request.graphql';
import { OfferHelpMutation } from '../offer-help.graphql';
import { ReportRequestMutation } from '../report-request.graphql';
import { RequestHelpersQuery as RequestHelpersDocument } from '../request-helpers.graphql';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { offerInstallOnce } from '../../../components/install-offer';
import { WhatsAppShareLink } from '../../../components/whatsapp-share-link';
import { DonorChecklist } from './donor-checklist';
import { ShareButton } from './share-button';
import { repostValues } from '../repost';

export interface RequestActionsProps {
  request: BloodRequestFieldsFragment;
  isAuthenticated: boolean;
}

function useShareProps(request: BloodRequestFieldsFragment) {
  const { t } = useTranslation(['requests', 'common']);
  return {
    title: t('detail.heading'),
    text: request.hospitalName
      ? t('detail.shareTextHospital', { applicant: request.applicant, need: needText(t, request), hospital: request.hospitalName, district: request.address.district ?? '' })
      : t('detail.shareText', { applicant: request.applicant, need: needText(t, request), district: request.address.district ?? '' }),
    path: `/request/${request.id}`,
  };
}

/**
 * The owner's actions: Mark as fulfilled (naming, optionally, the helpers who donated) and Cancel
 * request, each confirmed, both off once inactive (then Post again); on a fulfilled request,
 * Confirm donors for helpers not named yet; and share.
 */
export function OwnerActions({ request, helpers }: { request: BloodRequestFieldsFragment; helpers?: RequestHelpersQuery['requestHelpers'] }) {
  const { t } = useTranslation(['requests', 'common']);
  const share = useShareProps(request);
  const refetchHelpers = { refetchQueries: [{ query: RequestHelpersDocument, variables: { requestId: request.id } }] };
  const [fulfil, fulfilling] = useMutation(FulfillRequestMutation, refetchHelpers);
  const [cancel, canceling] = useMutation(CancelRequestMutation);
  const [confirmDonors] = useMutation(ConfirmDonorsMutation, refetchHelpers);
  const [donors, setDonors] = useState<string[]>([]);
  const busy = fulfilling.loading || canceling.loading;
  const inactive = !request.isActive;
  // Helpers the owner removed are no longer helpers of the request: they cannot be named donors.
  const current = helpers?.filter((helper) => !helper.removed);
  const unconfirmed = (current ?? []).filter((helper) => !helper.donorConfirmed);

  return (
    <Flex gap="3" wrap="wrap">
      <ConfirmDialog
        trigger={t('detail.markFulfilled')}
        triggerProps={{ colorPalette: 'red', disabled: inactive || busy, loading: fulfilling.loading }}
        title={t('detail.confirmTitle')}
        description={t('detail.confirmFulfil')}
        confirmLabel={t('detail.markFulfilled')}
        cancelLabel={t('detail.goBack')}
        onOpen={() => setDonors([])}
        onConfirm={() => {
          fulfil({ variables: { id: request.id, donorHelperIds: donors.length > 0 ? donors : undefined } }).then(
            () => toast.success(t('common:messages.fulfilSucceeded')),
            (error: unknown) => toastFailure(error, { fallback: 'fulfilFailed' }),
          );
        }}
      >
        {current && current.length > 0 && <DonorChecklist helpers={current} selected={donors} onChange={setDonors} />}
      </ConfirmDialog>
      <ConfirmDialog
        trigger={t('detail.cancel')}
        triggerProps={{ variant: 'outline', colorPalette: 'red', disabled: inactive || busy, loading: canceling.loading }}
        title={t('detail.confirmTitle')}
        description={t('detail.confirmCancel')}
        confirmLabel={t('detail.cancel')}
        cancelLabel={t('detail.goBack')}
        onConfirm={() => {
          cancel({ variables: { id: request.id } }).then(
            () => toast.success(t('common:messages.cancelSucceeded')),
            (error: unknown) => toastFailure(error, { fallback: 'cancelFailed' }),
          );
        }}
      />
      {request.isFulfilled && current && unconfirmed.length > 0 && (
        <ConfirmDialog
          trigger={t('detail.confirmDonors')}
          triggerProps={{ variant: 'outline', colorPalette: 'red' }}
          title={t('detail.confirmDonorsTitle')}
          description={t('detail.confirmDonorsDescription', { applicant: request.applicant })}
          confirmLabel={t('detail.confirmDonors')}
          confirmingLabel={t('detail.confirmingDonors')}
          cancelLabel={t('detail.goBack')}
          onOpen={() => setDonors([])}
          onConfirm={() => {
            if (donors.length === 0) return;
            return confirmDonors({ variables: { requestId: request.id, donorHelperIds: donors } }).then(
              () => toast.success(t('common:donationMessages.donorsConfirmed')),
              (error: unknown) => toastFailure(error),
            );
          }}
        >
          <DonorChecklist helpers={current} selected={donors} onChange={setDonors} />
        </ConfirmDialog>
      )}
      {inactive && <PostAgainButton request={request} />}
      <ShareButton {...share} />
      <WhatsAppShareLink text={share.text} path={share.path} />
    </Flex>
  );
}

/**
 * "Post again" on a closed request (fulfilled, cancelled or expired): /create-request prefilled
 * from it, all but the date, as a new request. The old one is left as it is.
 */
export function PostAgainButton({ request, size }: { request: BloodRequestFieldsFragment; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('requests');
  return (
    <Button asChild colorPalette="red" size={size}>
      <RouterLink to="/create-request" state={repostValues(request)}>
        {t('repost.button')}
      </RouterLink>
    </Button>
  );
}

/**
 * Everyone else's actions: 'Help {applicant}', share and 'Report abuse'. A signed-out visitor who
 * presses help or report goes to login, and comes back here afterwards.
 */
export function VisitorActions({ request, isAuthenticated }: RequestActionsProps) {
  const { t } = useTranslation(['requests', 'common']);
  const navigate = useNavigate();
  const share = useShareProps(request);
  const [reported, setReported] = useState(request.viewerHasReported);
  const [offerHelp, helping] = useMutation(OfferHelpMutation);
  const helpSubmission = useSubmissionKey();
  const [report, reporting] = useMutation(ReportRequestMutation);
  const toLogin = () => void navigate(withRedirectTarget(LOGIN_PATH, `/request/${request.id}`));
  // The help step (?help=1, a push alert's "I can help"): 'Help {applicant}' in view and focused,
  // so one press (Enter) offers help. Offering stays that deliberate press.
  const [searchParams] = useSearchParams();
  const helpStep = searchParams.has(REQUEST_HELP_PARAM);
  const helpButton = useRef<HTMLButtonElement>(null);
  const reportButton = useRef<HTMLButtonElement>(null);
  const helpDone = request.viewerHasHelped || !request.isActive;
  useFocusBackAfterBusy(helpButton, helping.loading);
  useFocusBackAfterBusy(reportButton, reporting.loading);
  useEffect(() => {
    if (!helpStep) return;
    helpButton.current?.scrollIntoView?.({ block: 'center' });
    helpButton.current?.focus();
  }, [helpStep]);

  // Helping shares the donor's blood group and contact: without them, say what is missing and
  // where to add it (the profile brings them back here), rather than a button that can only fail.
  const { user } = useAuth();
  const missing = isAuthenticated && user && request.isActive && !request.viewerHasHelped ? missingForHelp(user) : [];

  const client = useApolloClient();
  // A second press before the first one's answer (a double tap: the button shows it is busy only
  // after React has rendered) sends nothing.
  const inFlight = useRef<'help' | 'report' | null>(null);
  const help = () => {
    if (!isAuthenticated) return toLogin();
    if (inFlight.current === 'help') return;
    inFlight.current = 'help';
    offerHelp({ variables: { requestId: request.id, idempotencyKey: helpSubmission.keyFor(request.id) } })
      .then(
        () => {
          helpSubmission.done();
          toast.success(t('common:messages.helpSucceeded'));
          offerInstallOnce();
        },
        (error: unknown) => {
          toastFailure(error, {
            byCode: { ALREADY_HELPED: 'alreadyHelped', PROFILE_INCOMPLETE: 'completeProfileToHelp', HELP_REMOVED: 'helpRemoved', HELP_BLOCKED: 'helpBlocked', HELPING_HELD: 'helpingHeld' },
            fallback: 'helpFailed',
          });
          // Offered already (in another tab, say): the page reads the request again, so it shows
          // 'You offered help' and the contact that offer brought, as the offer's own answer would.
          if (readFailure(error).code === 'ALREADY_HELPED') void client.refetchQueries({ include: [BloodRequestQuery] }).catch(() => undefined);
        },
      )
      .finally(() => (inFlight.current = null));
  };
  const sendReport = () => {
    if (inFlight.current === 'report') return;
    inFlight.current = 'report';
    return report({ variables: { requestId: request.id } })
      .then(
        () => {
          setReported(true);
          toast.success(t('common:messages.reportSucceeded'));
        },
        (error: unknown) => {
          toastFailure(error, { byCode: { ALREADY_REPORTED: 'alreadyReportedRequest' }, fallback: 'reportFailed' });
          // Reported already (an answer lost on the way, another tab): the button says so.
          if (readFailure(error).code === 'ALREADY_REPORTED') setReported(true);
        },
      )
      .finally(() => (inFlight.current = null));
  };

  return (
    <Stack gap="3">
      {missing.length > 0 && <MissingForHelp missing={missing} requestId={request.id} />}
      <Flex gap="3" wrap="wrap" align="center">
        {missing.length === 0 && (
          <Button
            ref={helpButton}
            // Once offered, it reads as done (green, at full strength), not as a button that failed to load.
            {...(request.viewerHasHelped ? { colorPalette: 'green', variant: 'subtle' as const, _disabled: { opacity: 1, cursor: 'default' } } : { colorPalette: 'red' })}
            // Done, it stays focusable (aria-disabled): focus on it after the press is not lost.
            onClick={helpDone ? undefined : help}
            aria-disabled={helpDone || undefined}
            loading={helping.loading}
            loadingText={t('detail.sending')}
          >
            {request.viewerHasHelped ? t('detail.helped') : t('detail.help', { applicant: request.applicant })}
          </Button>
        )}
        <ShareButton {...share} />
        <WhatsAppShareLink text={share.text} path={share.path} />
        {reported || !isAuthenticated ? (
          // A visitor goes to login first; a report made stays said (focusable, aria-disabled).
          <Button ref={reportButton} variant="ghost" colorPalette="red" onClick={reported ? undefined : toLogin} aria-disabled={reported || undefined}>
            {reported ? t('detail.reported') : t('detail.report')}
          </Button>
        ) : (
          // A report cannot be taken back, and enough of them hide an urgent request: asked first,
          // so a slip of the finger beside 'Help' does not count.
          <ConfirmDialog
            trigger={t('detail.report')}
            triggerProps={{ variant: 'ghost', colorPalette: 'red', loading: reporting.loading }}
            title={t('detail.reportTitle')}
            description={t('detail.reportConfirm')}
            confirmLabel={t('detail.report')}
            cancelLabel={t('detail.goBack')}
            confirmingLabel={t('detail.sending')}
            onConfirm={sendReport}
          />
        )}
      </Flex>
    </Stack>
  );
}

type MissingPart = 'bloodGroup' | 'contact';

/** What helping needs that the profile lacks: the blood group, and the contact (phone and pincode). */
export function missingForHelp(user: { isBloodGroupAdded: boolean; isContactInfoFilled: boolean }): MissingPart[] {
  return [...(user.isBloodGroupAdded ? [] : (['bloodGroup'] as const)), ...(user.isContactInfoFilled ? [] : (['contact'] as const))];
}

/** Where each part is added on the profile page (its section's id). */
const SECTION_OF: Record<MissingPart, string> = { bloodGroup: 'health', contact: 'contact' };

function MissingForHelp({ missing, requestId }: { missing: MissingPart[]; requestId: string }) {
  const { t } = useTranslation(['requests', 'common']);
  const to = `${withRedirectTarget('/profile-edit', `/request/${requestId}`)}#${SECTION_OF[missing[0]]}`;
  return (
    <Alert.Root status="info" borderRadius="lg">
      <Alert.Indicator aria-hidden />
      <Alert.Content>
        <Alert.Title>{t('detail.missingTitle')}</Alert.Title>
        <Alert.Description>
          <List.Root ps="5" my="1">
            {missing.map((part) => (
              <List.Item key={part}>{t(`detail.missing.${part}`)}</List.Item>
            ))}
          </List.Root>
          <Link asChild fontWeight="semibold" textDecoration="underline">
            <RouterLink to={to}>{t('detail.missingLink', { count: missing.length })}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
