import { createTheme, type Theme } from '@mui/material/styles';
import type { StatusColour } from '@wolvo/shared/contracts';
import type { TextDirection } from '@wolvo/shared/i18n';
import { muiTextsOf } from './mui-texts';
import { STATUS_PALETTE, type StatusTone } from './status-palette';

declare module '@mui/material/styles' {
  interface Palette {
    /** Chip tones of the status colour table, for the current mode. */
    status: Record<StatusColour, StatusTone>;
  }
  interface PaletteOptions {
    status?: Record<StatusColour, StatusTone>;
  }
}

/** Light or dark. */
export type ColorMode = 'light' | 'dark';

/** Options of the one Wolvo theme. */
export interface WolvoThemeOptions {
  mode: ColorMode;
  direction: TextDirection;
  /** Interface language (`fr`, `en`, `ar`): MUI's own texts (pagination, autocomplete, alert) follow it. */
  language?: string;
}

/**
 * The product's primary blue, per mode. Dark mode's is a shade lighter than MUI's blue[300]: MUI darkens
 * it for a hovered contained button, and under the button's dark text that shade keeps AA (4.6:1; from
 * blue[300] it was 4.4:1).
 */
export const PRIMARY_BLUE: Record<ColorMode, string> = { light: '#1565c0', dark: '#70bbf7' };

/** Screen widths of the spec; at `mobile` (1280 px) or narrower the layout switches to mobile mode. */
export const SCREEN_WIDTHS = {
  mobile: 1280,
  laptop: 1024,
  tablet: 768,
  small: 700,
  phone: 480,
  narrow: 400,
  tiny: 300,
} as const;

/** Media query matching the mobile layout (1280 px or narrower). */
export const MOBILE_MEDIA_QUERY = `(max-width:${SCREEN_WIDTHS.mobile}px)`;

const LATIN_FONTS = '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif';
const ARABIC_FONTS = '"Noto Sans Arabic", "Segoe UI", Tahoma, Arial, sans-serif';

/** Builds the one MUI theme of the shell (light or dark, left-to-right or right-to-left). */
export function createWolvoTheme({ mode, direction, language = 'fr' }: WolvoThemeOptions): Theme {
  return createTheme(
    {
      direction,
      palette: {
        mode,
        primary: { main: PRIMARY_BLUE[mode] },
        status: STATUS_PALETTE[mode],
        ...(mode === 'dark'
          ? { background: { default: '#121417', paper: '#1b1e23' } }
          : { background: { default: '#f5f7fb' } }),
      },
      shape: { borderRadius: 8 },
      typography: { fontFamily: direction === 'rtl' ? ARABIC_FONTS : LATIN_FONTS },
      components: {
        MuiButton: {
          styleOverrides: {
            // Same red as the badge below: a contained error button (confirm a deletion) at AA in dark mode.
            root: ({ theme, ownerState }) => ({
              textTransform: 'none',
              ...(theme.palette.mode === 'dark' &&
              ownerState.variant === 'contained' &&
              ownerState.color === 'error'
                ? { backgroundColor: theme.palette.error.dark }
                : {}),
            }),
          },
        },
        MuiChip: { styleOverrides: { root: { fontWeight: 500 } } },
        // A disabled field's helper text often says why it is disabled ("choose the governorate first"): it
        // keeps the secondary text colour (MUI's disabled grey is 2.7:1 on white, below WCAG AA).
        MuiFormHelperText: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-disabled': { color: theme.palette.text.secondary },
            }),
          },
        },
        // Dark mode's error red (#f44336) under white badge text is 3.7:1; the darker red passes AA (5:1).
        MuiBadge: {
          styleOverrides: {
            colorError: ({ theme }) =>
              theme.palette.mode === 'dark' ? { backgroundColor: theme.palette.error.dark } : {},
          },
        },
        // MUI's default grey avatar has 1.75:1 contrast with its initials; the brand colour passes AA.
        MuiAvatar: {
          styleOverrides: {
            colorDefault: ({ theme }) => ({
              backgroundColor: theme.palette.primary.main,
              color: theme.palette.primary.contrastText,
            }),
          },
        },
      },
    },
    muiTextsOf(language),
  );
}
