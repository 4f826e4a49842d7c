import { getApiFile, type ApiFile } from '@wolvo/shared/http';
import { ordersOfTheDayParams, type OrdersOfTheDayQuery } from './get-orders-of-the-day';

/**
 * GET /v1/order/export: every order the list's filters select (all pages, no paging), as an .xlsx made on
 * the server, headers in `lang`.
 */
export function getOrdersExport(query: OrdersOfTheDayQuery, lang: string): Promise<ApiFile> {
  const params = ordersOfTheDayParams(query);
  params.delete('offset');
  params.delete('limit');
  params.set('lang', lang);
  return getApiFile(`/v1/order/export?${params}`, 'wolvo-orders.xlsx');
}
