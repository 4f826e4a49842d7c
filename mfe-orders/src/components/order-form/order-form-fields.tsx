import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { PathValue } from 'react-hook-form';
import { ORDER_PAYMENT_TYPES, ORDER_SOURCES } from '@wolvo/shared/contracts';
import { errorsByField } from '@wolvo/shared/form';
import { translateErrorText } from '@wolvo/shared/http';
import { DelegationPicker, GovernoratePicker } from '@wolvo/shared/ui/components/place-pickers';
import { SelectField } from '@wolvo/shared/ui/components/select-field';
import { DayPicker } from '@wolvo/shared/ui/date-range';
import { NAMESPACE } from '../../i18n/namespace';
import { RefusalRiskChip } from '../refusal-risk-chip';
import { FormSection } from './form-section';
import {
  ADD_ORDER_LAYOUT,
  serverFieldOf,
  serverFieldsOf,
  type OrderFormItem,
  type OrderFormSection,
} from './order-form-layout';
import type { AddOrderFormValues, FieldErrors } from './order-form-values';
import { serverPath, type OrderFormState } from './use-order-form';

/** Server field names the form shows under a field; a page lists errors on any other above it. */
export const ORDER_FORM_FIELDS: ReadonlySet<string> = serverFieldsOf(ADD_ORDER_LAYOUT);
/** The merchant API's source is set by the server, never picked by hand. */
const MANUAL_SOURCES = ORDER_SOURCES.filter((source) => source !== 'API');

/** The props of a text field showing `field`'s error (a server message key) or else `hint`. */
export function orderFieldProps(
  errors: FieldErrors,
  field: string,
  disabled: boolean,
  hint?: string,
) {
  const key = errors[field];
  return {
    error: Boolean(key),
    helperText: (key ? translateErrorText(key) : '') || hint || undefined,
    fullWidth: true,
    size: 'small' as const,
    disabled,
    slotProps: { formHelperText: { 'data-field': field } as object },
  };
}

/** The form `OrderFormFields` reads and writes (`useOrderForm`'s, or `useOrderFields`'s). */
export type OrderFormFieldsState = Pick<OrderFormState, 'form' | 'businesses' | 'risk'>;

const SECTION_TITLES = {
  company: 'add-order.section.company',
  recipient: 'add-order.section.recipient',
  parcel: 'add-order.section.parcel',
  delivery: 'add-order.section.delivery',
} as const;

/** Props of `OrderFormFields`. */
export interface OrderFormFieldsProps {
  form: OrderFormFieldsState;
  /** True once saved: every field is read-only. */
  disabled: boolean;
  /** Fields shown after the merchandise (an exchange's returning merchandise). */
  parcelExtra?: ReactNode;
  /** Label of the COD field, when not the add-order one. */
  priceLabel?: string;
  /** The sections and fields shown, the whole new-order form unless told (edit shows a subset). */
  layout?: readonly OrderFormSection[];
}

/** A text input of the order form: the value it edits and the server's name of its field. */
interface TextInput {
  value: Exclude<keyof AddOrderFormValues, 'canOpen' | 'fragile'>;
  /** The server's name, whose last part names the label (`add-order.field.<last part>`). */
  field: string;
  required?: boolean;
  /** Free text reads in its own direction ('auto'); numbers, phones and emails left to right. */
  dir?: 'auto' | 'ltr';
  inputMode?: 'tel' | 'numeric' | 'decimal';
  type?: 'email' | 'time';
  /** The text under the field while it has no error (a key of the page's texts). */
  hint?: string;
}

/** A text input whose server field is its item's (`serverFieldOf`). */
const text = (value: TextInput['value'], rest: Omit<TextInput, 'value' | 'field'> = {}) => ({
  value,
  field: serverFieldOf(value),
  ...rest,
});
const TEXT_INPUTS = {
  fullname: text('fullname', { required: true, dir: 'auto' }),
  phone1: text('phone1', {
    required: true,
    dir: 'ltr',
    inputMode: 'tel',
    hint: 'add-order.hint.phone',
  }),
  phone2: text('phone2', {
    dir: 'ltr',
    inputMode: 'tel',
    hint: 'add-order.hint.phone',
  }),
  email: text('email', { dir: 'ltr', type: 'email' }),
  address: text('address', { required: true, dir: 'auto' }),
  postalCode: text('postalCode', { dir: 'ltr', inputMode: 'numeric' }),
  merchandise: text('merchandise', { required: true, dir: 'auto' }),
  quantity: text('quantity', {
    required: true,
    dir: 'ltr',
    inputMode: 'numeric',
  }),
  // One decimal input: the COD (required), the merchandise's value and the weight.
  merchandisePrice: text('merchandisePrice', {
    dir: 'ltr',
    inputMode: 'decimal',
    hint: 'add-order.hint.merchandisePrice',
  }),
  price: text('price', {
    required: true,
    dir: 'ltr',
    inputMode: 'decimal',
    hint: 'add-order.hint.price',
  }),
  weight: text('weight', {
    dir: 'ltr',
    inputMode: 'decimal',
    hint: 'add-order.hint.weight',
  }),
  reference: text('reference', { dir: 'auto' }),
  deliveryFrom: text('deliveryFrom', { type: 'time' }),
  deliveryTo: text('deliveryTo', { type: 'time' }),
  note: text('note', { dir: 'auto' }),
} satisfies Record<string, TextInput>;

/**
 * The fields of an order: company, recipient (governorate then delegation from the shared
 * geography, the phone's refusal risk), parcel and delivery, or the subset `layout` lists. Shared by
 * add order, add exchange and edit order.
 */
export function OrderFormFields({
  form,
  disabled,
  parcelExtra,
  priceLabel,
  layout = ADD_ORDER_LAYOUT,
}: OrderFormFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const { businesses, risk } = form;
  const { watch, setValue, clearErrors, formState } = form.form;
  const values = watch();
  // Errors are kept under the server's field names (`recipient.phone1`), as message keys.
  const errors: FieldErrors = errorsByField(formState.errors);

  const set = <K extends keyof AddOrderFormValues>(key: K, value: AddOrderFormValues[K]) =>
    setValue(key, value as PathValue<AddOrderFormValues, K>, {
      shouldDirty: true,
      shouldTouch: true,
    });
  // An edited field loses its error until the next save checks it; `field` is the server's name.
  const edit = <K extends keyof AddOrderFormValues>(
    key: K,
    field: string,
    value: AddOrderFormValues[K],
  ) => {
    set(key, value);
    if (errors[field]) clearErrors(serverPath(field));
  };
  const errorOf = (field: string) => {
    const key = errors[field];
    return key ? translateErrorText(key) : '';
  };
  const fieldProps = (field: string, hint?: string) =>
    orderFieldProps(errors, field, disabled, hint);
  // A text input as the table says; `extra` for the few that differ (a label, a size).
  const textInput = (input: TextInput, extra: Partial<TextFieldProps> = {}) => {
    const { value, field, required, dir, inputMode, type, hint } = input;
    return (
      <TextField
        required={required}
        type={type}
        label={t(`add-order.field.${field.split('.').pop()}`)}
        value={values[value]}
        onChange={(e) => edit(value, field, e.target.value)}
        {...fieldProps(field, hint && t(hint))}
        slotProps={{
          ...(dir && { htmlInput: { dir, ...(inputMode && { inputMode }) } }),
          ...(type === 'time' && { inputLabel: { shrink: true } }),
          formHelperText: { 'data-field': field } as object,
        }}
        {...extra}
      />
    );
  };
  const renderItem = (item: OrderFormItem): ReactNode => {
    switch (item) {
      case 'businessId':
        return (
          <SelectField
            required
            label={t('add-order.field.businessId')}
            value={
              businesses.some((b) => String(b.id) === values.businessId) ? values.businessId : ''
            }
            options={businesses.map((b) => ({ value: String(b.id), label: b.name }))}
            onChange={(id) => edit('businessId', 'businessId', id)}
            {...fieldProps(
              'businessId',
              businesses.length === 0 ? t('add-order.no-company') : undefined,
            )}
          />
        );
      case 'source':
        return (
          <SelectField
            label={t('add-order.field.source')}
            value={values.source}
            options={MANUAL_SOURCES.map((s) => ({ value: s, label: tc(`source.${s}`) }))}
            onChange={(source) => edit('source', 'source', source)}
            {...fieldProps('source')}
          />
        );
      case 'fullname':
        return textInput(TEXT_INPUTS.fullname, { autoComplete: 'off' });
      case 'phone1':
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {textInput(TEXT_INPUTS.phone1)}
            {risk && (
              <Box sx={{ pt: 0.75, flexShrink: 0 }}>
                <RefusalRiskChip risk={risk} />
              </Box>
            )}
          </Stack>
        );
      case 'governorate':
        return (
          <GovernoratePicker
            required
            label={t('add-order.field.delegation')}
            value={values.governorate}
            onChange={(next) => {
              set('governorate', next);
              set('delegation', '');
              clearErrors(['recipient.delegation', 'recipient.city'].map(serverPath));
            }}
            disabled={disabled}
            error={errorOf('recipient.delegation') || undefined}
            size="small"
          />
        );
      case 'delegation':
        return (
          <DelegationPicker
            required
            label={t('add-order.field.city')}
            governorate={values.governorate}
            value={values.delegation}
            onChange={(next) => edit('delegation', 'recipient.city', next)}
            disabled={disabled}
            error={errorOf('recipient.city') || undefined}
            size="small"
          />
        );
      case 'parcelExtra':
        return parcelExtra;
      case 'price':
        return textInput(TEXT_INPUTS.price, priceLabel ? { label: priceLabel } : {});
      case 'paymentType':
        return (
          <SelectField
            required
            label={t('add-order.field.paymentType')}
            value={values.paymentType}
            options={ORDER_PAYMENT_TYPES.map((p) => ({ value: p, label: tc(`payment-type.${p}`) }))}
            onChange={(type) => edit('paymentType', 'paymentType', type)}
            {...fieldProps('paymentType')}
          />
        );
      case 'flags':
        return (
          <Stack direction="row" spacing={2}>
            {(['canOpen', 'fragile'] as const).map((flag) => (
              <FormControlLabel
                key={flag}
                control={
                  <Checkbox
                    checked={values[flag]}
                    onChange={(e) => set(flag, e.target.checked)}
                    disabled={disabled}
                  />
                }
                label={t(`add-order.field.${flag}`)}
              />
            ))}
          </Stack>
        );
      case 'deliveryDate':
        return (
          <DayPicker
            label={t('add-order.field.deliveryDate')}
            value={values.deliveryDate}
            onChange={(day) => edit('deliveryDate', 'deliveryDate', day)}
            {...fieldProps('deliveryDate')}
          />
        );
      case 'deliveryWindow':
        return (
          <Stack direction="row" spacing={2}>
            {textInput(TEXT_INPUTS.deliveryFrom)}
            {textInput(TEXT_INPUTS.deliveryTo)}
          </Stack>
        );
      case 'note':
        return textInput(TEXT_INPUTS.note, {
          multiline: true,
          minRows: 2,
          sx: { gridColumn: '1 / -1' },
        });
      default:
        return textInput(TEXT_INPUTS[item]);
    }
  };

  return (
    <>
      {layout.map(({ section, items }) => (
        <FormSection key={section} title={t(SECTION_TITLES[section])}>
          {items.map((item) => (
            <Fragment key={item}>{renderItem(item)}</Fragment>
          ))}
        </FormSection>
      ))}
    </>
  );
}
