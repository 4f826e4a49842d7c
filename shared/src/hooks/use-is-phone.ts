import { useCallback, useSyncExternalStore } from 'react';
import { useTheme } from '@mui/material/styles';

/**
 * Whether the screen is below MUI's `sm` breakpoint (600 px): lists become cards, filters a sheet.
 * `matchMedia` through React's external-store hook rather than MUI's `useMediaQuery`: this hook sits in the
 * shared hooks entry every page loads first (login, tracking, roulette), where useMediaQuery cost 2 KB gzip.
 * The first render already knows, so a phone never paints the wide table first.
 */
export function useIsPhone(): boolean {
  const query = useTheme()
    .breakpoints.down('sm')
    .replace(/^@media\s*/, '');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
