import type { OrderSearchHit } from '@wolvo/shared/contracts';
import { ordersApi } from '@wolvo/shared/contracts/orders/endpoints';
import { callApi } from '@wolvo/shared/http/api';

/**
 * GET /v1/order/get/search/{id}: up to 10 orders whose id starts with the digits. Left for the report's
 * add drawer (the report's files move apart); every other page calls `ordersApi.search` itself.
 */
export async function searchOrders(
  digits: string,
  signal?: AbortSignal,
): Promise<OrderSearchHit[]> {
  return callApi(ordersApi.search, { params: { id: digits } }, { signal });
}
