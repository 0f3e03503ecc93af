import { Field, Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, useId } from 'react';

export interface TextFieldProps extends InputProps {
  label: string;
  /** The validation message shown under the field; marks the input invalid. */
  error?: string;
}

/** A labelled input with its validation message, announced with the input (aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, ...inputProps }, ref) {
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <Input ref={ref} {...inputProps} aria-describedby={error ? errorId : undefined} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});
