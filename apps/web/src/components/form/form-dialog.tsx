import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FailureTextOptions } from '../../lib/errors';
import { Form } from './form';
import { SubmitButton } from './submit-button';

export interface FormDialogProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  /** What the dialog asks, above its fields. */
  description: string;
  cancelLabel: string;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the checked values; a rejection stays in the dialog (Form shows it). The caller closes it. */
  onSubmit: (values: Output) => Promise<void>;
  failureTexts?: FailureTextOptions;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A small form behind a dialog (report a helper, a moderator's reason): a title, what is asked,
 * the fields, then Cancel and the submit button. While the form is sending, the dialog stays open
 * (no Escape, no outside click, Cancel disabled).
 */
export function FormDialog<Values extends FieldValues, Output>({
  form,
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel,
  submitLabel,
  submittingLabel,
  onSubmit,
  failureTexts,
  children,
}: FormDialogProps<Values, Output>) {
  return (
    <Dialog.Root placement="center" open={open} onOpenChange={(details) => form.formState.isSubmitting || onOpenChange(details.open)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Form form={form} onSubmit={onSubmit} failureTexts={failureTexts}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{description}</Dialog.Description>
                  {children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={form.formState.isSubmitting}>
                    {cancelLabel}
                  </Button>
                </Dialog.ActionTrigger>
                <SubmitButton control={form.control} loadingText={submittingLabel}>
                  {submitLabel}
                </SubmitButton>
              </Dialog.Footer>
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
