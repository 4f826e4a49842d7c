import type { OrdersOfTheDayPage, OrdersOfTheDayQuery } from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { useApiPage, type ApiPageState } from '@wolvo/shared/query';

/** What `useOrdersOfTheDay` returns. */
export type OrdersOfTheDayState = ApiPageState<OrdersOfTheDayPage>;

/**
 * One page of the orders-of-the-day list for `query` (omitted filters undefined, so not sent); a newer
 * query cancels the call in flight.
 * @example const { data, loading } = useOrdersOfTheDay({ offset: 0, limit: 10 });
 */
export function useOrdersOfTheDay(query: OrdersOfTheDayQuery): OrdersOfTheDayState {
  return useApiPage(ordersApi.ofTheDay, { query });
}
