import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { useDebouncedValue } from '@wolvo/shared/hooks';
import { queryErrorText, useApiQuery } from '@wolvo/shared/query';

/**
 * The server's verdict on a typed exchange id (spec sections 5 and 8): ALREADY_IN_USE (this order's own
 * link) counts as valid, HAS_RELATIONSHIP warns, otherwise isValid decides. Save waits for `valid`.
 */
export type ExchangeCheck =
  | { id: string; state: 'checking' }
  | { id: string; state: 'valid' }
  | { id: string; state: 'warning' | 'invalid'; key: string };

/** The exchange check's debounce, the search's (spec section 9). */
const EXCHANGE_DEBOUNCE_MS = 300;

/**
 * Asks the server about `exchangeId` for order `orderId` once typing pauses; null while there is nothing
 * to check. A newer id cancels the question about the older one.
 */
export function useExchangeCheck(
  orderId: number | null,
  exchangeId: string | null,
): ExchangeCheck | null {
  const debounced = useDebouncedValue(exchangeId, EXCHANGE_DEBOUNCE_MS);
  const asked = orderId !== null && exchangeId !== null && debounced === exchangeId;
  const query = useApiQuery(
    ordersApi.validateExchange,
    { params: { orderId: orderId ?? 0, exchangeId: Number(debounced) } },
    { enabled: asked },
  );
  if (orderId === null || exchangeId === null) return null;
  const answer = asked ? query.data : undefined;
  if (asked && query.error)
    return {
      id: exchangeId,
      state: 'invalid',
      key:
        queryErrorText(query) === 'order.exchange.not-found'
          ? 'validate-order.exchange-not-found'
          : 'validate-order.exchange-failed',
    };
  if (!answer) return { id: exchangeId, state: 'checking' };
  return answer.code === 'ALREADY_IN_USE' || answer.isValid
    ? { id: exchangeId, state: 'valid' }
    : answer.code === 'HAS_RELATIONSHIP'
      ? { id: exchangeId, state: 'warning', key: 'validate-order.exchange-has-relationship' }
      : { id: exchangeId, state: 'invalid', key: 'validate-order.exchange-failed' };
}
