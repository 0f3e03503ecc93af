import { Button, Dialog, Portal, Stack, type ButtonProps } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { MODERATION_REASON_MAX_LENGTH, MODERATION_REASON_MIN_LENGTH, type ModerationAction } from '@redhope/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SubmitButton, TextareaField, useZodForm } from '../../../components/form';
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
  triggerProps?: Omit<ButtonProps, 'children' | 'onClick'>;
  /** Sends the action with its reason; the dialog closes when it resolves, and stays open (the form shows why) when it rejects. */
  onConfirm: (reason: string) => Promise<void>;
}

/** One moderation action behind a dialog that asks why (the reason is required and goes to the audit log). */
export function ModerationActionDialog({ action, name, triggerProps, onConfirm }: ModerationActionDialogProps) {
  const { t } = useTranslation('moderation');
  const [open, setOpen] = useState(false);
  const form = useZodForm(reasonSchema, { reason: '' });
  const submit = async ({ reason }: z.output<typeof reasonSchema>) => {
    await onConfirm(reason);
    setOpen(false);
    form.reset();
  };
  return (
    <Dialog.Root recipe={dialogSlotRecipe} placement="center" open={open} onOpenChange={(details) => form.formState.isSubmitting || setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" {...triggerProps}>
          {t(`actions.${action}`)}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Form form={form} onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{t(`actionTitle.${action}`, { name })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{t(`actionHint.${action}`)}</Dialog.Description>
                  <TextareaField control={form.control} name="reason" label={t('reason')} rows={3} maxLength={MODERATION_REASON_MAX_LENGTH} autoFocus />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={form.formState.isSubmitting}>
                    {t('cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <SubmitButton control={form.control} loadingText={t('confirming')}>
                  {t('confirm')}
                </SubmitButton>
              </Dialog.Footer>
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

