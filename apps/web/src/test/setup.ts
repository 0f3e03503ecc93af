import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { browser } from '../lib/browser';
import { DEFAULT_LANGUAGE, i18n } from '../lib/i18n';
import { session } from '../lib/session';
import { graphqlWs } from './graphql-ws';
import { handlers } from './handlers';
import { requests, startRecording, stopRecording } from './requests';
import { server } from './server';

// Lazy routes load their chunk on first visit, and the machine running the suite may be shared and
// busy: wait up to 5 s (not 1 s) for what a test awaits. findBy* still resolves as soon as the
// element appears; a test still fails when it never does.
configure({ asyncUtilTimeout: 5000 });

// A key that no language has would show raw on the screen: record every one asked for, and fail
// the test that asked (afterEach below). i18next reports them only when told to save them.
const missingTexts: string[] = [];
i18n.options.saveMissing = true;
i18n.on('missingKey', (_languages, namespace, key) => missingTexts.push(`${namespace}:${key}`));

/** Device color-scheme preference seen by matchMedia('(prefers-color-scheme: dark)'); tests may flip it. */
export const device = { prefersDark: false };

// jsdom has no matchMedia; next-themes and Chakra call it.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: query.includes('prefers-color-scheme: dark') ? device.prefersDark : false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: () => false,
  }),
});

// jsdom has no ResizeObserver; Chakra's menus (floating-ui positioning) observe their trigger.
class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStub });

// jsdom does not implement scrolling; the router's ScrollRestoration calls it on navigation.
Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => undefined });

beforeAll(() => {
  // A request no handler answers is a test bug: fail it loudly instead of guessing an answer.
  server.listen({ onUnhandledRequest: 'error' });
  startRecording();
});

beforeEach(() => {
  server.resetHandlers(...handlers);
  graphqlWs.reset();
  // jsdom cannot load pages: full page loads are recorded instead (tests assert on these spies).
  vi.spyOn(browser, 'load').mockImplementation(() => undefined);
  vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
});

afterEach(async () => {
  cleanup();
  expect(missingTexts.splice(0), 'text keys missing in every language').toEqual([]);
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
  requests.clear();
  // A new page load in the browser starts a new session keeper.
  session.reset();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  document.title = '';
  device.prefersDark = false;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// The app loads Apollo only with the first page that needs it (app/apollo-provider.tsx). Load
// the library once per test file here, as the app's static imports used to, so that no test's
// time limit pays for it on first use. (The app's own modules are left to the tests, which may
// mock what they import.)
await import('@apollo/client/react');

afterAll(() => {
  stopRecording();
  server.close();
});
