import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import { failureMessageKey, keyOfServerText, readFailure, type FailureTextOptions } from '../../lib/errors';
import { i18n, messageKey } from '../../lib/i18n';

/**
 * The one place a failed submit is shown. A validation failure whose fields this form has goes to
 * those fields (the server's texts, in the reader's language) and the first of them, in the
 * form's order, gets focus; anything else is one toast with the common text for the code.
 * The form is marked failed either way (a root error), so it stops looking busy.
 */
export function showSubmitFailure<Values extends FieldValues, Output>(
  error: unknown,
  form: UseFormReturn<Values, unknown, Output>,
  options: FailureTextOptions = {},
): void {
  const failure = readFailure(error);
  const order = Object.keys(form.getValues());
  const atFields =
    failure.code === 'VALIDATION_FAILED'
      ? Object.entries(failure.fields ?? {})
          .filter(([name]) => form.getValues(name as FieldPath<Values>) !== undefined)
          .sort(([a], [b]) => order.indexOf(a.split('.')[0]) - order.indexOf(b.split('.')[0]))
      : [];

  atFields.forEach(([name, text], index) => {
    const message = keyOfServerText(text) ?? messageKey('invalidInput');
    form.setError(name as FieldPath<Values>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  const key = atFields.length > 0 ? null : failureMessageKey(failure, options);
  if (key) toast.error(i18n.t(key));
  form.setError('root.server', { type: 'server', message: key ?? undefined });
}
