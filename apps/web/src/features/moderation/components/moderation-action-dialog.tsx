import { Button, type ButtonProps } from '@chakra-ui/react';
import { MODERATION_REASON_MAX_LENGTH, MODERATION_REASON_MIN_LENGTH, type ModerationAction } from '@redhope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog, TextareaField, useZodForm } from '../../../components/form';
import { validationKey } from '../../../lib/i18n';

const reasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(MODERATION_REASON_MIN_LENGTH, validationKey('moderationReason'))
    .max(MODERATION_REASON_MAX_LENGTH, validationKey('moderationReason')),
});

export interface ModerationActionDialogProps {
  action: ModerationAction;
  /** The author's name, for a ban or an unban. */
  name?: string;
  /** On a helper under review: "restore" clears their hold, and says so. */
  helper?: boolean;
  triggerProps?: Omit<ButtonProps, 'children' | 'onClick'>;
  /** Sends the action with its reason; the dialog closes when it resolves, and stays open (the form shows why) when it rejects. */
  onConfirm: (reason: string) => Promise<void>;
}

/** One moderation action behind a dialog that asks why (the reason is required and goes to the audit log). */
export function ModerationActionDialog({ action, name, helper = false, triggerProps, onConfirm }: ModerationActionDialogProps) {
  const { t } = useTranslation('moderation');
  const [open, setOpen] = useState(false);
  const clearsHelper = helper && action === 'RESTORE';
  const form = useZodForm(reasonSchema, { reason: '' });
  const submit = async ({ reason }: z.output<typeof reasonSchema>) => {
    await onConfirm(reason);
    setOpen(false);
    form.reset();
  };
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" {...triggerProps}>
          {helper && (action === 'BAN' || action === 'UNBAN') ? t(`helperActions.${action}`) : t(`actions.${action}`)}
        </Button>
      }
      title={clearsHelper ? t('restoreHelper.title') : t(`actionTitle.${action}`, { name })}
      description={clearsHelper ? t('restoreHelper.hint') : t(`actionHint.${action}`)}
      cancelLabel={t('cancel')}
      submitLabel={t('confirm')}
      submittingLabel={t('confirming')}
      onSubmit={submit}
    >
      <TextareaField control={form.control} name="reason" label={t('reason')} rows={3} maxLength={MODERATION_REASON_MAX_LENGTH} autoFocus />
    </FormDialog>
  );
}
