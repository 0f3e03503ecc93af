import { Field, NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from './field-error';
import { isRequiredField } from './required';

export interface SelectFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  label: string;
  /** Shown first with an empty value, so nothing is chosen by default. */
  /** The empty first choice; leave it out when the field always has a value. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

/**
 * A labelled native select bound to a form field (a native control: the phone's own picker, and
 * no listbox script). Its recipe comes with it: the first page never carries it (app/system.ts).
 */
export function SelectField<Values extends FieldValues>({ control, name, label, placeholder, options }: SelectFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const error = useFieldErrorText(fieldState.error);
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} required={isRequiredField(control, name)} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-describedby={error ? errorId : undefined}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator aria-hidden />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
