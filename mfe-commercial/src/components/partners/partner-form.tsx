import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddDeliveryCompanyRequest } from '@wolvo/shared/contracts';
import { errorAt, setServerErrors } from '@wolvo/shared/form';
import { PaymentDaysField } from '@wolvo/shared/ui/components/payment-days-field';
import { NAMESPACE } from '../../i18n/namespace';
import {
  partnerResolver,
  type PartnerField,
  type PartnerFormValues,
} from '../../features/partners/partner-form-values';

/** The partner form's react-hook-form state: fields as typed, the wire body on submit. */
export type PartnerFormState = UseFormReturn<PartnerFormValues, unknown, AddDeliveryCompanyRequest>;

const RESOLVERS = { add: partnerResolver('add'), edit: partnerResolver('edit') };

/** A partner form on react-hook-form, checked by the server's partner rules before it sends. */
export function usePartnerForm(defaultValues: PartnerFormValues, mode: 'add' | 'edit') {
  return useForm<PartnerFormValues, unknown, AddDeliveryCompanyRequest>({
    defaultValues,
    resolver: RESOLVERS[mode],
  });
}

/**
 * Places a refused save's `field: key` answers under the form's fields; false when none named one of
 * them (the caller toasts the failure).
 */
export function showServerErrors(form: PartnerFormState, failure: unknown): boolean {
  const values = form.getValues();
  return setServerErrors<PartnerFormValues>(failure, (field, error) => {
    if (field in values) form.setError(field, error);
  });
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
  form: PartnerFormState;
  /** Edit mode: the login is shown read-only (it never changes). */
  mode: 'add' | 'edit';
  /** Narrow layout (the side panel): one column. */
  compact?: boolean;
}

/**
 * The spec's partner fields, for adding a partner and for editing one: company and login, prices and
 * rates, identity and bank details, payment days. Required fields carry the asterisk; each problem shows
 * under its field.
 */
export function PartnerFields({ form, mode, compact = false }: PartnerFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const { control, register, formState } = form;
  const { errors, isSubmitting: busy } = formState;
  const half = compact ? 12 : { xs: 12, md: 6 };
  const third = compact ? 12 : { xs: 12, sm: 4 };
  const text = (
    field: Exclude<PartnerField, 'paymentDays'>,
    options: {
      required?: boolean;
      hint?: string;
      inputMode?: 'numeric' | 'decimal';
      readOnly?: boolean;
    } = {},
  ) => {
    const { ref, ...rest } = register(field);
    const error = errorAt(errors, field);
    return (
      <TextField
        {...rest}
        inputRef={ref}
        label={t(`partners.form.${field}`)}
        required={options.required}
        fullWidth
        error={!!error}
        helperText={error ? tc(error) : options.hint}
        disabled={busy}
        slotProps={{ htmlInput: { inputMode: options.inputMode, readOnly: options.readOnly } }}
      />
    );
  };
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
        <Grid size={half}>{text('insuranceBp', { inputMode: 'decimal' })}</Grid>
        <Grid size={half}>{text('refundBp', { inputMode: 'decimal' })}</Grid>
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
          <Controller
            control={control}
            name="paymentDays"
            render={({ field }) => (
              <PaymentDaysField
                value={field.value}
                onChange={field.onChange}
                label={t('partners.form.paymentDays')}
                weekday={(day) => t(`clients.weekday.${day}`)}
                error={!!errorAt(errors, 'paymentDays')}
                disabled={busy}
              />
            )}
          />
        </Grid>
      </Section>
    </Stack>
  );
}
