import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { StatusColour } from '@wolvo/shared/contracts';
import { STATUS_PALETTE } from '@wolvo/shared/ui/theme';

/** What a chart needs of the page: colours of the mode, direction and language. */
export interface ChartTheme {
  mode: 'light' | 'dark';
  rtl: boolean;
  language: string;
  /** The page's font: echarts measures its labels with it (a generic `inherit` would mismeasure). */
  fontFamily: string;
  text: string;
  secondaryText: string;
  divider: string;
  paper: string;
  /** Series colours: the strong tone of a status colour in the current mode. */
  colour: (colour: StatusColour) => string;
  primary: string;
  /** The comparison period's colour (grey, drawn dashed). */
  comparison: string;
  /** Charts grow into place unless the user asked for reduced motion. */
  animate: boolean;
}

/**
 * The chart theme of the current MUI theme (light or dark, left to right or right to left) and language.
 * @example const theme = useChartTheme(); const option = timeSeriesOption(theme, {...});
 */
export function useChartTheme(): ChartTheme {
  const muiTheme = useTheme();
  const { i18n } = useTranslation();
  const mode = muiTheme.palette.mode;
  const language = i18n.language;
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return useMemo(
    () => ({
      mode,
      rtl: muiTheme.direction === 'rtl',
      language,
      fontFamily: muiTheme.typography.fontFamily ?? 'sans-serif',
      text: muiTheme.palette.text.primary,
      secondaryText: muiTheme.palette.text.secondary,
      divider: muiTheme.palette.divider,
      paper: muiTheme.palette.background.paper,
      colour: (colour: StatusColour) => STATUS_PALETTE[mode][colour].text,
      primary: muiTheme.palette.primary.main,
      comparison: mode === 'dark' ? '#9e9e9e' : '#757575',
      animate: !reducedMotion,
    }),
    [mode, muiTheme, language, reducedMotion],
  );
}
