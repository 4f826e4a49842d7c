import { httpClient } from '@wolvo/shared/http';
import type { AddOrderRequest, OrderDetailDto } from '@wolvo/shared/contracts';

/** POST /v1/order/add: creates one order and answers it as the detail endpoint does. */
export async function addOrder(body: AddOrderRequest): Promise<OrderDetailDto> {
  const { data } = await httpClient.post<OrderDetailDto>('/v1/order/add', body);
  return data;
}
