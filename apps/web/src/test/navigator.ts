import { vi } from 'vitest';

/**
 * Replaces `navigator` for one test with the real one plus `overrides` (share, clipboard...).
 * jsdom's Navigator getters refuse an object that merely inherits from it, so the fields libraries
 * read on every click (zag's focus-visible asks userAgent and platform) are copied as own values.
 */
export function stubNavigator(overrides: Partial<Record<keyof Navigator, unknown>>): void {
  const real = navigator;
  const values: Record<string, unknown> = {
    userAgent: real.userAgent,
    platform: real.platform,
    language: real.language,
    languages: real.languages,
    onLine: real.onLine,
    maxTouchPoints: real.maxTouchPoints,
    ...overrides,
  };
  // Own data properties (assignment would hit the inherited getter-only accessors).
  const copy = Object.create(real, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, { value, enumerable: true, writable: true, configurable: true }]))) as Navigator;
  vi.stubGlobal('navigator', copy);
}
