/**
 * Full page loads. Login, register and logout end with one so every cache, socket and piece of
 * state starts again from the new session; tests replace these two functions.
 */
export const browser = {
  /** Loads `path` (a same-origin path) as a new page. */
  load(path: string): void {
    window.location.assign(path);
  },
  reload(): void {
    window.location.reload();
  },
};
