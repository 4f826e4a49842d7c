import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography, { type TypographyProps } from '@mui/material/Typography';

/** Hides a text from the eye but not from screen readers. */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  // Strings: in `sx` a width of 1 would mean 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;

/** Props of `CompactFigure`. */
export interface CompactFigureProps {
  /** The abbreviated figure shown (`1,2M dt`). */
  short: string;
  /** The exact figure, shown on hover and focus and read by screen readers. */
  exact: string;
  variant?: TypographyProps['variant'];
}

/**
 * A widget's big figure, abbreviated (k, M...) with its exact value on hover and focus; screen readers
 * read the exact value only.
 * @example <CompactFigure short={formatCompactDinars(v, lang)} exact={formatDinars(v, lang)} />
 */
export function CompactFigure({ short, exact, variant = 'h5' }: CompactFigureProps) {
  const sx = { fontWeight: 600, unicodeBidi: 'isolate', width: 'fit-content' } as const;
  if (short === exact)
    return (
      <Typography variant={variant} component="p" sx={sx}>
        {short}
      </Typography>
    );
  return (
    <Tooltip title={exact} describeChild>
      <Typography variant={variant} component="p" tabIndex={0} sx={sx}>
        <span aria-hidden="true">{short}</span>
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {exact}
        </Box>
      </Typography>
    </Tooltip>
  );
}
