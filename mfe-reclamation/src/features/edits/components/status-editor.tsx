import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  CONSOLE_STATUSES,
  EDITOR_STATUSES,
  SUB_STATUSES,
  type OrderStatus,
  type SubStatus,
} from '@wolvo/shared/contracts';
import { NAMESPACE } from '../../../i18n/namespace';

/** In-transit statuses: the tries pick one of them (1 to 4). */
export const IN_TRANSIT_STATUSES: readonly OrderStatus[] = [
  'IN_TRANSIT',
  'IN_TRANSIT_SECOND_TRY',
  'IN_TRANSIT_THIRD_TRY',
  'IN_TRANSIT_N_TRY',
];

/** The status part of the staff order editor (spec section 4). */
export interface StatusChoice {
  /** Add this status as a new movement. */
  newStatus: OrderStatus | '';
  /** Or replace the latest movement's status with this one. */
  replaceStatus: OrderStatus | '';
  subStatus: SubStatus;
  consoleLocation: string;
  /** 1 to 4 with an in-transit status; '' otherwise. */
  tries: string;
}

export const NO_STATUS_CHOICE: StatusChoice = {
  newStatus: '',
  replaceStatus: '',
  subStatus: 'NONE',
  consoleLocation: '',
  tries: '',
};

/** The status chosen (added or replacing), if any. */
export const chosenStatus = (c: StatusChoice) => c.newStatus || c.replaceStatus || null;
/** Console statuses need their location. */
export const needsConsoleLocation = (c: StatusChoice) => {
  const status = chosenStatus(c);
  return !!status && CONSOLE_STATUSES.includes(status);
};

export interface StatusEditorProps {
  value: StatusChoice;
  onChange: (next: StatusChoice) => void;
  currentStatus: string;
  disabled?: boolean;
  errors: Record<string, string | undefined>;
}

/**
 * Add a new status or replace the latest (choosing one clears the other), a sub-status, the console
 * location (required for console statuses) and the tries for in-transit statuses. Only the statuses
 * spec section 4 lists are offered.
 */
export function StatusEditor({
  value,
  onChange,
  currentStatus,
  disabled,
  errors,
}: StatusEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const status = chosenStatus(value);
  const select = (field: 'newStatus' | 'replaceStatus', label: string) => (
    <TextField
      select
      fullWidth
      name={field}
      label={label}
      value={value[field]}
      disabled={disabled}
      error={!!errors[field]}
      helperText={errors[field] ? tc(errors[field]) : t('edits.order.status-hint')}
      onChange={(e) => {
        const next = e.target.value as OrderStatus | '';
        const other = field === 'newStatus' ? 'replaceStatus' : 'newStatus';
        onChange({
          ...value,
          [field]: next,
          // Choosing one clears the other.
          [other]: next ? '' : value[other],
          tries: next && IN_TRANSIT_STATUSES.includes(next) ? value.tries || '1' : '',
          consoleLocation: next && CONSOLE_STATUSES.includes(next) ? value.consoleLocation : '',
        });
      }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('edits.order.none')}</MenuItem>
      {EDITOR_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {tc(`status.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary">
          {t('edits.order.current-status', { status: tc(`status.${currentStatus}`) })}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>{select('newStatus', t('edits.order.newStatus'))}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {select('replaceStatus', t('edits.order.replaceStatus'))}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          select
          fullWidth
          name="subStatus"
          label={t('edits.order.subStatus')}
          value={value.subStatus}
          disabled={disabled || !status}
          onChange={(e) => onChange({ ...value, subStatus: e.target.value as SubStatus })}
        >
          {SUB_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {tc(`sub-status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          fullWidth
          name="statusConsoleLocation"
          label={t('edits.order.statusConsoleLocation')}
          value={value.consoleLocation}
          required={needsConsoleLocation(value)}
          disabled={disabled || !needsConsoleLocation(value)}
          error={!!errors.statusConsoleLocation}
          helperText={
            errors.statusConsoleLocation
              ? tc(errors.statusConsoleLocation)
              : t('edits.order.console-hint')
          }
          onChange={(e) => onChange({ ...value, consoleLocation: e.target.value })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          select
          fullWidth
          name="nbStatusTries"
          label={t('edits.order.nbStatusTries')}
          value={value.tries}
          disabled={disabled || !status || !IN_TRANSIT_STATUSES.includes(status)}
          error={!!errors.nbStatusTries}
          helperText={errors.nbStatusTries ? tc(errors.nbStatusTries) : undefined}
          onChange={(e) => onChange({ ...value, tries: e.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('edits.order.none')}</MenuItem>
          {['1', '2', '3', '4'].map((n) => (
            <MenuItem key={n} value={n}>
              {n}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}
