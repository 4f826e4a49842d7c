// `@wolvo/shared/ui/client-form`: the one client form (add client in commercial, the staff client editor
// in reclamation edits): react-hook-form checked by the API's own client rules (`checkClientFields` of
// `@wolvo/shared/contracts/clients/rules`, on the body it would send, each problem under its field in the
// server's words), the governorate → delegation pickers, and the API's own field errors under their
// fields. It carries react-hook-form and the geography: pages import it lazily where it is not the page
// itself.
import { useEffect, type ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type AddClientRequest,
  type ClientPaymentType,
  type PaymentWeekday,
} from '@wolvo/shared/contracts';
import { checkClientFields } from '@wolvo/shared/contracts/clients/rules';
import { checkResolver, errorAt } from '@wolvo/shared/form';
import { DelegationPicker, GovernoratePicker } from '@wolvo/shared/ui/components/place-pickers';
import { CompaniesField } from './companies-field';
import { FormSection } from './form-section';
import { PaymentFields } from './payment-fields';
import {
  toClientBody,
  type ClientFormField,
  type ClientFormValues,
} from '@wolvo/shared/ui/client-form/values';

export * from '@wolvo/shared/ui/client-form/values';

const resolver = checkResolver(toClientBody, checkClientFields);

/** The form's sections, in order. */
export type ClientFormSection = 'identity' | 'address' | 'costs' | 'bank' | 'payment';

/** The client form's react-hook-form state: fields as typed, the wire body on submit. */
export type ClientFormState = UseFormReturn<ClientFormValues, unknown, AddClientRequest>;

/**
 * Free text, often Latin, and the RIB's groups of digits: shown in their own direction in Arabic (the
 * RIB would read its groups right to left); plain numbers keep the page's.
 */
const WORDS: ReadonlySet<string> = new Set(['fullname', 'email', 'pickupAddress', 'rib']);

export interface ClientFormProps {
  /** The `<form>`'s id, for a save button outside it (`form={id}`). */
  id?: string;
  /** The form's accessible name. */
  ariaLabel?: string;
  defaultValues: ClientFormValues;
  /** Texts of the page that shows the form (its namespace): a field's label, a section's title. */
  label: (field: ClientFormField) => string;
  title: (section: ClientFormSection) => string;
  weekday: (day: PaymentWeekday) => string;
  paymentTypeLabel: (type: ClientPaymentType) => string;
  /** Hints under fields (shown while the field has no error). */
  hints?: Partial<Record<ClientFormField, string>>;
  disabled?: boolean;
  /** Section boxes: outlined papers (a page of its own) or headings in the page's paper. */
  variant?: 'paper' | 'plain';
  /** The insurance and refund rates (set when a client is added). */
  rates?: boolean;
  /** The preferred partner's choices, with the label of none; the field is left out without them. */
  partners?: { options: Array<{ id: number; name: string }>; none: string };
  /** Companies empty: marked at once (the editor, spec section 5), not only on save. */
  flagEmptyCompanies?: boolean;
  /** Read-only fields of the identity section after the email (the editor's login). */
  identityExtra?: ReactNode;
  /** Saves the checked body; its failure is the caller's to place (`setServerErrors`). */
  onSubmit: (body: AddClientRequest, form: ClientFormState) => Promise<void>;
  /** Told whenever the fields differ from `defaultValues` or no longer do. */
  onDirtyChange?: (dirty: boolean) => void;
  /** After the sections, in the form: documents, messages, buttons. */
  children?: (state: { form: ClientFormState; busy: boolean; hasErrors: boolean }) => ReactNode;
}

/** The one client form: identity, companies, address, costs, bank details and payment terms. */
export function ClientForm({
  id,
  ariaLabel,
  defaultValues,
  label,
  title,
  weekday,
  paymentTypeLabel,
  hints = {},
  disabled = false,
  variant = 'paper',
  rates = false,
  partners,
  flagEmptyCompanies = false,
  identityExtra,
  onSubmit,
  onDirtyChange,
  children,
}: ClientFormProps) {
  const { t } = useTranslation();
  const form: ClientFormState = useForm<ClientFormValues, unknown, AddClientRequest>({
    defaultValues,
    resolver,
  });
  const { control, register, formState, handleSubmit, setValue, watch } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const busy = isSubmitting;
  const off = busy || disabled;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const errorOf = (field: ClientFormField) => {
    const key = errorAt(errors, field);
    return key ? t(key) : undefined;
  };
  const text = (
    field: ClientFormField,
    options: { required?: boolean; type?: string; inputMode?: 'numeric' | 'decimal' } = {},
  ) => {
    const { ref, ...rest } = register(field);
    const error = errorOf(field);
    return (
      <TextField
        {...rest}
        inputRef={ref}
        label={label(field)}
        type={options.type ?? 'text'}
        required={options.required}
        fullWidth
        error={!!error}
        helperText={error ?? hints[field]}
        disabled={off}
        // Latin names and addresses keep their order in Arabic ("45 Rue de la Liberté").
        slotProps={{
          htmlInput: {
            inputMode: options.inputMode,
            dir: WORDS.has(field) ? 'auto' : undefined,
          },
        }}
      />
    );
  };
  const section = (name: ClientFormSection, content: ReactNode) => (
    <FormSection variant={variant} title={title(name)}>
      {content}
    </FormSection>
  );
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Stack
      id={id}
      spacing={variant === 'paper' ? 2 : 3}
      component="form"
      aria-label={ariaLabel}
      noValidate
      onSubmit={(event) => void handleSubmit((body) => onSubmit(body, form))(event)}
    >
      {section(
        'identity',
        <>
          <Grid size={{ xs: 12, md: 6 }}>{text('fullname', { required: true })}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('email', { required: true, type: 'email' })}</Grid>
          {identityExtra}
          <Grid size={12}>
            <CompaniesField
              control={control}
              label={label('companies')}
              error={errorOf('companies')}
              hint={hints.companies}
              flagEmpty={flagEmptyCompanies}
              disabled={off}
            />
          </Grid>
        </>,
      )}
      {section(
        'address',
        <>
          <Grid size={{ xs: 12, md: 4 }}>
            <Controller
              control={control}
              name="delegation"
              render={({ field }) => (
                <GovernoratePicker
                  name="delegation"
                  label={label('delegation')}
                  required
                  value={field.value}
                  onChange={(governorate) => {
                    field.onChange(governorate);
                    setValue('city', '', { shouldDirty: true });
                  }}
                  disabled={off}
                  error={errorOf('delegation')}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Controller
              control={control}
              name="city"
              render={({ field }) => (
                <DelegationPicker
                  name="city"
                  label={label('city')}
                  required
                  governorate={watch('delegation')}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={off}
                  error={errorOf('city')}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>{text('pickupAddress', { required: true })}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text('phone1', { required: true, type: 'tel', inputMode: 'numeric' })}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text('phone2', { type: 'tel', inputMode: 'numeric' })}
          </Grid>
        </>,
      )}
      {section(
        'costs',
        <>
          {(['deliveryCost', 'returnCost', 'exchangeCost'] as const).map((field) => (
            <Grid key={field} size={{ xs: 12, sm: 4 }}>
              {text(field, { required: true, inputMode: 'decimal' })}
            </Grid>
          ))}
          {rates && (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>{text('insuranceBp', { inputMode: 'decimal' })}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('refundBp', { inputMode: 'decimal' })}</Grid>
            </>
          )}
        </>,
      )}
      {section(
        'bank',
        <>
          <Grid size={{ xs: 12, sm: 4 }}>{text('cin', { inputMode: 'numeric' })}</Grid>
          <Grid size={{ xs: 12, sm: 8 }}>{text('rib', { inputMode: 'numeric' })}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{text('rc')}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{text('pos')}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{text('patent')}</Grid>
        </>,
      )}
      {section(
        'payment',
        <PaymentFields
          control={control}
          label={label}
          errorOf={errorOf}
          weekday={weekday}
          paymentTypeLabel={paymentTypeLabel}
          partners={partners}
          disabled={off}
        />,
      )}
      {children?.({ form, busy, hasErrors })}
    </Stack>
  );
}
