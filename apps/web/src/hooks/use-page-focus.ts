import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The page's main landmark (layout.tsx). */
const MAIN_ID = 'main';

/** Whether the app has changed page since it loaded (the first page leaves focus to the browser). */
let navigated = false;

/**
 * Whether focus is somewhere a keyboard or screen-reader user could not carry on from: nowhere
 * (the body, or an element a render removed or disabled) or the main landmark itself, where a
 * page change put it.
 */
export function focusIsAdrift(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  if (active.id === MAIN_ID) return true;
  return active instanceof HTMLButtonElement && active.disabled;
}

/** Focuses the page's first-level heading (made focusable by script only), or the main landmark while there is none. */
export function focusPageStart(): void {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    return;
  }
  main.focus({ preventScroll: true });
}

/**
 * After a page change, focus starts on the new page (its heading, which a screen reader reads),
 * not on the body, where the next Tab would start again from the top. Left alone: the first page
 * (the skip link comes first), and focus that is still on something in the page (a tab of the
 * profile's sections, which keeps its place).
 */
export function usePageFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    navigated = true;
    const stillInPage = document.getElementById(MAIN_ID)?.contains(document.activeElement) === true;
    if (stillInPage && !focusIsAdrift()) return;
    focusPageStart();
  }, [pathname]);
}

/**
 * A page whose heading comes with its data: once the data of `loadedKey` (its id) is there, focus
 * moves to the heading, unless the user has already moved on from where the page change left
 * them. Once per key: a live update of the same data leaves focus where it is.
 */
export function usePageFocusWhenLoaded(loadedKey: string | undefined): void {
  const focusedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (loadedKey === undefined || focusedFor.current === loadedKey) return;
    focusedFor.current = loadedKey;
    if (navigated && focusIsAdrift()) focusPageStart();
  }, [loadedKey]);
}

/**
 * A button that is disabled while its action runs (Chakra's `loading`) loses focus to the body:
 * when the action has settled, focus goes back to it, so the next Tab carries on from there.
 */
export function useFocusBackAfterBusy(ref: RefObject<HTMLElement | null>, busy: boolean): void {
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && focusIsAdrift()) ref.current?.focus();
    wasBusy.current = busy;
  }, [busy, ref]);
}
