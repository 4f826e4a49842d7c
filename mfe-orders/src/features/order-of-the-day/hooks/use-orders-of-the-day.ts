import type { OrdersOfTheDayPage } from '@wolvo/shared/contracts';
import { usePagedList, type PagedListState } from '@wolvo/shared/ui/paged-list';
import { getOrdersOfTheDay, type OrdersOfTheDayQuery } from '../api/get-orders-of-the-day';

/** What `useOrdersOfTheDay` returns. */
export type OrdersOfTheDayState = PagedListState<OrdersOfTheDayPage>;

/**
 * One page of the orders-of-the-day list for `query`; a newer query cancels the call in flight.
 * @example const { data, loading } = useOrdersOfTheDay({ offset: 0, limit: 10 });
 */
export function useOrdersOfTheDay(query: OrdersOfTheDayQuery): OrdersOfTheDayState {
  return usePagedList(getOrdersOfTheDay, query);
}
