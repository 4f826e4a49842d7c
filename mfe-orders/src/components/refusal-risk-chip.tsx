import Tooltip from '@mui/material/Tooltip';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { useTranslation } from 'react-i18next';
import type { RefusalRisk, RefusalRiskLevel } from '@wolvo/shared/contracts';
import type { StatusColour } from '@wolvo/shared/contracts';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { NAMESPACE } from '../i18n/namespace';

const COLOURS: Record<RefusalRiskLevel, StatusColour> = {
  NONE: 'default',
  LOW: 'green',
  MEDIUM: 'orange',
  HIGH: 'red',
};

/** Props of `RefusalRiskChip`. */
export interface RefusalRiskChipProps {
  risk: RefusalRisk;
  /**
   * A table cell's chip: the level in one short word, never wider than the column (an ellipsis past it);
   * the full level and the counts stay in the tooltip and the accessible name.
   */
  compact?: boolean;
}

/** How often a recipient phone refused parcels, across every merchant: counts and a level only. */
export function RefusalRiskChip({ risk, compact = false }: RefusalRiskChipProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const history = risk.delivered + risk.refused + risk.notSerious > 0;
  // Each count with its own plural (i18next plurals follow one count per text).
  const detail = history
    ? (['delivered', 'refused', 'notSerious'] as const)
        .map((kind) => t(`risk.detail.${kind}`, { count: risk[kind] }))
        .join(t('risk.separator'))
    : t('risk.none');
  const level = t(`risk.${risk.level}`, { defaultValue: risk.level });
  const warn = risk.level === 'HIGH' || risk.level === 'MEDIUM';
  return (
    <Tooltip title={compact ? `${level} · ${detail}` : detail}>
      <ColourChip
        colour={COLOURS[risk.level] ?? 'default'}
        icon={
          warn ? (
            <ReportProblemOutlinedIcon fontSize="small" sx={{ color: 'inherit !important' }} />
          ) : undefined
        }
        label={compact ? t(`risk.short.${risk.level}`, { defaultValue: level }) : level}
        aria-label={`${tc('label-colon', { label: level })} ${detail}`}
        data-testid="refusal-risk"
        sx={
          compact ? { maxWidth: 96, '& .MuiChip-label': { textOverflow: 'ellipsis' } } : undefined
        }
      />
    </Tooltip>
  );
}
