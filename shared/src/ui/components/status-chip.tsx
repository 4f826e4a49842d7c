import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import {
  STATUS_COLOURS,
  tryCountOf,
  type OrderStatus,
  type StatusColour,
} from '@wolvo/shared/contracts';
import { ColourChip } from '@wolvo/shared/ui/components/colour-chip';

export { ColourChip, type ColourChipProps } from '@wolvo/shared/ui/components/colour-chip';

/** Chip colour of a status; `default` for unknown statuses (a newer API may send one). */
export function statusColourOf(status: string): StatusColour {
  return STATUS_COLOURS[status as OrderStatus] ?? 'default';
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

/**
 * The delivery try of an order out for delivery (spec section 4: 1, 2, 3, then "4th or later"), beside
 * its status in the lists and the order modal; nothing for other statuses.
 */
export function TryChip({ status, ...props }: StatusChipProps) {
  const { t } = useTranslation();
  const n = tryCountOf(status);
  if (n === null) return null;
  return (
    <Chip
      variant="outlined"
      size="small"
      data-testid="try-chip"
      label={n >= 4 ? t('try.many') : t('try.number', { n })}
      {...props}
    />
  );
}
