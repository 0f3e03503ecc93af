import { useCallback, useRef } from 'react';

/**
 * A new idempotency key: 128 random bits. (crypto.getRandomValues, not randomUUID: the latter
 * exists only on secure origins, and a phone on the LAN may open the app over plain http.)
 */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What was submitted, as text to compare: a file by its name, size, type and date (JSON would give `{}`). */
function describe(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    typeof Blob !== 'undefined' && value instanceof Blob
      ? { blob: value.size, type: value.type, ...(value instanceof File ? { name: value.name, modified: value.lastModified } : {}) }
      : value,
  );
}

export interface SubmissionKey {
  /** The key for submitting these values: the last one again while the values are unchanged (a retry), a new one otherwise. */
  keyFor(values: unknown): string;
  /** The submission went through: the next one, even of the same values, is a new one. */
  done(): void;
}

/**
 * One idempotency key per submission (the server's Idempotency-Key, docs/rest-contract.md): when
 * a submit fails without an answer (the network dropped, the server restarted) the same values
 * submitted again carry the same key, so a request the server did save is not posted (and its
 * donors alerted) twice. Changed values are a new submission with a new key.
 */
export function useSubmissionKey(): SubmissionKey {
  const last = useRef<{ values: string; key: string } | null>(null);
  const keyFor = useCallback((values: unknown) => {
    const described = describe(values);
    if (last.current?.values !== described) last.current = { values: described, key: newSubmissionKey() };
    return last.current.key;
  }, []);
  const done = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, done };
}
