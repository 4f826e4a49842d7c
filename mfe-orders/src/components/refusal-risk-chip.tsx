import Tooltip from '@mui/material/Tooltip';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { useTranslation } from 'react-i18next';
import type { RefusalRisk, RefusalRiskLevel } from '@wolvo/shared/contracts';
import type { StatusColour } from '@wolvo/shared/contracts';
import { ColourChip } from '@wolvo/shared/ui/components/status-chip';
import { NAMESPACE } from '../i18n/translations';

const COLOURS: Record<RefusalRiskLevel, StatusColour> = {
  NONE: 'default',
  LOW: 'green',
  MEDIUM: 'orange',
  HIGH: 'red',
};

/** Props of `RefusalRiskChip`. */
export interface RefusalRiskChipProps {
  risk: RefusalRisk;
}

/** How often a recipient phone refused parcels, across every merchant: counts and a level only. */
export function RefusalRiskChip({ risk }: RefusalRiskChipProps) {
  const { t } = useTranslation(NAMESPACE);
  const history = risk.delivered + risk.refused + risk.notSerious > 0;
  const detail = history ? t('risk.detail', { ...risk }) : t('risk.none');
  return (
    <Tooltip title={detail}>
      <ColourChip
        colour={COLOURS[risk.level] ?? 'default'}
        icon={
          risk.level === 'HIGH' || risk.level === 'MEDIUM' ? (
            <ReportProblemOutlinedIcon fontSize="small" sx={{ color: 'inherit !important' }} />
          ) : undefined
        }
        label={t(`risk.${risk.level}`, { defaultValue: risk.level })}
        aria-label={`${t(`risk.${risk.level}`, { defaultValue: risk.level })}: ${detail}`}
        data-testid="refusal-risk"
      />
    </Tooltip>
  );
}
