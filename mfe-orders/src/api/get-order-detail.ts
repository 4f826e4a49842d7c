import { httpClient } from '@wolvo/shared/http';
import type { OrderDetailDto } from '@wolvo/shared/contracts';

/** GET /v1/order/get/search-for-id/{id} (the id is sent as typed, as a string). */
export async function getOrderDetail(
  orderId: string,
  signal?: AbortSignal,
): Promise<OrderDetailDto> {
  const { data } = await httpClient.get<OrderDetailDto>(
    `/v1/order/get/search-for-id/${encodeURIComponent(orderId)}`,
    { signal },
  );
  return data;
}
