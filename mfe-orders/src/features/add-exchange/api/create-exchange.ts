import { httpClient } from '@wolvo/shared/http';
import type { AddOrderRequest, OrderDetailDto } from '@wolvo/shared/contracts';

/** POST /v1/order/add with service EXCHANGE: the new order replacing `exchangeOrderId`. */
export async function createExchange(
  body: AddOrderRequest & { service: 'EXCHANGE'; exchangeOrderId: number },
): Promise<OrderDetailDto> {
  const { data } = await httpClient.post<OrderDetailDto>('/v1/order/add', body);
  return data;
}
