import { Field, Textarea, type TextareaProps } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from './field-error';
import { isRequiredField } from './required';

export interface TextareaFieldProps<Values extends FieldValues> extends Omit<TextareaProps, 'name' | 'value' | 'defaultValue'> {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  label: string;
}

/** A labelled text area bound to a form field; its recipe comes with it (not in the first page's system). */
export function TextareaField<Values extends FieldValues>({ control, name, label, ...props }: TextareaFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const error = useFieldErrorText(fieldState.error);
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} required={isRequiredField(control, name)} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        recipe={textareaRecipe}
        {...props}
        ref={field.ref}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-describedby={error ? errorId : undefined}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
