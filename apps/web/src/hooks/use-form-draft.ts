import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readDraft, removeDraft, writeDraft, type StoredDraft } from '../lib/drafts';

export interface FormDraftOptions<Values extends FieldValues> {
  /** The storage key (lib/drafts `draftKey(userId, form)`); null while the user is unknown. */
  storageKey: string | null;
  /** The form's empty values: a draft equal to them is no draft. */
  empty: Values;
  /** Fields never kept (a commitment the user gives afresh). */
  omit?: readonly (keyof Values & string)[];
  /** File fields: never kept; a draft only notes that one had been chosen. */
  fileFields?: readonly (keyof Values & string)[];
  /** Values to start from instead of the stored draft (posting a closed request again). */
  prefill?: Partial<Values> | null;
}

export interface FormDraft<Values extends FieldValues = FieldValues> {
  /** The draft brought back when the form opened (null when it started empty or prefilled). */
  restored: { hadFile: boolean } | null;
  /** The values the form opened with (the restored draft or the prefill), e.g. to leave their pincode's district alone. */
  startValues: Partial<Values> | null;
  /** Whether a draft is stored now (something was typed and not yet sent or discarded). */
  hasDraft: boolean;
  /** "Discard draft": forgets it and empties the form. */
  discard: () => void;
  /** After a successful submit: forgets the draft and stops keeping one. */
  clear: () => void;
}

function snapshot<Values extends FieldValues>(values: Partial<Values>, omit: readonly string[], fileFields: readonly string[]): StoredDraft<Values> {
  const kept: Record<string, unknown> = {};
  let hadFile = false;
  for (const [name, value] of Object.entries(values)) {
    if (fileFields.includes(name)) {
      if (value instanceof File) hadFile = true;
      continue;
    }
    if (omit.includes(name)) continue;
    kept[name] = value;
  }
  return { values: kept as Partial<Values>, hadFile };
}

/**
 * Keeps a form's draft in sessionStorage while the tab lives: restored when the form opens again
 * (after "Learn more" and Back), cleared by a successful submit or "Discard draft".
 */
export function useFormDraft<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  { storageKey, empty, omit = [], fileFields = [], prefill = null }: FormDraftOptions<Values>,
): FormDraft<Values> {
  // The options are read once, when the form opens (as useForm reads its defaults).
  const initial = useRef({ empty, omit, fileFields, prefill });
  // What the form opens with, read when the user (the key) is known.
  const start = useMemo<StoredDraft<Values> | null>(() => {
    if (!storageKey) return null;
    const { prefill: prefilled, omit: skip, fileFields: files } = initial.current;
    return prefilled ? snapshot<Values>(prefilled, skip, files) : readDraft<Values>(storageKey);
  }, [storageKey]);
  const [restored, setRestored] = useState<{ hadFile: boolean } | null>(null);
  const [hasDraft, setHasDraft] = useState(false);
  const stopped = useRef(false);

  useEffect(() => {
    if (!storageKey) return;
    stopped.current = false;
    const { empty: blank, omit: skip, fileFields: files, prefill: prefilled } = initial.current;
    const emptySnapshot = JSON.stringify(snapshot(blank, skip, files));
    if (start) {
      form.reset({ ...blank, ...start.values }, { keepDefaultValues: true });
      if (prefilled) writeDraft(storageKey, start);
      else setRestored({ hadFile: start.hadFile });
      setHasDraft(true);
    }
    const subscription = form.watch((values) => {
      if (stopped.current) return;
      const next = snapshot(values as Partial<Values>, skip, files);
      if (JSON.stringify(next) === emptySnapshot) {
        removeDraft(storageKey);
        setHasDraft(false);
      } else {
        writeDraft(storageKey, next);
        setHasDraft(true);
      }
    });
    return () => subscription.unsubscribe();
  }, [storageKey, form, start]);

  const discard = useCallback(() => {
    form.reset(initial.current.empty);
    if (storageKey) removeDraft(storageKey);
    setRestored(null);
    setHasDraft(false);
  }, [storageKey, form]);

  const clear = useCallback(() => {
    stopped.current = true;
    if (storageKey) removeDraft(storageKey);
    setHasDraft(false);
  }, [storageKey]);

  return { restored, startValues: start?.values ?? null, hasDraft, discard, clear };
}
