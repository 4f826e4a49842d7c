// The server's verdict on the original an exchange replaces (or the returned order a counter-exchange
// takes back): asked once per chosen original, shown under the picker.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { OrderLinkValidation } from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { isHttpError } from '@wolvo/shared/http';
import { useApiQuery } from '@wolvo/shared/query';
import { NAMESPACE } from '../../../i18n/namespace';

/** EXCHANGE replaces a delivered order; COUNTER_EXCHANGE takes back an order returned to the sender. */
export type ExchangeService = 'EXCHANGE' | 'COUNTER_EXCHANGE';

/** The server's verdict on the chosen original, as the page shows it. */
export type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'done'; result: OrderLinkValidation }
  /** `key`: the spec's message (validate-order.exchange-not-found, ...returning-not-found or ...-failed). */
  | { state: 'failed'; key: string };

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

/**
 * The server's check of `originalId` as the original of `service` (null: none chosen). `asking` false
 * keeps the verdict as it was (a saved exchange asks no more).
 */
export function useOriginalCheck(
  originalId: number | null,
  service: ExchangeService,
  asking: boolean,
): Check {
  const checking = originalId !== null && asking;
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
  return checkOfQuery(
    originalId === null ? null : service === 'EXCHANGE' ? exchangeCheck : returningCheck,
    service,
  );
}

/** The verdict under the picker: checking, the server's refusal, or what the original allows. */
export function OriginalVerdict({ check, service }: { check: Check; service: ExchangeService }) {
  const { t } = useTranslation(NAMESPACE);
  const verdict = verdictOf(check, service);
  return (
    <Box sx={{ gridColumn: '1 / -1' }} aria-live="polite">
      {check.state === 'checking' && <Alert severity="info">{t('add-exchange.validating')}</Alert>}
      {check.state === 'failed' && <Alert severity="error">{t(check.key)}</Alert>}
      {verdict && (
        <Alert severity={verdict.severity}>
          {t(verdict.key)}
          {verdict.detail && ` ${t(verdict.detail, { defaultValue: '' })}`}
        </Alert>
      )}
    </Box>
  );
}
