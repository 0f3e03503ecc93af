/**
 * Drafts of forms, kept in sessionStorage while the tab lives ("Learn more" and Back must not lose
 * what was typed). Each key names the user, so a shared device never shows one user's draft to
 * another; logout clears every draft of the tab. Files are never stored (a draft notes only that
 * one had been chosen, so the form can ask for it again).
 */
const PREFIX = 'redhope:draft:';

export interface StoredDraft<Values> {
  values: Partial<Values>;
  /** A file had been chosen: it is not kept, the user must choose it again. */
  hadFile: boolean;
}

export function draftKey(userId: string, form: string): string {
  return `${PREFIX}${userId}:${form}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft<Values>(key: string): StoredDraft<Values> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null || !('values' in parsed)) return null;
    const { values, hadFile } = parsed as { values: unknown; hadFile?: unknown };
    if (typeof values !== 'object' || values === null) return null;
    return { values: values as Partial<Values>, hadFile: hadFile === true };
  } catch {
    return null;
  }
}

export function writeDraft<Values>(key: string, draft: StoredDraft<Values>): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form still works, only without a draft.
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(key);
}

/** Every draft of this tab, whoever's (logout). */
export function clearAllDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
