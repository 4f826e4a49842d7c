import { httpClient } from '@wolvo/shared/http';
import type { OrdersOfTheDayPage } from '@wolvo/shared/contracts';

/** Query of the orders-of-the-day list (dates yyyy-MM-dd; omitted filters are not sent). */
export interface OrdersOfTheDayQuery {
  from?: string;
  to?: string;
  offset: number;
  limit: number;
  /** The previous page's `nextCursor`: the page is read by key (the list only; the export has none). */
  cursor?: string;
  search?: string;
  status?: string[];
  service?: string;
  source?: string;
  businessId?: number;
}

/** The query as URL parameters: `status` repeated, empty values left out. */
export function ordersOfTheDayParams(query: OrdersOfTheDayQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  params.set('offset', String(query.offset));
  params.set('limit', String(query.limit));
  const search = query.search?.trim();
  if (search) params.set('search', search);
  for (const status of query.status ?? []) params.append('status', status);
  if (query.service) params.set('service', query.service);
  if (query.source) params.set('source', query.source);
  if (query.businessId) params.set('businessId', String(query.businessId));
  return params;
}

const withCursor = (params: URLSearchParams, cursor: string | undefined) => {
  if (cursor) params.set('cursor', cursor);
  return params;
};

/** GET /v1/order/getOrdersOfTheDay: one page of the merchant's working list with per-status counts. */
export async function getOrdersOfTheDay(
  query: OrdersOfTheDayQuery,
  signal?: AbortSignal,
): Promise<OrdersOfTheDayPage> {
  const { data } = await httpClient.get<OrdersOfTheDayPage>('/v1/order/getOrdersOfTheDay', {
    params: withCursor(ordersOfTheDayParams(query), query.cursor),
    signal,
  });
  return data;
}
