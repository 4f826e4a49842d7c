import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import {
  CLIENT_PAYMENT_TYPES,
  type AddClientRequest,
  type ClientPaymentType,
  type PaymentWeekday,
} from '@wolvo/shared/contracts';
import { PaymentDaysField } from '@wolvo/shared/ui/components/payment-days-field';
import { SelectField } from '@wolvo/shared/ui/components/select-field';
import type { ClientFormField, ClientFormValues } from '@wolvo/shared/ui/client-form/values';

/** Props of `PaymentFields`. */
export interface PaymentFieldsProps {
  control: Control<ClientFormValues, unknown, AddClientRequest>;
  label: (field: ClientFormField) => string;
  /** A field's error text, if any. */
  errorOf: (field: ClientFormField) => string | undefined;
  weekday: (day: PaymentWeekday) => string;
  paymentTypeLabel: (type: ClientPaymentType) => string;
  /** The preferred partner's choices, with the label of none; the field is left out without them. */
  partners?: { options: Array<{ id: number; name: string }>; none: string };
  disabled: boolean;
}

/** The payment terms of a client: the days it is paid, how, and its preferred delivery partner. */
export function PaymentFields({
  control,
  label,
  errorOf,
  weekday,
  paymentTypeLabel,
  partners,
  disabled,
}: PaymentFieldsProps) {
  return (
    <>
      <Grid size={12}>
        <Controller
          control={control}
          name="paymentDays"
          render={({ field }) => (
            <PaymentDaysField
              value={field.value}
              onChange={field.onChange}
              label={label('paymentDays')}
              weekday={weekday}
              error={!!errorOf('paymentDays')}
              disabled={disabled}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          control={control}
          name="paymentType"
          render={({ field }) => (
            <SelectField
              fullWidth
              label={label('paymentType')}
              name="paymentType"
              value={field.value}
              options={CLIENT_PAYMENT_TYPES.map((type) => ({
                value: type,
                label: paymentTypeLabel(type),
              }))}
              onChange={field.onChange}
              disabled={disabled}
            />
          )}
        />
      </Grid>
      {partners && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="preferredDeliveryCompanyId"
            render={({ field }) => (
              <TextField
                select
                fullWidth
                label={label('preferredDeliveryCompanyId')}
                name="preferredDeliveryCompanyId"
                value={field.value ?? ''}
                onChange={(e) =>
                  field.onChange(e.target.value === '' ? null : Number(e.target.value))
                }
                error={!!errorOf('preferredDeliveryCompanyId')}
                helperText={errorOf('preferredDeliveryCompanyId')}
                disabled={disabled}
                // "None" is a choice of its own: show it rather than an empty box under the label.
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{partners.none}</MenuItem>
                {partners.options.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      )}
    </>
  );
}
