import { ThemeProvider, useTheme } from 'next-themes';
import { useCallback, type ReactNode } from 'react';
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

/** next-themes toggles the `dark`/`light` class on <html>, which Chakra's `_dark` condition reads. */
export function ColorModeProvider({ children }: ColorModeProviderProps) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={THEME_STORAGE_KEY}
      defaultTheme={DEFAULT_THEME}
      enableSystem
      disableTransitionOnChange
    >
      {children}
    </ThemeProvider>
  );
}

export interface UseColorModeResult {
  /** What the user chose. */
  preference: ThemePreference;
  /** What is shown: the system preference resolved to light or dark. */
  colorMode: ColorMode;
  setPreference: (preference: ThemePreference) => void;
}

export function useColorMode(): UseColorModeResult {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const setPreference = useCallback(
    (preference: ThemePreference) => {
      setTheme(preference);
      // next-themes stores every choice; the product stores only dark and system.
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
