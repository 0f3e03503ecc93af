import { Button, Dialog, Portal, type ButtonProps } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  /** The button that opens the dialog, and names the action. */
  trigger: ReactNode;
  triggerProps?: Omit<ButtonProps, 'children' | 'onClick'>;
  /** What happens, in the product's words. */
  description: string;
  /** Runs when confirmed; the dialog closes first. */
  onConfirm: () => void;
}

/**
 * An action behind a confirmation (an alert dialog: focus moves into it, Escape and 'Go back'
 * close it, focus returns to the button). Its recipe comes with it, not in the first page's system.
 */
export function ConfirmDialog({ trigger, triggerProps, description, onConfirm }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root recipe={dialogSlotRecipe} role="alertdialog" placement="center" open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button {...triggerProps}>{trigger}</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('requests.detail.confirmTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('requests.detail.goBack')}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={() => {
                  setOpen(false);
                  onConfirm();
                }}
              >
                {t('requests.detail.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
