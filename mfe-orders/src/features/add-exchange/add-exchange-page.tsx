import { useEffect, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  CLIENT_AREA,
  type AddOrderRequest,
  type OrderDetailDto,
  type OrderLinkValidation,
  type OrderListItem,
} from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { errorsByField, setServerErrors } from '@wolvo/shared/form';
import { usePageState } from '@wolvo/shared/hooks';
import { isHttpError, toastApiError, translateErrorText } from '@wolvo/shared/http';
import { callApi } from '@wolvo/shared/http/api';
import { useApiQuery } from '@wolvo/shared/query';
import { useLanguage } from '@wolvo/shared/i18n';
import { publishEvent } from '@wolvo/shared/publish';
import { Link as RouterLink, useSearchParams } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import { toDay, toRequestRange } from '@wolvo/shared/ui/date-range';
import { StatusChip } from '@wolvo/shared/ui/components/status-chip';
import { formatDinars } from '@wolvo/shared/ui/format';
import { showToast } from '@wolvo/shared/ui/toast';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
import { UserText } from '@wolvo/shared/ui/components/user-text';
import { UnplacedErrorsAlert } from '../../components/order-form/unplaced-errors-alert';
import { NAMESPACE } from '../../i18n/namespace';
import { PageActionGate } from '../../components/page-action-gate';
import { FormSection } from '../../components/order-form/form-section';
import {
  ORDER_FORM_FIELDS,
  OrderFormFields,
  orderFieldProps,
} from '../../components/order-form/order-form-fields';
import {
  checkOrderBody,
  recipientValues,
  toAddOrderRequest,
  type AddOrderFormValues,
} from '../../components/order-form/order-form-values';
import { ServiceChoice } from '../../components/order-form/service-choice';
import { serverPath, useOrderForm } from '../../components/order-form/use-order-form';
import { ExchangePair, type PairOrder } from './components/exchange-pair';
import { OriginalOrderPicker } from './components/original-order-picker';

/** Fields of an exchange beyond the order form's (shown by this page). */
const EXCHANGE_FIELDS = new Set([
  'exchangeOrderId',
  'returningOrderId',
  'returningMerchandise',
  'service',
]);

/** EXCHANGE replaces a delivered order; COUNTER_EXCHANGE takes back an order returned to the sender. */
type ExchangeService = 'EXCHANGE' | 'COUNTER_EXCHANGE';

/** The server's verdict on the chosen original, as the page shows it. */
type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; result: OrderLinkValidation }
  /** `key`: the spec's message (validate-order.exchange-not-found, ...returning-not-found or ...-failed). */
  | { state: 'failed'; key: string };

/** The saved exchange and the original it replaces. */
interface SavedPair {
  order: PairOrder;
  original: PairOrder;
  returningMerchandise: string;
  service: ExchangeService;
}

function checkOf(failure: unknown, service: ExchangeService): Check {
  const status = isHttpError(failure) ? failure.response?.status : undefined;
  const link = service === 'EXCHANGE' ? 'exchange' : 'returning';
  return {
    state: 'failed',
    key: `validate-order.${link}-${status === 404 ? 'not-found' : 'failed'}`,
  };
}

/** The verdict's state from its query (null: no original chosen); a check asked again shows as checking. */
function checkOfQuery(
  query: { data?: OrderLinkValidation; error: unknown; isFetching: boolean } | null,
  service: ExchangeService,
): Check {
  if (!query) return { state: 'idle' };
  if (query.isFetching) return { state: 'checking' };
  if (query.error) return checkOf(query.error, service);
  return query.data ? { state: 'done', result: query.data } : { state: 'idle' };
}

/** What the server's verdict on a usable or refused original reads as (null: nothing to add). */
function verdictOf(
  check: Check,
  service: ExchangeService,
): { severity: 'success' | 'warning' | 'error'; key: string; detail?: string } | null {
  if (check.state !== 'done') return null;
  const { code, isValid } = check.result;
  if (service === 'EXCHANGE') {
    if (code === 'HAS_RELATIONSHIP')
      return { severity: 'warning', key: 'validate-order.exchange-has-relationship' };
    if (isValid) return { severity: 'success', key: 'add-exchange.valid' };
    return {
      severity: 'error',
      key: 'validate-order.exchange-failed',
      detail: `add-exchange.code.${code}`,
    };
  }
  if (isValid) return { severity: 'success', key: 'add-exchange.counter.valid' };
  return {
    severity: 'error',
    key: 'validate-order.returning-failed',
    detail: `add-exchange.counter.code.${code}`,
  };
}

// The recipient of an exchange is, nearly always, the one who received the original order.
function recipientOf(original: OrderDetailDto): Partial<AddOrderFormValues> {
  return {
    businessId: String(original.business.id),
    ...recipientValues(original.recipient),
    paymentType: original.paymentType === 'CHECK' ? 'CHECK' : 'CACHE',
  };
}

/** The original's link fields: a new choice of original or of service drops their errors. */
const LINK_FIELDS = ['exchangeOrderId', 'returningOrderId'].map(serverPath);

/**
 * Add exchange (client area, `orders/add-exchange`): a new order that replaces a delivered one; the
 * courier brings the new merchandise and takes back the returning one.
 */
function AddExchangeScreen() {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useLanguage();
  const [service, setService] = usePageState<ExchangeService>('add-exchange.service', 'EXCHANGE');
  const counter = service === 'COUNTER_EXCHANGE';
  const [original, setOriginal] = usePageState<OrderListItem | null>('add-exchange.original', null);
  const [returning, setReturning] = usePageState('add-exchange.returning', '');
  const [saved, setSaved] = usePageState<SavedPair | null>('add-exchange.saved', null);
  // The exchange's body: the order form's, its original and what comes back.
  const bodyOf = (values: AddOrderFormValues): AddOrderRequest => {
    const base = { ...toAddOrderRequest(values), returningMerchandise: returning.trim() };
    return counter
      ? { ...base, service: 'COUNTER_EXCHANGE', returningOrderId: original?.id }
      : { ...base, service: 'EXCHANGE', exchangeOrderId: original?.id };
  };
  // The server's rules on that body (they require an exchange's original and what comes back).
  const state = useOrderForm('add-exchange', (values) => {
    const found = checkOrderBody(bodyOf(values));
    // This page also needs a counter-exchange's returned order, which the rules leave optional.
    if (counter && !original) found.returningOrderId = 'field.required';
    return found;
  });
  const { handleSubmit, setError, setValue, clearErrors, formState } = state.form;
  const errors = errorsByField(formState.errors);
  const saving = formState.isSubmitting;
  const user = useSessionUser();
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

  // Each chosen original is checked by the server (as an exchange's or a counter-exchange's), and its
  // recipient fills the form. A saved exchange asks no more (its verdict stays as it was).
  const originalId = original?.id ?? null;
  const checking = originalId !== null && !saved;
  // A new order (0) replacing a delivered one, or a counter-exchange taking a returned one back.
  const exchangeCheck = useApiQuery(
    ordersApi.validateExchange,
    { params: { orderId: 0, exchangeId: originalId ?? 0 } },
    { enabled: checking && service === 'EXCHANGE' },
  );
  const returningCheck = useApiQuery(
    ordersApi.validateReturning,
    { params: { returningId: originalId ?? 0 } },
    { enabled: checking && service === 'COUNTER_EXCHANGE' },
  );
  const check = checkOfQuery(
    originalId === null ? null : service === 'EXCHANGE' ? exchangeCheck : returningCheck,
    service,
  );

  const choose = (order: OrderListItem | null) => {
    setOriginal(order);
    clearErrors(LINK_FIELDS);
    if (!order) return;
    if (!returning.trim() && order.merchandise) setReturning(order.merchandise);
    callApi(ordersApi.detail, { params: { id: order.id } }).then(
      (detail) => {
        for (const [field, value] of Object.entries(recipientOf(detail)))
          setValue(field as keyof AddOrderFormValues, value);
      },
      () => undefined,
    );
  };

  const reset = () => {
    state.reset();
    setOriginal(null);
    setReturning('');
    setSaved(null);
  };

  // Another kind of exchange needs another original: the chosen one and its verdict are dropped. The
  // address says which kind is open, so the add-order form's service choice can lead here.
  const [params, setParams] = useSearchParams();
  const switchService = (next: ExchangeService | null) => {
    if (!next || next === service) return;
    setService(next);
    setOriginal(null);
    clearErrors(LINK_FIELDS);
    setParams({ service: next }, { replace: true });
  };
  const asked = params.get('service');
  useEffect(() => {
    if (asked === 'EXCHANGE' || asked === 'COUNTER_EXCHANGE') switchService(asked);
    // Only a new address is followed; the switch itself reads the current state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);

  const usable = check.state === 'done' && check.result.isValid;

  // The checks (the form's resolver) run first; a refused field is focused.
  const submit = handleSubmit(async (values) => {
    if (!original || !usable) return;
    try {
      const order = await callApi(ordersApi.add, { body: bodyOf(values) });
      const code = order.partnerCode || order.code;
      const linked = counter ? order.returnedOrder : order.exchangedOrder;
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
          code: linked?.partnerCode || original.partnerCode || original.code,
          status: linked?.status ?? original.status,
          price: original.price,
          merchandise: original.merchandise,
        },
        returningMerchandise: order.returningMerchandise ?? returning.trim(),
        service,
      });
      showToast(
        t(counter ? 'add-exchange.counter.saved' : 'add-exchange.saved', { code }),
        'success',
      );
      // The pair is at the top of a long form: bring it into view (and to screen readers).
      requestAnimationFrame(() => {
        pairRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
        pairRef.current?.focus({ preventScroll: true });
      });
    } catch (failure) {
      if (setServerErrors(failure, setError)) {
        focusFirstError();
        showToast(t(counter ? 'add-exchange.counter.failed' : 'add-exchange.failed'), 'error');
      } else toastApiError(failure);
    }
  }, focusFirstError);

  const open = (id: number) => void publishEvent('order-modal.requested', { orderId: String(id) });
  const disabled = saved !== null;
  const pickerErrorKey = counter ? errors.returningOrderId : errors.exchangeOrderId;
  const pickerError = pickerErrorKey ? translateErrorText(pickerErrorKey) : '';
  const verdict = verdictOf(check, service);

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} sx={{ maxWidth: 1100 }}>
      <Stack spacing={2}>
        <PageHeading namespace={NAMESPACE} page="add-exchange" section="orders" />
        <Typography variant="body2" color="text.secondary">
          {t(counter ? 'add-exchange.counter.intro' : 'add-exchange.intro')}{' '}
          {t('add-order.required')}
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
              {t(
                saved.service === 'COUNTER_EXCHANGE'
                  ? 'add-exchange.counter.saved'
                  : 'add-exchange.saved',
                {
                  code: saved.order.code,
                },
              )}
            </Alert>
            <ExchangePair
              order={saved.order}
              original={saved.original}
              returningMerchandise={saved.returningMerchandise}
              onOpen={open}
              service={saved.service}
            />
          </Stack>
        )}

        <FormSection title={t('add-exchange.section.original')}>
          <ServiceChoice
            value={service}
            onExchange={switchService}
            disabled={disabled}
            sx={{ gridColumn: '1 / -1' }}
          />
          <OriginalOrderPicker
            // A new service starts a new search.
            key={service}
            value={original}
            onChange={choose}
            range={range}
            disabled={disabled}
            error={pickerError}
            label={counter ? t('add-exchange.counter.search') : undefined}
            field={counter ? 'returningOrderId' : 'exchangeOrderId'}
          />
          {original && !saved && (
            <Box sx={{ gridColumn: '1 / -1' }} aria-live="polite">
              {check.state === 'checking' && (
                <Alert severity="info">{t('add-exchange.validating')}</Alert>
              )}
              {check.state === 'failed' && <Alert severity="error">{t(check.key)}</Alert>}
              {verdict && (
                <Alert severity={verdict.severity}>
                  {t(verdict.key)}
                  {verdict.detail && ` ${t(verdict.detail, { defaultValue: '' })}`}
                </Alert>
              )}
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
                <UserText>{original.recipient.fullname}</UserText> ·{' '}
                <UserText>{original.recipient.phone1}</UserText>
              </Summary>
              <Summary
                label={t(
                  counter
                    ? 'add-exchange.counter.merchandise'
                    : 'add-exchange.original.merchandise',
                )}
              >
                {original.merchandise ?? '-'}
              </Summary>
              <Summary label={t('add-exchange.original.price')}>
                <bdi>{formatDinars(original.price, language)}</bdi>
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
              if (errors.returningMerchandise) clearErrors(serverPath('returningMerchandise'));
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
          form={state}
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
            {t(counter ? 'add-exchange.counter.save' : 'add-exchange.save')}
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

/** The page for users with ADD on the orders; the others see why they cannot use it. */
export default function AddExchangePage() {
  return (
    <PageActionGate page="add-exchange" action="ADD">
      <AddExchangeScreen />
    </PageActionGate>
  );
}
