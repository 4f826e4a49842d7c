import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { RECLAMATION_STATES, type ReclamationState } from '@wolvo/shared/contracts';
import { NAMESPACE } from '../i18n/namespace';

/** Props of `ReclamationStateFilter`. */
export interface ReclamationStateFilterProps {
  value: ReclamationState | '';
  onChange: (state: ReclamationState | '') => void;
  /** In a phone's filter sheet: the sheet's width. */
  fullWidth?: boolean;
}

/** The reclamation lists' state filter (the staff inbox and the merchant's own list); '' is every state. */
export function ReclamationStateFilter({
  value,
  onChange,
  fullWidth,
}: ReclamationStateFilterProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TextField
      select
      size="small"
      label={t('reclamations.filter-state')}
      value={value}
      onChange={(e) => onChange(e.target.value as ReclamationState | '')}
      sx={{ minWidth: 180 }}
      fullWidth={fullWidth}
      // "Every state" shows as the value, not as an empty field under its label.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('reclamations.any-state')}</MenuItem>
      {RECLAMATION_STATES.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`reclamations.state.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
