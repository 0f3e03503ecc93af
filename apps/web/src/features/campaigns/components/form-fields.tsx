import { chakra, Field, Flex, Image, Input, NativeSelect, Text, Textarea, type TextareaProps } from '@chakra-ui/react';
import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_BYTES } from '@redhope/domain';
import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationKey, type TranslationKey } from '../../../lib/i18n';

/** The field's error (a catalogue key, from the schema or the server), in the reader's language. */
function useFieldError<Values extends FieldValues>(control: Control<Values, unknown, unknown>, name: FieldPath<Values>) {
  const controller = useController({ control, name });
  const { t } = useTranslation();
  const message = controller.fieldState.error?.message;
  return { ...controller, error: message ? t(message as TranslationKey) : undefined };
}

interface BaseProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  label: string;
}

export function SelectField<Values extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  options,
}: BaseProps<Values> & { placeholder: string; options: readonly { value: string; label: string }[] }) {
  const { field, error } = useFieldError(control, name);
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function TextareaField<Values extends FieldValues>({
  control,
  name,
  label,
  ...props
}: BaseProps<Values> & Omit<TextareaProps, 'name' | 'value' | 'defaultValue'>) {
  const { field, error } = useFieldError(control, name);
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <Textarea
        {...props}
        ref={field.ref}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-describedby={error ? errorId : undefined}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A native checkbox (no extra UI library on the page), labelled by its text, its error announced with it. */
export function CheckboxField<Values extends FieldValues>({ control, name, label }: BaseProps<Values>) {
  const { field, error } = useFieldError(control, name);
  const errorId = useId();
  const inputId = useId();
  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
      <Flex as="span" gap="2.5" align="flex-start">
        <chakra.input
          type="checkbox"
          id={inputId}
          ref={field.ref}
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          boxSize="4"
          mt="1"
          flexShrink={0}
          cursor="pointer"
          css={{ accentColor: 'var(--chakra-colors-red-600)' }}
        />
        <chakra.label htmlFor={inputId} cursor="pointer" textStyle="sm">
          {label}
        </chakra.label>
      </Flex>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A local preview of the chosen image (an object URL, released when the file changes). */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/**
 * The leaflet picker: JPEG, PNG or WebP, with 'Maximum acceptable file size is 10mb' shown before
 * anything is chosen. A larger file is refused here, before any upload: it is not kept, and the
 * warning becomes the field's error. A chosen image shows as a preview.
 */
export function LeafletField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
  setError,
  clearErrors,
}: BaseProps<Values> & { hint?: ReactNode } & Pick<UseFormReturn<Values, unknown, unknown>, 'setError' | 'clearErrors'>) {
  const { t } = useTranslation();
  const { field, error } = useFieldError(control, name);
  const hintId = useId();
  const errorId = useId();
  const file = field.value instanceof File ? field.value : null;
  const preview = usePreviewUrl(file);
  return (
    <Field.Root invalid={Boolean(error)} ids={{ errorText: errorId }}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="file"
        accept={IMAGE_ACCEPTED_TYPES.join(',')}
        ref={field.ref}
        name={field.name}
        onBlur={field.onBlur}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        h="auto"
        py="2"
        fontSize="sm"
        cursor="pointer"
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const chosen = event.target.files?.[0] ?? null;
          if (chosen && chosen.size > IMAGE_MAX_BYTES) {
            // Refused before any upload: the file is dropped and the warning shows as the error.
            event.target.value = '';
            field.onChange(null);
            setError(field.name, { type: 'size', message: validationKey('leafletTooLarge') });
            return;
          }
          clearErrors(field.name);
          field.onChange(chosen);
        }}
      />
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {hint ?? t('validation.leafletTooLarge')}
      </Text>
      <Field.ErrorText>{error}</Field.ErrorText>
      {preview && (
        <Image src={preview} alt={t('campaigns.form.leafletPreview')} mt="2" maxH="64" maxW="full" objectFit="contain" borderRadius="md" borderWidth="1px" />
      )}
    </Field.Root>
  );
}
