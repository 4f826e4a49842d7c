import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { ORDER_STATUSES } from '@wolvo/shared/contracts';
import { ColourChip, statusColourOf } from '@wolvo/shared/ui/components/status-chip';
import { NAMESPACE } from '../../../i18n/namespace';

/** Props of `SummaryChips`. */
export interface SummaryChipsProps {
  summary: Record<string, number>;
  /** The status filter; a chip is active when it is the only status filtered. */
  status: string[];
  onSelect: (status: string | null) => void;
}

const ORDER = new Map<string, number>(ORDER_STATUSES.map((status, index) => [status, index]));

/** Counts per status under the other filters: a click filters by that status, a second click clears it. */
export function SummaryChips({ summary, status, onSelect }: SummaryChipsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const entries = Object.entries(summary)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => (ORDER.get(a) ?? 999) - (ORDER.get(b) ?? 999));
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  const active = status.length === 1 ? status[0] : null;

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      aria-label={t('order-list.filter.status')}
      role="group"
    >
      <Chip
        size="small"
        label={<UserText>{`${t('order-list.all-statuses')} · ${total}`}</UserText>}
        variant={status.length === 0 ? 'filled' : 'outlined'}
        color={status.length === 0 ? 'primary' : 'default'}
        onClick={() => onSelect(null)}
        aria-pressed={status.length === 0}
      />
      {entries.map(([name, count]) => {
        const pressed = active === name;
        return (
          <ColourChip
            key={name}
            colour={statusColourOf(name)}
            label={
              <UserText>{`${tc(`status.${name}`, { defaultValue: name })} · ${count}`}</UserText>
            }
            onClick={() => onSelect(pressed ? null : name)}
            aria-pressed={pressed}
            sx={{
              fontWeight: pressed ? 700 : 400,
              outline: pressed ? 2 : 0,
              outlineColor: 'primary.main',
              outlineOffset: 1,
            }}
          />
        );
      })}
    </Stack>
  );
}
