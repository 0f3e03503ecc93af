/** Local-storage key of the theme preference (SPEC: "kept in local storage under the key theme"). */
export const THEME_STORAGE_KEY = 'theme';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ColorMode = 'light' | 'dark';

/** Light is the default, and it is never stored: choosing it removes the key. */
export const DEFAULT_THEME: ThemePreference = 'light';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** Called after the theme library has written its value: light must leave no trace in storage. */
export function forgetStoredLightTheme(preference: ThemePreference): void {
  if (preference !== 'light') return;
  try {
    window.localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Storage can be blocked; the in-memory theme still applies.
  }
}
