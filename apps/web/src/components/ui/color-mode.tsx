import { ThemeProvider, useTheme } from 'next-themes';
import { useCallback, useEffect, useEffectEvent, type ReactNode } from 'react';
import {
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  forgetStoredLightTheme,
  isThemePreference,
  type ColorMode,
  type ThemePreference,
} from '../../lib/theme';

export interface ColorModeProviderProps {
  children: ReactNode;
}

/**
 * next-themes toggles the `light`/`dark` class on <html> (Chakra's `_dark` condition reads it)
 * and follows the device preference for "system". It stores every choice, "light" included;
 * the product stores only "dark" and "system", so light is removed again (see below).
 */
export function ColorModeProvider({ children }: ColorModeProviderProps) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme={DEFAULT_THEME}
      enableSystem
      disableTransitionOnChange
      // Its inline anti-flash script is for server rendering and never runs in a client-rendered
      // app (public/theme-init.js does that job); a data type keeps it inert and React quiet.
      scriptProps={{ type: 'application/json' }}
    >
      <LightThemeStaysUnstored />
      {children}
    </ThemeProvider>
  );
}

/**
 * Keeps "light" out of storage in every path next-themes writes it:
 * - the current tab choosing light (also done at once in setPreference);
 * - another tab removing the key: next-themes reacts by writing its default ("light") back, so
 *   that event is handled here instead (a capture listener runs before its own listener).
 */
function LightThemeStaysUnstored() {
  const { theme, setTheme } = useTheme();

  useEffect(() => {
    if (theme === 'light') forgetStoredLightTheme('light');
  }, [theme]);

  const onKeyRemovedElsewhere = useEffectEvent(() => {
    if (theme === 'light') return;
    setTheme('light');
    forgetStoredLightTheme('light');
  });

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY || event.newValue !== null) return;
      event.stopImmediatePropagation();
      onKeyRemovedElsewhere();
    };
    window.addEventListener('storage', onStorage, { capture: true });
    return () => window.removeEventListener('storage', onStorage, { capture: true });
  }, []);

  return null;
}

export interface UseColorModeResult {
  /** What the user chose. */
  preference: ThemePreference;
  /** What is shown: "system" resolved to light or dark. */
  colorMode: ColorMode;
  setPreference: (preference: ThemePreference) => void;
}

export function useColorMode(): UseColorModeResult {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const setPreference = useCallback(
    (preference: ThemePreference) => {
      setTheme(preference);
      forgetStoredLightTheme(preference);
    },
    [setTheme],
  );
  return {
    preference: isThemePreference(theme) ? theme : DEFAULT_THEME,
    colorMode: resolvedTheme === 'dark' ? 'dark' : 'light',
    setPreference,
  };
}
