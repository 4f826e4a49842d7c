import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import type { StatusColour } from '@wolvo/shared/contracts';

// Apart from `status-chip` (which reads the statuses' colour table of the contracts) so that a page
// painting its own chips, such as the public tracking page, loads neither.

/** Props of `ColourChip`. */
export interface ColourChipProps extends Omit<ChipProps, 'color'> {
  colour: StatusColour;
}

/** A chip painted with one of the status colours (statuses, weekdays, widgets). */
export function ColourChip({ colour, sx, size = 'small', ...props }: ColourChipProps) {
  return (
    <Chip
      size={size}
      data-colour={colour}
      sx={[
        (theme) => ({
          backgroundColor: theme.palette.status[colour].background,
          color: theme.palette.status[colour].text,
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    />
  );
}
