import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import type { TextDirection } from '@wolvo/shared/i18n';
import { createWolvoTheme, type ColorMode } from './create-theme';
import { emotionCacheOf } from './emotion-cache';

/** Props of `WolvoThemeProvider`. */
export interface WolvoThemeProviderProps {
  mode: ColorMode;
  direction: TextDirection;
  /** Written to `<html lang>`; screen readers and hyphenation need it. */
  language?: string;
  children: ReactNode;
}

/** Applies the Wolvo theme with the emotion cache of the direction and sets `<html dir lang>`. */
export function WolvoThemeProvider({
  mode,
  direction,
  language,
  children,
}: WolvoThemeProviderProps) {
  const theme = useMemo(
    () => createWolvoTheme({ mode, direction, language }),
    [mode, direction, language],
  );
  useEffect(() => {
    // Portals (menus, dialogs, toasts) render outside the app root, so the document itself carries the direction.
    document.documentElement.dir = direction;
    if (language) document.documentElement.lang = language;
  }, [direction, language]);
  return (
    <CacheProvider value={emotionCacheOf(direction)}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
