import { useRef, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './validation';

/**
 * The state both auth forms share: values, per-field errors cleared on typing, and focus moved to
 * the first field in error so keyboard and screen-reader users land on what needs fixing.
 */
export function useFieldForm<Field extends string>(fields: readonly Field[], initial: Record<Field, string>) {
  const [values, setValues] = useState<Record<Field, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const inputRef = (field: Field) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  return { values, errors, setErrors, change, showErrors, inputRef };
}
