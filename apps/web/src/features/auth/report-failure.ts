import { toast } from 'react-toastify';
import { errorText, readFailure } from '../../lib/errors';
import type { FieldErrors } from './validation';

/**
 * Shows a failed login or signup: the server's per-field validation messages at their fields
 * when it sent some for this form, otherwise one toast with the catalogue's text for the code
 * (402 'User does not exist', 403 'Incorrect password', ...). No toast when no response came:
 * the transport already showed 'Connection with server failed '.
 */
export function reportFailure<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  showFieldErrors: (errors: FieldErrors<Field>) => void,
): void {
  const failure = readFailure(error);
  if (failure.code === 'VALIDATION_FAILED' && failure.fields) {
    const atFields: FieldErrors<Field> = {};
    for (const field of fields) if (failure.fields[field]) atFields[field] = failure.fields[field];
    if (Object.keys(atFields).length > 0) {
      showFieldErrors(atFields);
      return;
    }
  }
  const text = errorText(failure);
  if (text) toast.error(text);
}
