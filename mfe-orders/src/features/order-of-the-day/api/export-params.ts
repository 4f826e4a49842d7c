import type { OrdersOfTheDayQuery } from '@wolvo/shared/contracts';

/**
 * The list's filters as the export's URL parameters (the export is a file: `getApiFile` of
 * `ordersApi.export`'s URL): `status` repeated, empty values left out, no cursor.
 */
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
