import { httpClient } from '@wolvo/shared/http';
import type { ExchangeResult, Paged } from '@wolvo/shared/contracts';

/** Query of the exchange results (dates yyyy-MM-dd). */
export interface ExchangeResultsQuery {
  from?: string;
  to?: string;
  offset: number;
  limit: number;
}

/** GET /v1/order/exchange-results: one page of exchanges with the order each replaces. */
export async function getExchangeResults(
  query: ExchangeResultsQuery,
  signal?: AbortSignal,
): Promise<Paged<ExchangeResult>> {
  const params = new URLSearchParams({ offset: String(query.offset), limit: String(query.limit) });
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  const { data } = await httpClient.get<Paged<ExchangeResult>>('/v1/order/exchange-results', {
    params,
    signal,
  });
  return data;
}
