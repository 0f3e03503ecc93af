import { Button, type ButtonProps } from '@chakra-ui/react';
import { useContext, useRef } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { useFocusBackAfterBusy } from '../../hooks/use-page-focus';
import { LeavesOnSuccessContext } from './form';

export interface SubmitButtonProps<Values extends FieldValues> extends Omit<ButtonProps, 'type' | 'loading'> {
  control: Control<Values, unknown, unknown>;
  /** Shown, and announced, while busy. */
  loadingText: string;
}

/**
 * Busy (disabled, showing its loading text) while the submit runs, and after a success that leaves
 * the page. Disabled, it loses the focus to the body: once the submit is over, the focus comes
 * back to it, unless it went somewhere (the first field in error).
 */
export function SubmitButton<Values extends FieldValues>({ control, ...props }: SubmitButtonProps<Values>) {
  const { isSubmitting, isSubmitSuccessful } = useFormState({ control });
  const leavesOnSuccess = useContext(LeavesOnSuccessContext);
  const button = useRef<HTMLButtonElement>(null);
  useFocusBackAfterBusy(button, isSubmitting);
  return <Button type="submit" colorPalette="red" {...props} ref={button} loading={isSubmitting || (leavesOnSuccess && isSubmitSuccessful)} />;
}
