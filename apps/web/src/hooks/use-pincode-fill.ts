import { useEffect, useState } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues, type UseFormSetValue } from 'react-hook-form';
import { lookupPincode } from '../lib/pincode';

export interface PincodeFillFields<Values extends FieldValues> {
  pincode: FieldPath<Values>;
  district: FieldPath<Values>;
  state: FieldPath<Values>;
}

/**
 * Pincode first: as soon as a known pincode is typed into `fields.pincode`, its district and state
 * (from the server's pincode table, lib/pincode.ts) are filled into their fields, which stay
 * editable. A pincode equal to `unchanged` (one saved with its district and state) is left alone.
 * Returns the pincode they were last filled from, for a status line, and a way to forget it.
 */
export function usePincodeFill<Values extends FieldValues>(
  control: Control<Values, unknown, unknown>,
  setValue: UseFormSetValue<Values>,
  fields: PincodeFillFields<Values>,
  unchanged = '',
): { filledFrom: string | null; forget: () => void } {
  const pincode: unknown = useWatch({ control, name: fields.pincode });
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const { district, state } = fields;
  useEffect(() => {
    const code = typeof pincode === 'string' ? pincode.trim() : '';
    if (code === unchanged) return;
    const controller = new AbortController();
    void lookupPincode(code, controller.signal).then((place) => {
      if (!place || controller.signal.aborted) return;
      const set = setValue as unknown as (name: string, value: string, options: { shouldDirty: boolean; shouldValidate: boolean }) => void;
      const options = { shouldDirty: true, shouldValidate: true };
      if (place.district) set(district, place.district, options);
      if (place.state) set(state, place.state, options);
      setFilledFrom(code);
    });
    return () => controller.abort();
  }, [pincode, unchanged, setValue, district, state]);
  return { filledFrom, forget: () => setFilledFrom(null) };
}
