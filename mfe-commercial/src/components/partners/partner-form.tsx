import { useState, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PAYMENT_WEEKDAYS } from '@wolvo/shared/contracts';
import { fieldErrorsOf } from '@wolvo/shared/http';
import { NAMESPACE } from '../../i18n/namespace';
import {
  placeServerErrors,
  type PartnerErrors,
  type PartnerFormValues,
} from '../../features/partners/partner-form-values';

/** The partner form's state: values, problems, and a setter that clears a corrected field's problem. */
export function usePartnerForm(initial: PartnerFormValues) {
  const [values, setValues] = useState<PartnerFormValues>(initial);
  const [errors, setErrors] = useState<PartnerErrors>({});
  const set = <K extends keyof PartnerFormValues>(field: K, value: PartnerFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** Places a refused save's `field: key` answers; false when none named a field of the form. */
  const showServerErrors = (failure: unknown): boolean => {
    const placed = placeServerErrors(fieldErrorsOf(failure).fields);
    setErrors(placed);
    return Object.keys(placed).length > 0;
  };
  return { values, setValues, errors, setErrors, set, showServerErrors };
}

function Section({
  title,
  compact,
  children,
}: {
  title: string;
  compact: boolean;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: compact ? 2 : { xs: 2, md: 3 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}

/** Props of `PartnerFields`. */
export interface PartnerFieldsProps {
  values: PartnerFormValues;
  errors: PartnerErrors;
  busy: boolean;
  /** Edit mode: the login is shown read-only (it never changes). */
  mode: 'add' | 'edit';
  /** Narrow layout (the side panel): one column. */
  compact?: boolean;
  set: <K extends keyof PartnerFormValues>(field: K, value: PartnerFormValues[K]) => void;
}

/**
 * The spec's partner fields, for adding a partner and for editing one: company and login, prices and
 * rates, identity and bank details, payment days. Required fields carry the asterisk; each problem shows
 * under its field.
 */
export function PartnerFields({
  values,
  errors,
  busy,
  mode,
  compact = false,
  set,
}: PartnerFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const half = compact ? 12 : { xs: 12, md: 6 };
  const third = compact ? 12 : { xs: 12, sm: 4 };
  const text = (
    field: Exclude<keyof PartnerFormValues, 'paymentDays'>,
    options: {
      required?: boolean;
      hint?: string;
      inputMode?: 'numeric' | 'decimal';
      readOnly?: boolean;
    } = {},
  ) => (
    <TextField
      label={t(`partners.form.${field}`)}
      name={field}
      required={options.required}
      fullWidth
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={!!errors[field]}
      helperText={errors[field] ? tc(errors[field]) : options.hint}
      disabled={busy}
      slotProps={{ htmlInput: { inputMode: options.inputMode, readOnly: options.readOnly } }}
    />
  );
  return (
    <Stack spacing={2}>
      <Section title={t('partners.form.company')} compact={compact}>
        <Grid size={half}>{text('name', { required: true })}</Grid>
        <Grid size={half}>
          {mode === 'add'
            ? text('partnerLogin', { hint: t('partners.form.login-hint') })
            : text('partnerLogin', { readOnly: true, hint: t('partners.form.login-fixed') })}
        </Grid>
        <Grid size={12}>{text('pickupAddress')}</Grid>
      </Section>
      <Section title={t('partners.form.costs')} compact={compact}>
        {(['deliveryCost', 'returnCost', 'exchangeCost'] as const).map((field) => (
          <Grid key={field} size={third}>
            {text(field, { required: true, inputMode: 'decimal' })}
          </Grid>
        ))}
        <Grid size={half}>{text('insurance', { inputMode: 'decimal' })}</Grid>
        <Grid size={half}>{text('refundPercentage', { inputMode: 'decimal' })}</Grid>
      </Section>
      <Section title={t('partners.form.bank')} compact={compact}>
        <Grid size={third}>{text('cin', { inputMode: 'numeric' })}</Grid>
        <Grid size={compact ? 12 : { xs: 12, sm: 8 }}>{text('rib', { inputMode: 'numeric' })}</Grid>
        <Grid size={third}>{text('rc')}</Grid>
        <Grid size={third}>{text('pos')}</Grid>
        <Grid size={third}>{text('patent')}</Grid>
      </Section>
      <Section title={t('partners.form.payment')} compact={compact}>
        <Grid size={12}>
          <FormControl component="fieldset" error={!!errors.paymentDays} disabled={busy}>
            <FormLabel component="legend">{t('partners.form.paymentDays')}</FormLabel>
            <FormGroup row>
              {PAYMENT_WEEKDAYS.map((day) => (
                <FormControlLabel
                  key={day}
                  label={t(`clients.weekday.${day}`)}
                  control={
                    <Checkbox
                      checked={values.paymentDays.includes(day)}
                      onChange={(e) =>
                        set(
                          'paymentDays',
                          e.target.checked
                            ? [...values.paymentDays, day]
                            : values.paymentDays.filter((d) => d !== day),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        </Grid>
      </Section>
    </Stack>
  );
}
