import { CLIENT_AREA, ORDER_STATUSES } from '@wolvo/shared/contracts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KNOWN = new Set<string>(ORDER_STATUSES);

/** Filters the orders of the day accept in their address (a dashboard's link opens the list filtered). */
export interface OrdersListLinkFilters {
  status: string[];
  from?: string;
  to?: string;
}

/**
 * The client's orders of the day filtered on statuses and a period (yyyy-MM-dd).
 * @example ordersListLink('fr', { status: ['DELIVERED'], from: '2026-11-01', to: '2026-11-07' })
 */
export function ordersListLink(language: string, filters: OrdersListLinkFilters): string {
  const params = new URLSearchParams();
  for (const status of filters.status) params.append('status', status);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return `/${language}/${CLIENT_AREA}/orders/order-of-the-day?${params.toString()}`;
}

/** The filters of an orders-list address; unknown statuses and malformed or reversed days are dropped. */
export function ordersListFiltersOf(params: URLSearchParams): OrdersListLinkFilters {
  const status = [...new Set(params.getAll('status').filter((s) => KNOWN.has(s)))];
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const dated = DAY.test(from) && DAY.test(to) && from <= to;
  return dated ? { status, from, to } : { status };
}
