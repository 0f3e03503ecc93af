/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium browsers). The event is
 * held back so the browser shows no banner on arrival; the app offers it from the profile, and
 * once, after the user's first posted request or offer of help (components/install-offer.tsx).
 */

/** Chromium's event; not in TypeScript's DOM library. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** Set once the offer after a request or help was shown (answered or dismissed): never again. */
export const INSTALL_OFFERED_KEY = 'redhope:install-offered';

type Listener = () => void;

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<Listener>();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

/** Starts listening (main.tsx, before anything renders). Returns a function that stops it. */
export function captureInstallPrompt(target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  };
  const onInstalled = () => {
    deferred = null;
    changed();
  };
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
  };
}

/** Whether the browser would install the app now. */
export function canInstall(): boolean {
  return deferred !== null;
}

export function onInstallAvailabilityChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; each held event can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Whether the one-time offer (after a request or help) may still be shown. */
export function mayOfferInstall(): boolean {
  return canInstall() && storage()?.getItem(INSTALL_OFFERED_KEY) === null;
}

export function rememberInstallOffered(): void {
  storage()?.setItem(INSTALL_OFFERED_KEY, new Date().toISOString());
}

/** Forgets the held event (tests). */
export function resetInstallPrompt(): void {
  deferred = null;
  changed();
}
