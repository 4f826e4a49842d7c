import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS, type OrderStatus, type StatusColour } from '@wolvo/shared/contracts';

/** Chip colour of a status; `default` for unknown statuses (a newer API may send one). */
export function statusColourOf(status: string): StatusColour {
  return STATUS_COLOURS[status as OrderStatus] ?? 'default';
}

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

/** Props of `StatusChip`. */
export interface StatusChipProps extends Omit<ChipProps, 'color' | 'label'> {
  /** An order status (`DELIVERED`, ...). */
  status: string;
}

/** An order status as a chip: translated label (`status.<STATUS>`) and colour of the spec's table. */
export function StatusChip({ status, ...props }: StatusChipProps) {
  const { t } = useTranslation();
  return (
    <ColourChip
      colour={statusColourOf(status)}
      label={t(`status.${status}`, { defaultValue: status })}
      {...props}
    />
  );
}
