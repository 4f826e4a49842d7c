import type { ExchangeResultsPage, ExchangeResultsQuery } from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { useApiPage, type ApiPageState } from '@wolvo/shared/query';

/** What `useExchangeResults` returns. */
export type ExchangeResultsState = ApiPageState<ExchangeResultsPage>;

/**
 * One page of exchange results for `query`; the page shown stays while the next one loads.
 * @example const { data, loading } = useExchangeResults({ offset: 0, limit: 10 });
 */
export function useExchangeResults(query: ExchangeResultsQuery): ExchangeResultsState {
  return useApiPage(ordersApi.exchangeResults, { query });
}
