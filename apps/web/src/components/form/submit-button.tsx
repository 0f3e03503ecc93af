import { Button, type ButtonProps } from '@chakra-ui/react';
import { useContext } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { LeavesOnSuccessContext } from './form';

export interface SubmitButtonProps<Values extends FieldValues> extends Omit<ButtonProps, 'type' | 'loading'> {
  control: Control<Values, unknown, unknown>;
  /** Shown, and announced, while busy. */
  loadingText: string;
}

/** Busy (disabled, showing its loading text) while the submit runs, and after a success that leaves the page. */
export function SubmitButton<Values extends FieldValues>({ control, ...props }: SubmitButtonProps<Values>) {
  const { isSubmitting, isSubmitSuccessful } = useFormState({ control });
  const leavesOnSuccess = useContext(LeavesOnSuccessContext);
  return <Button type="submit" colorPalette="red" {...props} loading={isSubmitting || (leavesOnSuccess && isSubmitSuccessful)} />;
}
