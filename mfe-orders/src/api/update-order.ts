import { httpClient } from '@wolvo/shared/http';
import type { OrderDetailDto, UpdateOrderRequest } from '@wolvo/shared/contracts';

/** PUT /v1/order/edit/{id}: changes the fields present in `body`; answers the order as the detail does. */
export async function updateOrder(
  orderId: number,
  body: UpdateOrderRequest,
): Promise<OrderDetailDto> {
  const { data } = await httpClient.put<OrderDetailDto>(`/v1/order/edit/${orderId}`, body);
  return data;
}
