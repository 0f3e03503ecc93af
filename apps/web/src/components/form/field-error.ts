import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../lib/i18n';

/** A field's error in the reader's language: every message this layer sets is a key of the common texts. */
export function useFieldErrorText(error: FieldError | undefined): string | undefined {
  const { t } = useTranslation('common');
  return error?.message ? t(error.message as TranslationKey) : undefined;
}
