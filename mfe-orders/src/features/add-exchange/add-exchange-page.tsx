import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import axios from 'axios';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_AREA,
  formatMillimes,
  type OrderLinkValidation,
  type OrderListItem,
} from '@wolvo/shared/contracts';
import { usePageState } from '@wolvo/shared/hooks';
import { isCancelledRequest, toastApiError, translateErrorText } from '@wolvo/shared/http';
import { useLanguage } from '@wolvo/shared/i18n';
import { publishEvent } from '@wolvo/shared/publish';
import { Link as RouterLink } from '@wolvo/shared/router';
import { session } from '@wolvo/shared/session';
import { toDay, toRequestRange } from '@wolvo/shared/ui/date-range';
import { StatusChip } from '@wolvo/shared/ui/components/status-chip';
import { showToast } from '@wolvo/shared/ui/toast';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { UnplacedErrorsAlert } from '../../components/order-form/unplaced-errors-alert';
import { NAMESPACE } from '../../i18n/translations';
import { FormSection } from '../../components/order-form/form-section';
import {
  ORDER_FORM_FIELDS,
  OrderFormFields,
  orderFieldProps,
} from '../../components/order-form/order-form-fields';
import {
  recipientValues,
  serverFieldErrors,
  toAddOrderRequest,
  validateAddOrder,
  type AddOrderFormValues,
} from '../../components/order-form/order-form-values';
import { useOrderForm } from '../../components/order-form/use-order-form';
import { createExchange } from './api/create-exchange';
import { getOriginalOrder } from './api/get-original-order';
import { validateExchange } from './api/validate-exchange';
import { ExchangePair, type PairOrder } from './components/exchange-pair';
import { OriginalOrderPicker } from './components/original-order-picker';

/** Fields of an exchange beyond the order form's (shown by this page). */
const EXCHANGE_FIELDS = new Set(['exchangeOrderId', 'returningMerchandise', 'service']);

/** The server's verdict on the chosen original, as the page shows it. */
type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; result: OrderLinkValidation }
  /** `key`: the spec's message (validate-order.exchange-not-found or ...-failed). */
  | { state: 'failed'; key: string };

/** The saved exchange and the original it replaces. */
interface SavedPair {
  order: PairOrder;
  original: PairOrder;
  returningMerchandise: string;
}

function checkOf(failure: unknown): Check {
  const status = axios.isAxiosError(failure) ? failure.response?.status : undefined;
  return {
    state: 'failed',
    key: status === 404 ? 'validate-order.exchange-not-found' : 'validate-order.exchange-failed',
  };
}

// The recipient of an exchange is, nearly always, the one who received the original order.
function withRecipientOf(
  values: AddOrderFormValues,
  original: Awaited<ReturnType<typeof getOriginalOrder>>,
): AddOrderFormValues {
  return {
    ...values,
    businessId: String(original.business.id),
    ...recipientValues(original.recipient),
    paymentType: original.paymentType === 'CHECK' ? 'CHECK' : 'CACHE',
  };
}

/**
 * Add exchange (client area, `orders/add-exchange`): a new order that replaces a delivered one; the
 * courier brings the new merchandise and takes back the returning one.
 */
export default function AddExchangePage() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const form = useOrderForm('add-exchange');
  const { values, setValues, errors, setErrors } = form;
  const [original, setOriginal] = usePageState<OrderListItem | null>('add-exchange.original', null);
  const [check, setCheck] = usePageState<Check>('add-exchange.check', { state: 'idle' });
  const [returning, setReturning] = usePageState('add-exchange.returning', '');
  const [saved, setSaved] = usePageState<SavedPair | null>('add-exchange.saved', null);
  const [saving, setSaving] = useState(false);
  const [user] = useState(() => session.getUser());
  // The original may be of any day of the account's life, not only the list's default period.
  const range = useMemo(
    () => toRequestRange({ from: toDay(user?.createdAt) ?? new Date(2000, 0, 1), to: new Date() }),
    [user],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const pairRef = useRef<HTMLDivElement>(null);
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  // Each chosen original is checked by the server, and its recipient fills the form.
  const originalId = original?.id ?? null;
  useEffect(() => {
    if (originalId === null || saved) return;
    const controller = new AbortController();
    setCheck({ state: 'checking' });
    validateExchange(originalId, controller.signal).then(
      (result) => setCheck({ state: 'done', result }),
      (failure: unknown) => {
        if (!isCancelledRequest(failure)) setCheck(checkOf(failure));
      },
    );
    return () => controller.abort();
    // Only a newly chosen original is checked again; `saved` is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [originalId, setCheck]);

  const choose = (order: OrderListItem | null) => {
    setOriginal(order);
    setErrors((e) => ({ ...e, exchangeOrderId: undefined }));
    if (!order) {
      setCheck({ state: 'idle' });
      return;
    }
    if (!returning.trim() && order.merchandise) setReturning(order.merchandise);
    getOriginalOrder(order.id).then(
      (detail) => setValues((v) => withRecipientOf(v, detail)),
      () => undefined,
    );
  };

  const reset = () => {
    form.reset();
    setOriginal(null);
    setCheck({ state: 'idle' });
    setReturning('');
    setSaved(null);
  };

  const usable = check.state === 'done' && check.result.isValid;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddOrder(values);
    if (!original) found.exchangeOrderId = 'field.required';
    if (!returning.trim()) found.returningMerchandise = 'field.required';
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirstError();
      return;
    }
    if (!original || !usable) return;
    setSaving(true);
    try {
      const order = await createExchange({
        ...toAddOrderRequest(values),
        service: 'EXCHANGE',
        exchangeOrderId: original.id,
        returningMerchandise: returning.trim(),
      });
      const code = order.partnerCode || order.code;
      setSaved({
        order: {
          id: order.id,
          code,
          status: order.status,
          price: order.price,
          merchandise: order.merchandise,
        },
        original: {
          id: original.id,
          code: order.exchangedOrder?.partnerCode || original.partnerCode || original.code,
          status: order.exchangedOrder?.status ?? original.status,
          price: original.price,
          merchandise: original.merchandise,
        },
        returningMerchandise: order.returningMerchandise ?? returning.trim(),
      });
      showToast(t('add-exchange.saved', { code }), 'success');
      // The pair is at the top of a long form: bring it into view (and to screen readers).
      requestAnimationFrame(() => {
        pairRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
        pairRef.current?.focus({ preventScroll: true });
      });
    } catch (failure) {
      const { fields } = serverFieldErrors(failure);
      if (Object.keys(fields).length) {
        setErrors(fields);
        focusFirstError();
        showToast(t('add-exchange.failed'), 'error');
      } else toastApiError(failure);
    } finally {
      setSaving(false);
    }
  };

  const open = (id: number) => void publishEvent('order-modal.requested', { orderId: String(id) });
  const disabled = saved !== null;
  const pickerError = errors.exchangeOrderId ? translateErrorText(errors.exchangeOrderId) : '';

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} sx={{ maxWidth: 1100 }}>
      <Stack spacing={2}>
        <PageHeading namespace={NAMESPACE} page="add-exchange" section="orders" />
        <Typography variant="body2" color="text.secondary">
          {t('add-exchange.intro')} {t('add-order.required')}
        </Typography>
        <UnplacedErrorsAlert
          errors={errors}
          placed={(field) => ORDER_FORM_FIELDS.has(field) || EXCHANGE_FIELDS.has(field)}
        />

        {saved && (
          <Stack spacing={1.5} ref={pairRef} tabIndex={-1} sx={{ outline: 'none' }}>
            <Alert
              severity="success"
              action={
                <Stack direction="row" spacing={1}>
                  <Button color="inherit" size="small" onClick={reset}>
                    {t('add-exchange.add-another')}
                  </Button>
                  <Button
                    color="inherit"
                    size="small"
                    component={RouterLink}
                    to={`/${language}/${CLIENT_AREA}/orders/exchange-results`}
                  >
                    {t('add-exchange.results')}
                  </Button>
                </Stack>
              }
            >
              {t('add-exchange.saved', { code: saved.order.code })}
            </Alert>
            <ExchangePair
              order={saved.order}
              original={saved.original}
              returningMerchandise={saved.returningMerchandise}
              onOpen={open}
            />
          </Stack>
        )}

        <FormSection title={t('add-exchange.section.original')}>
          <OriginalOrderPicker
            value={original}
            onChange={choose}
            range={range}
            disabled={disabled}
            error={pickerError}
          />
          {original && !saved && (
            <Box sx={{ gridColumn: '1 / -1' }} aria-live="polite">
              {check.state === 'checking' && (
                <Alert severity="info">{t('add-exchange.validating')}</Alert>
              )}
              {check.state === 'failed' && <Alert severity="error">{t(check.key)}</Alert>}
              {check.state === 'done' && check.result.code === 'HAS_RELATIONSHIP' && (
                <Alert severity="warning">{t('validate-order.exchange-has-relationship')}</Alert>
              )}
              {check.state === 'done' &&
                !check.result.isValid &&
                check.result.code !== 'HAS_RELATIONSHIP' && (
                  <Alert severity="error">
                    {t('validate-order.exchange-failed')}{' '}
                    {t(`add-exchange.code.${check.result.code}`, { defaultValue: '' })}
                  </Alert>
                )}
              {usable && <Alert severity="success">{t('add-exchange.valid')}</Alert>}
            </Box>
          )}
          {original && (
            <Stack
              direction="row"
              spacing={3}
              useFlexGap
              sx={{ gridColumn: '1 / -1', flexWrap: 'wrap', alignItems: 'center' }}
              data-testid="original-summary"
            >
              <Summary label={t('add-exchange.original.recipient')}>
                {original.recipient.fullname} · <bdi>{original.recipient.phone1}</bdi>
              </Summary>
              <Summary label={t('add-exchange.original.merchandise')}>
                {original.merchandise ?? '-'}
              </Summary>
              <Summary label={t('add-exchange.original.price')}>
                <bdi>{formatMillimes(original.price)}</bdi>
              </Summary>
              <Summary label={t('add-exchange.original.status')}>
                <StatusChip status={original.status} />
              </Summary>
            </Stack>
          )}
          <TextField
            required
            label={t('add-exchange.field.returningMerchandise')}
            value={returning}
            onChange={(e) => {
              setReturning(e.target.value);
              if (errors.returningMerchandise)
                setErrors((x) => ({ ...x, returningMerchandise: undefined }));
            }}
            {...orderFieldProps(
              errors,
              'returningMerchandise',
              disabled,
              t('add-exchange.hint.returningMerchandise'),
            )}
            slotProps={{
              htmlInput: { dir: 'auto' },
              formHelperText: { 'data-field': 'returningMerchandise' } as object,
            }}
            sx={{ gridColumn: '1 / -1' }}
          />
        </FormSection>

        <OrderFormFields
          form={form}
          disabled={disabled}
          priceLabel={t('add-exchange.field.price')}
        />

        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={reset} disabled={saving}>
            {t('add-exchange.reset')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving || disabled || (original !== null && !usable)}
          >
            {t('add-exchange.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function Summary({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}
