import { exportQuery, getApiFile, type ApiFile } from '@wolvo/shared/http';
import { ordersOfTheDayParams, type OrdersOfTheDayQuery } from './get-orders-of-the-day';

/**
 * GET /v1/order/export: the selected orders (`ids`) when there are some, else every order the list's
 * filters select (all pages, no paging), as an .xlsx made on the server, headers in `lang`.
 */
export function getOrdersExport(
  query: OrdersOfTheDayQuery,
  lang: string,
  ids: readonly number[] = [],
): Promise<ApiFile> {
  const params = exportQuery(ordersOfTheDayParams(query), ids, lang);
  return getApiFile(`/v1/order/export?${params}`, 'wolvo-orders.xlsx');
}
