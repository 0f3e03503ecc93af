import { Checkbox, Field } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from './field-error';
import { isRequiredField } from './required';

export interface CheckboxFieldProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  /** A boolean field. */
  name: FieldPath<Values>;
  label: string;
}

/** A checkbox bound to a boolean form field, its label beside it; its recipe comes with it. */
export function CheckboxField<Values extends FieldValues>({ control, name, label }: CheckboxFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const error = useFieldErrorText(fieldState.error);
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} required={isRequiredField(control, name)} ids={{ errorText: errorId }}>
      <Checkbox.Root
        recipe={checkboxSlotRecipe}
        colorPalette="red"
        checked={field.value === true}
        onCheckedChange={(details) => field.onChange(details.checked === true)}
        name={field.name}
        invalid={Boolean(error)}
      >
        <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} aria-describedby={error ? errorId : undefined} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
