import { Button, Flex } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { REQUEST_HELP_PARAM } from '@redhope/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmissionKey } from '../../../hooks/use-submission-key';
import { needText } from '../../../lib/need';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { BloodRequestFieldsFragment } from '../../../gql/graphql';
import { toastFailure } from '../../../lib/errors';
import { LOGIN_PATH, withRedirectTarget } from '../../../lib/redirect';
import { CancelRequestMutation } from '../cancel-request.graphql';
import { FulfillRequestMutation } from '../fulfill-request.graphql';
import { OfferHelpMutation } from '../offer-help.graphql';
import { ReportRequestMutation } from '../report-request.graphql';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { offerInstallOnce } from '../../../components/install-offer';
import { WhatsAppShareLink } from '../../../components/whatsapp-share-link';
import { ShareButton } from './share-button';

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

/** The owner's actions: Mark as fulfilled and Cancel request, each confirmed, both off once inactive; and share. */
export function OwnerActions({ request }: { request: BloodRequestFieldsFragment }) {
  const { t } = useTranslation(['requests', 'common']);
  const share = useShareProps(request);
  const [fulfil, fulfilling] = useMutation(FulfillRequestMutation);
  const [cancel, canceling] = useMutation(CancelRequestMutation);
  const busy = fulfilling.loading || canceling.loading;
  const inactive = !request.isActive;

  return (
    <Flex gap="3" wrap="wrap">
      <ConfirmDialog
        trigger={t('detail.markFulfilled')}
        triggerProps={{ colorPalette: 'red', disabled: inactive || busy, loading: fulfilling.loading }}
        title={t('detail.confirmTitle')}
        description={t('detail.confirmFulfil')}
        confirmLabel={t('detail.markFulfilled')}
        cancelLabel={t('detail.goBack')}
        onConfirm={() => {
          fulfil({ variables: { id: request.id } }).then(
            () => toast.success(t('common:messages.fulfilSucceeded')),
            (error: unknown) => toastFailure(error, { fallback: 'fulfilFailed' }),
          );
        }}
      />
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
      <ShareButton {...share} />
      <WhatsAppShareLink text={share.text} path={share.path} />
    </Flex>
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
  useEffect(() => {
    if (!helpStep) return;
    helpButton.current?.scrollIntoView?.({ block: 'center' });
    helpButton.current?.focus();
  }, [helpStep]);

  const help = () => {
    if (!isAuthenticated) return toLogin();
    offerHelp({ variables: { requestId: request.id, idempotencyKey: helpSubmission.keyFor(request.id) } }).then(
      () => {
        helpSubmission.done();
        toast.success(t('common:messages.helpSucceeded'));
        offerInstallOnce();
      },
      (error: unknown) =>
        toastFailure(error, { byCode: { ALREADY_HELPED: 'alreadyHelped', PROFILE_INCOMPLETE: 'completeProfileToHelp' }, fallback: 'helpFailed' }),
    );
  };
  const sendReport = () => {
    if (!isAuthenticated) return toLogin();
    report({ variables: { requestId: request.id } }).then(
      () => {
        setReported(true);
        toast.success(t('common:messages.reportSucceeded'));
      },
      (error: unknown) => toastFailure(error, { byCode: { ALREADY_REPORTED: 'alreadyReportedRequest' }, fallback: 'reportFailed' }),
    );
  };

  return (
    <Flex gap="3" wrap="wrap" align="center">
      <Button
        ref={helpButton}
        colorPalette="red"
        onClick={help}
        disabled={request.viewerHasHelped || !request.isActive}
        loading={helping.loading}
        loadingText={t('detail.sending')}
      >
        {request.viewerHasHelped ? t('detail.helped') : t('detail.help', { applicant: request.applicant })}
      </Button>
      <ShareButton {...share} />
      <WhatsAppShareLink text={share.text} path={share.path} />
      <Button variant="ghost" colorPalette="red" onClick={sendReport} disabled={reported} loading={reporting.loading}>
        {reported ? t('detail.reported') : t('detail.report')}
      </Button>
    </Flex>
  );
}
