import { Button, Dialog, Portal, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** The button that opens the dialog, and names the action. */
  trigger: ReactNode;
  triggerProps?: Omit<ButtonProps, 'children' | 'onClick'>;
  title: string;
  /** What happens, in the product's words. */
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while a returned promise is pending. */
  confirmingLabel?: string;
  /**
   * Runs when confirmed. When it returns a promise, the dialog stays open with its confirm button
   * busy until that settles, then closes; otherwise it closes at once.
   */
  onConfirm: () => void | Promise<unknown>;
  /** More of the dialog's body, under the description (choices that go with the action). */
  children?: ReactNode;
  /** Called when the dialog opens (to reset the choices in `children`). */
  onOpen?: () => void;
}

/**
 * An action behind a confirmation (an alert dialog: focus moves into it, Escape and the cancel
 * button close it, focus returns to the trigger). Styled by the app system's dialog recipe, which
 * closes it in 300 ms (SPEC section 9).
 */
export function ConfirmDialog({ trigger, triggerProps, title, description, confirmLabel, cancelLabel, confirmingLabel, onConfirm, children, onOpen }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    const pending = onConfirm();
    if (!pending) return setOpen(false);
    setBusy(true);
    void pending.finally(() => {
      setBusy(false);
      setOpen(false);
    });
  };
  return (
    <Dialog.Root
      role="alertdialog"
      placement="center"
      open={open}
      // While the confirmed action runs, the dialog stays until it settles (no Escape, no outside click).
      onOpenChange={(details) => {
        if (busy) return;
        if (details.open) onOpen?.();
        setOpen(details.open);
      }}
    >
      <Dialog.Trigger asChild>
        <Button {...triggerProps}>{trigger}</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{description}</Dialog.Description>
              {children}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={confirm} loading={busy} loadingText={confirmingLabel}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
