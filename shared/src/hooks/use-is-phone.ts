import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Whether the screen is below MUI's `sm` breakpoint (600 px): lists become cards, filters a sheet. Its own
 * entry (`@wolvo/shared/hooks/use-is-phone`), so the hooks entry every page loads first stays without
 * useMediaQuery.
 */
export function useIsPhone(): boolean {
  // noSsr: the first render already knows, so a phone never paints the wide table first.
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}
