import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { REPORT_REASONS, type ReportReason } from '@redhope/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { FormDialog, SelectField, useZodForm } from '../../../components/form';
import { focusIsAdrift } from '../../../hooks/use-page-focus';
import { readFailure } from '../../../lib/errors';
import { ReportHelperMutation } from '../report-helper.graphql';

const reportSchema = z.object({ reason: z.enum(REPORT_REASONS) });

export interface ReportHelperDialogProps {
  requestId: string;
  helperId: string;
  userName: string;
  /** The owner reported this helper on this request before (the helper list says so after a reload). */
  alreadyReported?: boolean;
}

/**
 * "Report" on a helper's row of the owner's request page: the owner says what went wrong (asked
 * for money first, the abuse the product watches for). Once sent, or already sent, the button says so.
 */
export function ReportHelperDialog({ requestId, helperId, userName, alreadyReported = false }: ReportHelperDialogProps) {
  const { t } = useTranslation(['requests', 'common']);
  const [open, setOpen] = useState(false);
  const [reportedNow, setReported] = useState(false);
  const reported = alreadyReported || reportedNow;
  const [report] = useMutation(ReportHelperMutation);
  const form = useZodForm(reportSchema, { reason: 'SCAM' as ReportReason });
  // The dialog that had the focus is gone once the report is sent: the focus goes to the button
  // that now says so (focusable, aria-disabled), not to the page.
  const reportedButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (reportedNow && focusIsAdrift()) reportedButton.current?.focus();
  }, [reportedNow]);
  const done = () => {
    setReported(true);
    setOpen(false);
  };
  const submit = async ({ reason }: z.output<typeof reportSchema>) => {
    try {
      await report({ variables: { requestId, helperId, reason } });
    } catch (error) {
      if (readFailure(error).code !== 'ALREADY_REPORTED') throw error;
      toast.info(t('common:messages.alreadyReportedHelper'));
      done();
      return;
    }
    toast.success(t('reportHelper.sent'));
    done();
  };
  if (reported) {
    return (
      <Button ref={reportedButton} size="sm" variant="ghost" colorPalette="red" aria-disabled>
        {t('reportHelper.reported')}
      </Button>
    );
  }
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="ghost" colorPalette="red" aria-label={t('reportHelper.actionLabel', { userName })}>
          {t('reportHelper.action')}
        </Button>
      }
      title={t('reportHelper.title', { userName })}
      description={t('reportHelper.hint')}
      cancelLabel={t('reportHelper.cancel')}
      submitLabel={t('reportHelper.send')}
      submittingLabel={t('reportHelper.sending')}
      onSubmit={submit}
      failureTexts={{ fallback: 'reportFailed' }}
    >
      <SelectField
        control={form.control}
        name="reason"
        label={t('reportHelper.reason')}
        options={REPORT_REASONS.map((value) => ({ value, label: t(`reportHelper.reasons.${value}`) }))}
      />
    </FormDialog>
  );
}
