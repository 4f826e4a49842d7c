import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@wolvo/shared/contracts/core';
import { publishEvent } from '@wolvo/shared/publish';
import type { ColorMode } from './create-theme';

/** The dark-mode switch shared by the shell and every remote. */
export interface ColorModeContextValue {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  toggle: () => void;
}

/** Reads the persisted theme mode; light when absent or unreadable. */
export function readStoredColorMode(): ColorMode {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.colorMode) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

const ColorModeContext = createContext<ColorModeContextValue>({
  mode: 'light',
  setMode: () => undefined,
  toggle: () => undefined,
});

/** Props of `ColorModeProvider`. */
export interface ColorModeProviderProps {
  /** Starting mode; the stored one by default. */
  initialMode?: ColorMode;
  children: ReactNode;
}

/** Holds the light/dark mode, persists it in localStorage and announces changes (`theme.changed`). */
export function ColorModeProvider({ initialMode, children }: ColorModeProviderProps) {
  const [mode, setModeState] = useState<ColorMode>(() => initialMode ?? readStoredColorMode());
  const setMode = useCallback((next: ColorMode) => {
    setModeState(next);
    try {
      window.localStorage.setItem(STORAGE_KEYS.colorMode, next);
    } catch {
      /* not persisted; the choice still applies to this tab */
    }
    void publishEvent('theme.changed', { mode: next });
  }, []);
  const toggle = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  const value = useMemo(() => ({ mode, setMode, toggle }), [mode, setMode, toggle]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

/**
 * The current theme mode and its setters.
 * @example const { mode, toggle } = useColorMode();
 */
export function useColorMode(): ColorModeContextValue {
  return useContext(ColorModeContext);
}
