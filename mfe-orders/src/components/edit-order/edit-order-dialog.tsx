import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  ORDER_PAYMENT_TYPES,
  SLIP_PRINTED_STATUSES,
  type OrderDetailDto,
  type OrderPaymentType,
} from '@wolvo/shared/contracts';
import { eventBus } from '@wolvo/shared/events';
import {
  GOVERNORATE_ARABIC_NAMES,
  GOVERNORATE_NAMES,
  delegationsOf,
  foldPlaceName,
  governorateMatches,
} from '@wolvo/shared/geo';
import { errorTextOf, isCancelledRequest, translateErrorText } from '@wolvo/shared/http';
import { useLanguage } from '@wolvo/shared/i18n';
import { LoadingDots } from '@wolvo/shared/ui/components/loading-dots';
import { showToast } from '@wolvo/shared/ui/toast';
import { NAMESPACE } from '../../i18n/translations';
import { getBusinesses, type BusinessOption } from '../../api/get-businesses';
import { getOrderDetail } from '../../api/get-order-detail';
import { updateOrder } from '../../api/update-order';
import { FormSection } from '../order-form/form-section';
import { orderFieldProps } from '../order-form/order-form-fields';
import {
  serverFieldErrors,
  type AddOrderFormValues,
  type FieldErrors,
} from '../order-form/order-form-values';
import {
  EDIT_FIELDS,
  formFieldOf,
  toUpdateOrderRequest,
  validateEditOrder,
  valuesFromOrder,
} from './edit-order-form';

type Loaded =
  { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'done'; order: OrderDetailDto };

/** Props of `EditOrderDialog`. */
export interface EditOrderDialogProps {
  /** The order to edit; null keeps the dialog closed. */
  orderId: number | null;
  onClose: () => void;
}

/**
 * Edits an order not yet collected: the fields of the update payload, prefilled from the order's
 * detail and checked as on creation. Sends only the changed fields; on success it toasts
 * `update-order.success` and publishes `order.updated` so the detail and the lists reload.
 * @example <EditOrderDialog orderId={editedId} onClose={() => setEditedId(null)} />
 */
export function EditOrderDialog({ orderId, onClose }: EditOrderDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      open={orderId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="edit-order-title"
    >
      {orderId !== null ? (
        <EditOrderContent orderId={orderId} onClose={onClose} />
      ) : (
        <DialogTitle id="edit-order-title">{t('edit-order.edit')}</DialogTitle>
      )}
    </Dialog>
  );
}

function EditOrderContent({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [businesses, setBusinesses] = useState<BusinessOption[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ kind: 'loading' });
    getOrderDetail(String(orderId), controller.signal)
      .then((order) => setLoaded({ kind: 'done', order }))
      .catch((failure: unknown) => {
        if (isCancelledRequest(failure) || controller.signal.aborted) return;
        setLoaded({ kind: 'error', text: errorTextOf(failure) });
      });
    return () => controller.abort();
  }, [orderId, attempt]);

  useEffect(() => {
    const controller = new AbortController();
    getBusinesses(controller.signal).then(setBusinesses, () => undefined);
    return () => controller.abort();
  }, []);

  if (loaded.kind !== 'done') {
    return (
      <>
        <DialogTitle id="edit-order-title">{t('edit-order.edit')}</DialogTitle>
        <DialogContent>
          {loaded.kind === 'loading' ? (
            <Box
              sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}
              role="progressbar"
              aria-label={t('edit-order.loading')}
            >
              <LoadingDots />
            </Box>
          ) : (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => setAttempt((a) => a + 1)}>
                  {t('edit-order.retry')}
                </Button>
              }
            >
              {translateErrorText(loaded.text) || t('edit-order.load-failed')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('edit-order.cancel')}</Button>
        </DialogActions>
      </>
    );
  }
  // The order's own company stays choosable even when the list has not arrived.
  const options = businesses.some((b) => b.id === loaded.order.business.id)
    ? businesses
    : [loaded.order.business, ...businesses];
  return <EditOrderForm order={loaded.order} businesses={options} onClose={onClose} />;
}

interface EditOrderFormProps {
  order: OrderDetailDto;
  businesses: BusinessOption[];
  onClose: () => void;
}

function EditOrderForm({ order, businesses, onClose }: EditOrderFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const { language } = useLanguage();
  const [values, setValues] = useState<AddOrderFormValues>(() => valuesFromOrder(order));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  const changed = toUpdateOrderRequest(order, values) !== null;
  const code = order.partnerCode || order.code;

  // An edited field loses its error; `field` is the server's name of it.
  const edit = <K extends keyof AddOrderFormValues>(
    key: K,
    field: string,
    value: AddOrderFormValues[K],
  ) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorOf = (field: string) => {
    const key = errors[field];
    return key ? translateErrorText(key) : '';
  };
  const fieldProps = (field: string, hint?: string) => orderFieldProps(errors, field, saving, hint);
  const governorateLabel = (name: string) =>
    language === 'ar' && GOVERNORATE_ARABIC_NAMES[name]
      ? `${GOVERNORATE_ARABIC_NAMES[name]} (${name})`
      : name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateEditOrder(values);
    setErrors(found);
    setOtherErrors([]);
    if (Object.keys(found).length) {
      focusFirstError();
      return;
    }
    const body = toUpdateOrderRequest(order, values);
    if (!body) return;
    setSaving(true);
    try {
      await updateOrder(order.id, body);
      showToast(tc('update-order.success'), 'success');
      eventBus.publish('order.updated', { orderId: order.id });
      onClose();
    } catch (failure) {
      if (isCancelledRequest(failure)) return;
      const { fields, other } = serverFieldErrors(failure);
      const shown: FieldErrors = {};
      const rest = [...other];
      for (const [field, key] of Object.entries(fields)) {
        const formField = formFieldOf(field);
        if (EDIT_FIELDS.has(formField)) shown[formField] = key;
        else rest.push(`${field}: ${key}`);
      }
      setErrors(shown);
      if (!Object.keys(fields).length && !other.length) rest.push(errorTextOf(failure));
      setOtherErrors(rest);
      if (Object.keys(shown).length) focusFirstError();
      showToast(tc('update-order.failed'), 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <DialogTitle id="edit-order-title">{t('edit-order.title', { code })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('edit-order.intro')}
          </Typography>
          {(SLIP_PRINTED_STATUSES as readonly string[]).includes(order.status) && (
            <Alert severity="warning">{t('edit-order.printed-warning')}</Alert>
          )}
          {otherErrors.length > 0 && (
            <Alert severity="error">
              {otherErrors.map((text) => (
                <div key={text}>{translateErrorText(text)}</div>
              ))}
            </Alert>
          )}

          <FormSection title={t('add-order.section.company')}>
            <TextField
              select
              required
              label={t('add-order.field.businessId')}
              value={
                businesses.some((b) => String(b.id) === values.businessId) ? values.businessId : ''
              }
              onChange={(e) => edit('businessId', 'businessId', e.target.value)}
              {...fieldProps('businessId')}
            >
              {businesses.map((business) => (
                <MenuItem key={business.id} value={String(business.id)}>
                  {business.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label={t('add-order.field.paymentType')}
              value={values.paymentType}
              onChange={(e) =>
                edit('paymentType', 'paymentType', e.target.value as OrderPaymentType)
              }
              {...fieldProps('paymentType')}
            >
              {ORDER_PAYMENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {tc(`payment-type.${type}`)}
                </MenuItem>
              ))}
            </TextField>
          </FormSection>

          <FormSection title={t('add-order.section.recipient')}>
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
            <Autocomplete
              options={GOVERNORATE_NAMES as string[]}
              value={values.governorate || null}
              onChange={(_, next) => {
                setValues((v) => ({ ...v, governorate: next ?? '', delegation: '' }));
                setErrors((e) => ({
                  ...e,
                  'recipient.delegation': undefined,
                  'recipient.city': undefined,
                }));
              }}
              getOptionLabel={governorateLabel}
              filterOptions={(options, state) =>
                options.filter((name) => governorateMatches(name, state.inputValue))
              }
              noOptionsText={t('add-order.no-options')}
              disabled={saving}
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  label={t('add-order.field.delegation')}
                  error={Boolean(errors['recipient.delegation'])}
                  helperText={errorOf('recipient.delegation') || undefined}
                  size="small"
                />
              )}
            />
            <Autocomplete
              options={delegationsOf(values.governorate) as string[]}
              value={values.delegation || null}
              onChange={(_, next) => edit('delegation', 'recipient.city', next ?? '')}
              filterOptions={(options, state) => {
                const query = foldPlaceName(state.inputValue);
                return options.filter((name) => foldPlaceName(name).includes(query));
              }}
              noOptionsText={t('add-order.no-options')}
              disabled={saving || !values.governorate}
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  label={t('add-order.field.city')}
                  error={Boolean(errors['recipient.city'])}
                  helperText={
                    errorOf('recipient.city') ||
                    (values.governorate ? undefined : t('add-order.choose-governorate'))
                  }
                  size="small"
                />
              )}
            />
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
          </FormSection>

          <FormSection title={t('add-order.section.parcel')}>
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
            <TextField
              required
              label={t('add-order.field.price')}
              value={values.price}
              onChange={(e) => edit('price', 'price', e.target.value)}
              {...fieldProps('price', t('add-order.hint.price'))}
              slotProps={{
                htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                formHelperText: { 'data-field': 'price' } as object,
              }}
            />
          </FormSection>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        {!changed && (
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {t('edit-order.no-change')}
          </Typography>
        )}
        <Button onClick={onClose} disabled={saving}>
          {t('edit-order.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving || !changed}>
          {t('edit-order.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
