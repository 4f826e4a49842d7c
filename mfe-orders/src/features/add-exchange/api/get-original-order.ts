import { httpClient } from '@wolvo/shared/http';
import type { OrderDetailDto } from '@wolvo/shared/contracts';

/** GET /v1/order/get/search-for-id/{id}: the original order, to fill the exchange's recipient. */
export async function getOriginalOrder(id: number, signal?: AbortSignal): Promise<OrderDetailDto> {
  const { data } = await httpClient.get<OrderDetailDto>(`/v1/order/get/search-for-id/${id}`, {
    signal,
  });
  return data;
}
