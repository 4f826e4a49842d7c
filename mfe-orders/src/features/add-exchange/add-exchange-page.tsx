import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  type AddOrderRequest,
  type OrderDetailDto,
  type OrderListItem,
} from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { errorsByField, setServerErrors } from '@wolvo/shared/form';
import { usePageState } from '@wolvo/shared/hooks';
import { toastApiError, translateErrorText } from '@wolvo/shared/http';
import { callApi } from '@wolvo/shared/http/api';
import { useSearchParams } from '@wolvo/shared/router';
import { useSessionUser } from '@wolvo/shared/session';
import { toDay, toRequestRange } from '@wolvo/shared/ui/date-range';
import { showToast } from '@wolvo/shared/ui/toast';
import { PageHeading } from '@wolvo/shared/ui/components/page-heading';
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
import { OriginalOrderPicker } from './components/original-order-picker';
import { OriginalSummary } from './components/original-summary';
import {
  OriginalVerdict,
  useOriginalCheck,
  type ExchangeService,
} from './components/original-verdict';
import { SavedExchange, type SavedPair } from './components/saved-exchange';

/** Fields of an exchange beyond the order form's (shown by this page). */
const EXCHANGE_FIELDS = new Set([
  'exchangeOrderId',
  'returningOrderId',
  'returningMerchandise',
  'service',
]);

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
  const check = useOriginalCheck(original?.id ?? null, service, !saved);

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

  const disabled = saved !== null;
  const pickerErrorKey = counter ? errors.returningOrderId : errors.exchangeOrderId;
  const pickerError = pickerErrorKey ? translateErrorText(pickerErrorKey) : '';

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

        {saved && <SavedExchange ref={pairRef} saved={saved} onAnother={reset} />}

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
          {original && !saved && <OriginalVerdict check={check} service={service} />}
          {original && <OriginalSummary original={original} counter={counter} />}
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

/** The page for users with ADD on the orders; the others see why they cannot use it. */
export default function AddExchangePage() {
  return (
    <PageActionGate page="add-exchange" action="ADD">
      <AddExchangeScreen />
    </PageActionGate>
  );
}
