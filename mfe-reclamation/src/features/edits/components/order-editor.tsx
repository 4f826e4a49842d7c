import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  ORDER_PAYMENT_TYPES,
  SERVICE_TYPES,
  type OrderDetailDto,
  type UpdateOrderRequest,
} from '@wolvo/shared/contracts';
import { businessApi } from '@wolvo/shared/contracts/clients/endpoints';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { checkOrderEdit, issueKeysByField } from '@wolvo/shared/contracts/orders/rules';
import { DelegationPicker, GovernoratePicker } from '@wolvo/shared/ui/components/place-pickers';
import { SelectField } from '@wolvo/shared/ui/components/select-field';
import { errorAt } from '@wolvo/shared/form';
import { fieldErrorsOf } from '@wolvo/shared/http';
import { useApiMutation, useApiQuery } from '@wolvo/shared/query';
import { EditHistory } from '@wolvo/shared/ui/components/edit-history';
import { formatDinars } from '@wolvo/shared/ui/format';
import { showToast } from '@wolvo/shared/ui/toast';
import { NoOrderPaper, OrderFormPaper } from '../../../components/order-form-paper';
import { NAMESPACE } from '../../../i18n/namespace';
import { EditsFooter } from './edits-footer';
import { bodyOf, valuesOf, type OrderValues } from './order-editor-values';
import { NO_STATUS_CHOICE, StatusEditor, type StatusChoice } from './status-editor';
import { useExchangeCheck } from './use-exchange-check';

/** A field's cell: three a row on a wide screen. */
const CELL = { xs: 12, md: 4 } as const;

/** Free text, often Latin: shown in its own direction in Arabic (numbers keep the page's). */
const WORDS: ReadonlySet<string> = new Set(['merchandise', 'fullname', 'address']);

// Server field names (`recipient.phone1`, `newPrice`) to the form's.
const formField = (field: string) => field.replace(/^recipient\./, '');

/** What the editor's resolver checks the fields against: the loaded order and the status choice. */
interface EditorContext {
  order: OrderDetailDto | null;
  status: StatusChoice;
}

/**
 * The editor's checks: `bodyOf`'s (a number typed wrong, a status without its place), then the server's
 * own rules for an edit (`checkOrderEdit`, which PUT /v1/order/edit runs) on the body it would send,
 * under the fields the editor shows; a problem of another field is left to the server's answer.
 */
/** A resolver's answer refusing the form, each problem as `[field, message key]`. */
const refused = (found: Array<[string, string]>) => ({
  values: {},
  errors: Object.fromEntries(
    found.map(([field, key]) => [field, { type: 'rule', message: key }]),
  ) as FieldErrors<OrderValues>,
});

const resolver: Resolver<OrderValues, EditorContext, UpdateOrderRequest> = (values, context) => {
  const order = context?.order;
  if (!order) return refused([['root', 'order.id.not-found']]);
  const { body, errors } = bodyOf(order, valuesOf(order), values, context.status);
  if (Object.keys(errors).length) return refused(Object.entries(errors));
  const ruled = Object.entries(issueKeysByField(checkOrderEdit(body, order.recipient).issues))
    .map(([field, key]): [string, string] => [formField(field), key])
    .filter(([field]) => field in values);
  return ruled.length ? refused(ruled) : { values: body, errors: {} };
};

/**
 * The staff order editor: company, payment type, service and exchange id (checked by the server), new
 * price, merchandise and quantity, the recipient, and the status editor. Saves only what changed.
 */
export function OrderEditor({
  orderId,
  canEdit,
  search,
}: {
  orderId: number | null;
  canEdit: boolean;
  search: ReactNode;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation();
  const language = i18n.language;
  const detail = useApiQuery(
    ordersApi.detail,
    { params: { id: orderId ?? 0 } },
    // Every answer is a new object, so a save's answer starts the form over even when nothing changed.
    { enabled: orderId !== null, structuralSharing: false },
  );
  // The order the form holds: it takes each answer with that answer's values, never one without the other.
  const [held, setHeld] = useState<{ id: number; order: OrderDetailDto } | null>(null);
  const order = held && held.id === orderId ? held.order : null;
  const [status, setStatus] = useState<StatusChoice>(NO_STATUS_CHOICE);
  const businesses =
    useApiQuery(
      businessApi.list,
      { query: { clientId: order?.client?.id ?? 0 } },
      { enabled: !!order?.client },
    ).data ?? [];
  // A saved order is answered again: the effect below starts the form over from it.
  const edit = useApiMutation(ordersApi.edit, { invalidates: [ordersApi.detail] });
  // Values, touched fields, errors and the save's busy state are the form's; errors are message keys.
  const { handleSubmit, reset, setValue, clearErrors, setError, watch, formState } = useForm<
    OrderValues,
    EditorContext,
    UpdateOrderRequest
  >({ resolver, context: { order, status }, reValidateMode: 'onSubmit' });
  const busy = formState.isSubmitting;
  const initial = useMemo(() => (order ? valuesOf(order) : null), [order]);
  const watched = watch();
  const values = order ? watched : null;

  useEffect(() => {
    if (orderId === null || !detail.data) return;
    reset(valuesOf(detail.data));
    setStatus(NO_STATUS_CHOICE);
    setHeld({ id: orderId, order: detail.data });
  }, [orderId, detail.data, reset]);

  const failedAt = orderId === null ? 0 : detail.errorUpdatedAt;
  useEffect(() => {
    if (failedAt) showToast(i18n.t('order.id.not-found'), 'error');
    // Not `tc`: it changes whenever a remote's texts are added.
  }, [failedAt, i18n]);

  const draft = order && initial && values ? bodyOf(order, initial, values, status) : null;
  const changed = !!draft && Object.keys(draft.body).length > 1;

  // The exchange id the server must judge: a well-formed id other than the stored link.
  const exchangeToCheck =
    values &&
    initial &&
    values.service !== 'DELIVERY' &&
    values.exchangeId !== initial.exchangeId &&
    /^[1-9]\d{0,9}$/.test(values.exchangeId)
      ? values.exchangeId
      : null;

  const exchangeCheck = useExchangeCheck(order?.id ?? null, exchangeToCheck);

  // Save waits while the typed exchange id is being checked or was refused.
  const exchangeBlocked =
    exchangeToCheck !== null &&
    (exchangeCheck?.id !== exchangeToCheck || exchangeCheck.state !== 'valid');

  // An edited field loses its error until the next save checks it again.
  const set = (field: keyof OrderValues, value: string) => {
    setValue(field, value, { shouldDirty: true, shouldTouch: true });
    clearErrors(field);
  };

  const save = handleSubmit(async (body) => {
    if (!order || exchangeBlocked) return;
    try {
      await edit.mutateAsync({ params: { id: order.id }, body });
      showToast(tc('update-order.success'), 'success');
    } catch (error) {
      const { fields } = fieldErrorsOf(error);
      for (const [field, key] of Object.entries(fields))
        setError(formField(field) as keyof OrderValues, { type: 'server', message: key });
      showToast(tc('update-order.failed'), 'error');
    }
  });

  // The errors by field, as message keys (the status editor reads its own).
  const errors: Record<string, string | undefined> = Object.fromEntries(
    Object.keys(formState.errors).map((field) => [field, errorAt(formState.errors, field)]),
  );
  const disabled = busy || !canEdit;
  // Under the exchange id: a format error, the server's refusal, or a save's refusal.
  // An exchange needs its id (the server refuses any save without it), well formed.
  const formatError = !values
    ? undefined
    : values.service === 'EXCHANGE' && !values.exchangeId
      ? 'field.required'
      : values.service !== 'DELIVERY' &&
          values.exchangeId &&
          values.exchangeId !== initial?.exchangeId &&
          !/^[1-9]\d{0,9}$/.test(values.exchangeId)
        ? 'number.invalid'
        : undefined;
  const serverRefusal =
    exchangeCheck && exchangeCheck.id === exchangeToCheck && 'key' in exchangeCheck
      ? exchangeCheck.key
      : undefined;
  const exchangeError = formatError ?? serverRefusal ?? errors.exchangeId;
  const help = (field: string, hint?: string) => (errors[field] ? tc(errors[field]!) : hint);
  /** A text field of the form, in its grid cell. */
  const text = (field: keyof OrderValues, options: { hint?: string; required?: boolean } = {}) =>
    values && (
      <Grid size={CELL}>
        <TextField
          fullWidth
          name={field}
          label={t(`edits.order.${field}`)}
          value={values[field]}
          required={options.required}
          disabled={disabled}
          error={!!errors[field]}
          helperText={help(field, options.hint)}
          onChange={(e) => set(field, e.target.value)}
          // Latin names and addresses keep their order in Arabic ("167 Rue de Marseille").
          slotProps={{ htmlInput: { dir: WORDS.has(field) ? 'auto' : undefined } }}
        />
      </Grid>
    );

  return (
    <Stack spacing={2}>
      {!order || !values ? (
        <NoOrderPaper text={t('edits.empty.orders')} />
      ) : (
        <OrderFormPaper code={order.code}>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
            {t('edits.order.general')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={CELL}>
              <SelectField
                fullWidth
                name="businessId"
                label={t('edits.order.businessId')}
                value={values.businessId}
                options={(businesses.length ? businesses : [order.business]).map((b) => ({
                  value: String(b.id),
                  label: b.name,
                }))}
                disabled={disabled}
                error={!!errors.businessId}
                helperText={help('businessId')}
                onChange={(id) => set('businessId', id)}
              />
            </Grid>
            <Grid size={CELL}>
              <SelectField
                fullWidth
                name="paymentType"
                label={t('edits.order.paymentType')}
                value={values.paymentType}
                options={ORDER_PAYMENT_TYPES.map((p) => ({
                  value: p,
                  label: tc(`payment-type.${p}`),
                }))}
                disabled={disabled}
                onChange={(type) => set('paymentType', type)}
              />
            </Grid>
            <Grid size={CELL}>
              <SelectField
                fullWidth
                name="service"
                label={t('edits.order.service')}
                value={values.service}
                options={SERVICE_TYPES.map((s) => ({ value: s, label: tc(`service.${s}`) }))}
                disabled={disabled}
                onChange={(service) => {
                  set('service', service);
                  // Switching to a plain delivery clears the exchange id (spec section 5).
                  if (service === 'DELIVERY') set('exchangeId', '');
                }}
              />
            </Grid>
            <Grid size={CELL}>
              <TextField
                fullWidth
                name="exchangeId"
                label={t('edits.order.exchangeId')}
                value={values.exchangeId}
                disabled={disabled || values.service === 'DELIVERY'}
                error={!!exchangeError}
                helperText={
                  exchangeError ? (
                    tc(exchangeError)
                  ) : exchangeToCheck !== null ? (
                    <Box component="span" role="status">
                      {exchangeCheck?.state === 'valid'
                        ? t('edits.order.exchange-valid')
                        : t('edits.order.exchange-checking')}
                    </Box>
                  ) : undefined
                }
                onChange={(e) => set('exchangeId', e.target.value.trim())}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            {text('newPrice', {
              hint: t('edits.order.current-price', {
                price: formatDinars(order.price, language),
              }),
            })}
            {text('merchandise')}
            {text('merchandiseQuantity')}
          </Grid>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
            {t('edits.order.recipient')}
          </Typography>
          <Grid container spacing={2}>
            {text('fullname', { required: true })}
            {text('phone1', { required: true })}
            {text('phone2')}
            <Grid size={CELL}>
              <GovernoratePicker
                name="delegation"
                label={t('edits.order.delegation')}
                required
                value={values.delegation}
                onChange={(governorate) => {
                  set('delegation', governorate);
                  set('city', '');
                }}
                disabled={disabled}
                error={errors.delegation ? help('delegation') : undefined}
              />
            </Grid>
            <Grid size={CELL}>
              <DelegationPicker
                name="city"
                label={t('edits.order.city')}
                required
                governorate={values.delegation}
                value={values.city}
                onChange={(delegation) => set('city', delegation)}
                disabled={disabled}
                error={errors.city ? help('city') : undefined}
              />
            </Grid>
            {text('address', { required: true })}
          </Grid>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
            {t('edits.order.status')}
          </Typography>
          <StatusEditor
            value={status}
            onChange={(next) => {
              setStatus(next);
              clearErrors('statusConsoleLocation' as keyof OrderValues);
            }}
            currentStatus={order.status}
            disabled={disabled}
            errors={errors}
          />
          {!canEdit && <Alert severity="info">{t('edits.no-permission')}</Alert>}
          <EditHistory edits={order.edits ?? []} />
        </OrderFormPaper>
      )}
      <EditsFooter
        search={search}
        canSave={canEdit && changed && !!order && !exchangeBlocked && !formatError}
        busy={busy}
        onSave={() => void save()}
      />
    </Stack>
  );
}
