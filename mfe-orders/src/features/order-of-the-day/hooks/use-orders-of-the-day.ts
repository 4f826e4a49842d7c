import type { OrdersOfTheDayPage, OrdersOfTheDayQuery } from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { callApi } from '@wolvo/shared/http/api';
import { usePagedList, type PagedListState } from '@wolvo/shared/ui/paged-list';

/** What `useOrdersOfTheDay` returns. */
export type OrdersOfTheDayState = PagedListState<OrdersOfTheDayPage>;

const getPage = (query: OrdersOfTheDayQuery, signal: AbortSignal) =>
  callApi(ordersApi.ofTheDay, { query }, { signal });

/**
 * One page of the orders-of-the-day list for `query` (omitted filters undefined, so not sent); a newer
 * query cancels the call in flight.
 * @example const { data, loading } = useOrdersOfTheDay({ offset: 0, limit: 10 });
 */
export function useOrdersOfTheDay(query: OrdersOfTheDayQuery): OrdersOfTheDayState {
  return usePagedList(getPage, query);
}
