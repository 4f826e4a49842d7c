import type { ExchangeResultsPage, ExchangeResultsQuery } from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { callApi } from '@wolvo/shared/http/api';
import { usePagedList, type PagedListState } from '@wolvo/shared/ui/paged-list';

/** What `useExchangeResults` returns. */
export type ExchangeResultsState = PagedListState<ExchangeResultsPage>;

const getPage = (query: ExchangeResultsQuery, signal: AbortSignal) =>
  callApi(ordersApi.exchangeResults, { query }, { signal });

/**
 * One page of exchange results for `query`; a newer query cancels the call in flight.
 * @example const { data, loading } = useExchangeResults({ offset: 0, limit: 10 });
 */
export function useExchangeResults(query: ExchangeResultsQuery): ExchangeResultsState {
  return usePagedList(getPage, query);
}
