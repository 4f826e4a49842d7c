import type { ExchangeResult, Paged } from '@wolvo/shared/contracts';
import { usePagedList, type PagedListState } from '@wolvo/shared/ui/paged-list';
import { getExchangeResults, type ExchangeResultsQuery } from '../api/get-exchange-results';

/** What `useExchangeResults` returns. */
export type ExchangeResultsState = PagedListState<Paged<ExchangeResult>>;

/**
 * One page of exchange results for `query`; a newer query cancels the call in flight.
 * @example const { data, loading } = useExchangeResults({ offset: 0, limit: 10 });
 */
export function useExchangeResults(query: ExchangeResultsQuery): ExchangeResultsState {
  return usePagedList(getExchangeResults, query);
}
