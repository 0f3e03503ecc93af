import { Field, Input, type InputProps } from '@chakra-ui/react';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../lib/i18n';
import { isRequiredField } from './required';

export interface TextFieldProps<Values extends FieldValues> extends Omit<InputProps, 'name' | 'value' | 'defaultValue'> {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  label: string;
}

/**
 * A labelled Chakra input bound to a form field. Its error (a key of the common texts, from the schema or
 * the server) shows under it in the reader's language and is announced with the input
 * (aria-describedby); aria-invalid marks it.
 */
export function TextField<Values extends FieldValues>({ control, name, label, ...inputProps }: TextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const { t } = useTranslation('common');
  const errorId = useId();
  // Every message this layer sets is a key of the common texts: the schemas' and the server's alike.
  const error = fieldState.error?.message ? t(fieldState.error.message as TranslationKey) : undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={isRequiredField(control, name)} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <Input
        {...inputProps}
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
