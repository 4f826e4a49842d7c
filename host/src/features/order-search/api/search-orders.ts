import { httpClient } from '@wolvo/shared/http';
import type { OrderSearchHit } from '@wolvo/shared/contracts';

/**
 * GET /v1/order/get/search/{id} (`ordersApi.search`): orders whose id starts with the given digits. The
 * shell's calls keep plain wrappers until the host can use the typed client without the login page
 * paying for it: each shared entry the host imports (`http/api`, an endpoints entry) adds its key to the
 * host's runtime, and the login page is at its budget (see docs/decisions/one-contract-per-area.md).
 */
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
