import { useEvent } from '@wolvo/shared/events';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import type { OrderDetailDto } from '@wolvo/shared/contracts';
import { queryErrorText, useApiQuery } from '@wolvo/shared/query';

/** Where the fetch of one order stands: loading, failed (with the error's text key), or done. */
export type OrderDetailState =
  { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'done'; order: OrderDetailDto };

/**
 * The order by id, read afresh each time it is shown: an order the cache kept shows the loading state
 * until the server's answer (an edit form is prefilled from it). A Retry shows the loading state too.
 */
export function useOrderQuery(orderId: string | number) {
  const query = useApiQuery(ordersApi.detail, { params: { id: orderId } });
  const state: OrderDetailState =
    query.isError && !query.isFetching
      ? { kind: 'error', text: queryErrorText(query) }
      : query.data && query.isFetchedAfterMount && !query.isError
        ? { kind: 'done', order: query.data }
        : { kind: 'loading' };
  return { state, retry: () => void query.refetch() };
}

/** Fetches the order by id, again on `retry` and, in place, after an `order.updated` of that order. */
export function useOrderDetail(orderId: string) {
  const order = useOrderQuery(orderId);
  // After an edit the shown order is fetched again, in place (no loading state); a failure shows its Retry.
  useEvent('order.updated', (event) => {
    if (String(event.orderId) === orderId) order.retry();
  });
  return order;
}
