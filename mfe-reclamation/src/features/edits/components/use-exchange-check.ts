import { useEffect, useState } from 'react';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { isCancelledRequest, isHttpError } from '@wolvo/shared/http';
import { callApi } from '@wolvo/shared/http/api';

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
  const [check, setCheck] = useState<ExchangeCheck | null>(null);
  useEffect(() => {
    if (orderId === null || exchangeId === null) {
      setCheck(null);
      return;
    }
    setCheck({ id: exchangeId, state: 'checking' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi(
        ordersApi.validateExchange,
        { params: { orderId, exchangeId: Number(exchangeId) } },
        { signal: controller.signal },
      ).then(
        (answer) =>
          setCheck(
            answer.code === 'ALREADY_IN_USE' || answer.isValid
              ? { id: exchangeId, state: 'valid' }
              : answer.code === 'HAS_RELATIONSHIP'
                ? {
                    id: exchangeId,
                    state: 'warning',
                    key: 'validate-order.exchange-has-relationship',
                  }
                : { id: exchangeId, state: 'invalid', key: 'validate-order.exchange-failed' },
          ),
        (error: unknown) => {
          if (isCancelledRequest(error)) return;
          const message = isHttpError(error)
            ? (error.response?.data as { message?: unknown } | undefined)?.message
            : undefined;
          setCheck({
            id: exchangeId,
            state: 'invalid',
            key:
              message === 'order.exchange.not-found'
                ? 'validate-order.exchange-not-found'
                : 'validate-order.exchange-failed',
          });
        },
      );
    }, EXCHANGE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [orderId, exchangeId]);
  return check;
}
