import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
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
        return (
          <TextField
            required
            label={t('add-order.field.fullname')}
            value={values.fullname}
            onChange={(e) => edit('fullname', 'recipient.fullname', e.target.value)}
            autoComplete="off"
            {...fieldProps('recipient.fullname')}
            slotProps={{
              htmlInput: { dir: 'auto' },
              formHelperText: { 'data-field': 'recipient.fullname' } as object,
            }}
          />
        );
      case 'phone1':
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              required
              label={t('add-order.field.phone1')}
              value={values.phone1}
              onChange={(e) => edit('phone1', 'recipient.phone1', e.target.value)}
              {...fieldProps('recipient.phone1', t('add-order.hint.phone'))}
              slotProps={{
                htmlInput: { inputMode: 'tel', dir: 'ltr' },
                formHelperText: { 'data-field': 'recipient.phone1' } as object,
              }}
            />
            {risk && (
              <Box sx={{ pt: 0.75, flexShrink: 0 }}>
                <RefusalRiskChip risk={risk} />
              </Box>
            )}
          </Stack>
        );
      case 'phone2':
        return (
          <TextField
            label={t('add-order.field.phone2')}
            value={values.phone2}
            onChange={(e) => edit('phone2', 'recipient.phone2', e.target.value)}
            {...fieldProps('recipient.phone2', t('add-order.hint.phone'))}
            slotProps={{
              htmlInput: { inputMode: 'tel', dir: 'ltr' },
              formHelperText: { 'data-field': 'recipient.phone2' } as object,
            }}
          />
        );
      case 'email':
        return (
          <TextField
            type="email"
            label={t('add-order.field.email')}
            value={values.email}
            onChange={(e) => edit('email', 'recipient.email', e.target.value)}
            {...fieldProps('recipient.email')}
            slotProps={{
              htmlInput: { dir: 'ltr' },
              formHelperText: { 'data-field': 'recipient.email' } as object,
            }}
          />
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
      case 'address':
        return (
          <TextField
            required
            label={t('add-order.field.address')}
            value={values.address}
            onChange={(e) => edit('address', 'recipient.address', e.target.value)}
            {...fieldProps('recipient.address')}
            slotProps={{
              htmlInput: { dir: 'auto' },
              formHelperText: { 'data-field': 'recipient.address' } as object,
            }}
          />
        );
      case 'postalCode':
        return (
          <TextField
            label={t('add-order.field.postalCode')}
            value={values.postalCode}
            onChange={(e) => edit('postalCode', 'recipient.postalCode', e.target.value)}
            {...fieldProps('recipient.postalCode')}
            slotProps={{
              htmlInput: { inputMode: 'numeric', dir: 'ltr' },
              formHelperText: { 'data-field': 'recipient.postalCode' } as object,
            }}
          />
        );
      case 'merchandise':
        return (
          <TextField
            required
            label={t('add-order.field.merchandise')}
            value={values.merchandise}
            onChange={(e) => edit('merchandise', 'merchandise', e.target.value)}
            {...fieldProps('merchandise')}
            slotProps={{
              htmlInput: { dir: 'auto' },
              formHelperText: { 'data-field': 'merchandise' } as object,
            }}
          />
        );
      case 'parcelExtra':
        return parcelExtra;
      case 'quantity':
        return (
          <TextField
            required
            label={t('add-order.field.merchandiseQuantity')}
            value={values.quantity}
            onChange={(e) => edit('quantity', 'merchandiseQuantity', e.target.value)}
            {...fieldProps('merchandiseQuantity')}
            slotProps={{
              htmlInput: { inputMode: 'numeric', dir: 'ltr' },
              formHelperText: { 'data-field': 'merchandiseQuantity' } as object,
            }}
          />
        );
      // One decimal input: the COD (required), the merchandise's value and the weight.
      case 'price':
      case 'merchandisePrice':
      case 'weight':
        return (
          <TextField
            required={item === 'price'}
            label={(item === 'price' && priceLabel) || t(`add-order.field.${item}`)}
            value={values[item]}
            onChange={(e) => edit(item, item, e.target.value)}
            {...fieldProps(item, t(`add-order.hint.${item}`))}
            slotProps={{
              htmlInput: { inputMode: 'decimal', dir: 'ltr' },
              formHelperText: { 'data-field': item } as object,
            }}
          />
        );
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
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.canOpen}
                  onChange={(e) => set('canOpen', e.target.checked)}
                  disabled={disabled}
                />
              }
              label={t('add-order.field.canOpen')}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.fragile}
                  onChange={(e) => set('fragile', e.target.checked)}
                  disabled={disabled}
                />
              }
              label={t('add-order.field.fragile')}
            />
          </Stack>
        );
      case 'reference':
        return (
          <TextField
            label={t('add-order.field.reference')}
            value={values.reference}
            onChange={(e) => edit('reference', 'reference', e.target.value)}
            {...fieldProps('reference')}
            slotProps={{
              htmlInput: { dir: 'auto' },
              formHelperText: { 'data-field': 'reference' } as object,
            }}
          />
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
            <TextField
              type="time"
              label={t('add-order.field.deliveryFrom')}
              value={values.deliveryFrom}
              onChange={(e) => edit('deliveryFrom', 'deliveryFrom', e.target.value)}
              {...fieldProps('deliveryFrom')}
              slotProps={{
                inputLabel: { shrink: true },
                formHelperText: { 'data-field': 'deliveryFrom' } as object,
              }}
            />
            <TextField
              type="time"
              label={t('add-order.field.deliveryTo')}
              value={values.deliveryTo}
              onChange={(e) => edit('deliveryTo', 'deliveryTo', e.target.value)}
              {...fieldProps('deliveryTo')}
              slotProps={{
                inputLabel: { shrink: true },
                formHelperText: { 'data-field': 'deliveryTo' } as object,
              }}
            />
          </Stack>
        );
      case 'note':
        return (
          <TextField
            multiline
            minRows={2}
            label={t('add-order.field.note')}
            value={values.note}
            onChange={(e) => edit('note', 'note', e.target.value)}
            {...fieldProps('note')}
            slotProps={{
              htmlInput: { dir: 'auto' },
              formHelperText: { 'data-field': 'note' } as object,
            }}
            sx={{ gridColumn: '1 / -1' }}
          />
        );
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
