import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { rememberFormRules } from './required';

/** A schema whose input is the form's raw values; its output (trimmed, normalised) is what gets sent. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ZodForm<Schema extends FormSchema> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;

/**
 * A react-hook-form form checked by a zod schema built from the rules in libs/domain. Its messages
 * are keys of the common texts (validationKey(...)), shown in the reader's language by the fields; the fields it
 * refuses empty are marked required (required.ts). Errors show after the first submit and then follow the typing; the first field in error gets focus.
 */
export function useZodForm<Schema extends FormSchema>(schema: Schema, defaultValues: DefaultValues<z.input<Schema>>): ZodForm<Schema> {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  // The fields read from it which of them the schema requires.
  rememberFormRules(form.control, schema, defaultValues);
  return form;
}
