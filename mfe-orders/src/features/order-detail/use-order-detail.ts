import { useEffect, useState } from 'react';
import { useEvent } from '@wolvo/shared/events';
import { errorTextOf, isCancelledRequest } from '@wolvo/shared/http';
import { callApi } from '@wolvo/shared/http/api';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import type { OrderDetailDto } from '@wolvo/shared/contracts';

/** Where the fetch of one order stands: loading, failed (with the error's text key), or done. */
export type OrderDetailState =
  { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'done'; order: OrderDetailDto };

/** Fetches the order by id, again on `retry` and, in place, after an `order.updated` of that order. */
export function useOrderDetail(orderId: string) {
  const [state, setState] = useState<OrderDetailState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    callApi(ordersApi.detail, { params: { id: orderId } }, { signal: controller.signal })
      .then((order) => setState({ kind: 'done', order }))
      .catch((error: unknown) => {
        if (isCancelledRequest(error) || controller.signal.aborted) return;
        setState({ kind: 'error', text: errorTextOf(error) });
      });
    return () => controller.abort();
  }, [orderId, attempt]);

  // After an edit the shown order is fetched again, in place (no loading state).
  useEvent('order.updated', (event) => {
    if (String(event.orderId) !== orderId) return;
    callApi(ordersApi.detail, { params: { id: orderId } }).then(
      (order) => setState({ kind: 'done', order }),
      () => setAttempt((a) => a + 1),
    );
  });

  return { state, retry: () => setAttempt((a) => a + 1) };
}
