import { Field, Image, Input, Text } from '@chakra-ui/react';
import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_BYTES } from '@redhope/domain';
import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isRequiredField, useFieldErrorText } from '../../../components/form';
import { validationKey } from '../../../lib/i18n';

interface BaseProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  label: string;
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

/** Bytes as megabytes (MiB, as the 10mb limit counts them): one decimal, more only where one would hide that `bytes` is over `limit`. */
function megabytes(bytes: number, limit = IMAGE_MAX_BYTES): string {
  const value = bytes / 1_048_576;
  for (let digits = 1; digits < 6; digits++) {
    const shown = Number(value.toFixed(digits));
    if (bytes <= limit || shown * 1_048_576 > limit) return String(shown);
  }
  return String(Number(value.toFixed(6)));
}

/**
 * The leaflet picker: JPEG, PNG or WebP, with 'Maximum acceptable file size is 10mb' shown before
 * anything is chosen. A larger file is refused here, before any upload: it is not kept, and the
 * error says how large it was beside the limit (not the warning again). A chosen image shows as a
 * preview.
 */
export function LeafletField<Values extends FieldValues>({
  control,
  name,
  label,
  hint,
  setError,
  clearErrors,
}: BaseProps<Values> & { hint?: ReactNode } & Pick<UseFormReturn<Values, unknown, unknown>, 'setError' | 'clearErrors'>) {
  const { t } = useTranslation(['campaigns', 'common']);
  const { field, fieldState } = useController({ control, name });
  const schemaError = useFieldErrorText(fieldState.error);
  // The size of the file refused for being too large, while that refusal is the field's error.
  const [refusedBytes, setRefusedBytes] = useState<number | null>(null);
  const error =
    fieldState.error?.type === 'size' && refusedBytes !== null
      ? t('form.leafletTooLarge', { size: megabytes(refusedBytes), limit: megabytes(IMAGE_MAX_BYTES) })
      : schemaError;
  const hintId = useId();
  const errorId = useId();
  const value: unknown = field.value;
  const file = value instanceof File ? value : null;
  const preview = usePreviewUrl(file);
  return (
    <Field.Root invalid={Boolean(error)} required={isRequiredField(control, name)} ids={{ errorText: errorId }}>
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
            // Refused before any upload: the file is dropped, and the error says its size.
            event.target.value = '';
            field.onChange(null);
            setRefusedBytes(chosen.size);
            setError(field.name, { type: 'size', message: validationKey('leafletTooLarge') });
            return;
          }
          setRefusedBytes(null);
          clearErrors(field.name);
          field.onChange(chosen);
        }}
      />
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {hint ?? t('common:validation.leafletTooLarge')}
      </Text>
      <Field.ErrorText>{error}</Field.ErrorText>
      {preview && (
        <Image src={preview} alt={t('form.leafletPreview')} mt="2" maxH="64" maxW="full" objectFit="contain" borderRadius="md" borderWidth="1px" />
      )}
    </Field.Root>
  );
}
