import { httpClient } from '@wolvo/shared/http';
import type { OrderSearchHit } from '@wolvo/shared/contracts';

/** GET /v1/order/get/search/{id}: orders whose id starts with the given digits. */
export async function searchOrders(id: string, signal?: AbortSignal): Promise<OrderSearchHit[]> {
  const { data } = await httpClient.get<OrderSearchHit[]>(
    `/v1/order/get/search/${encodeURIComponent(id)}`,
    {
      signal,
      apiErrorToast: true,
    },
  );
  return Array.isArray(data) ? data : [];
}
