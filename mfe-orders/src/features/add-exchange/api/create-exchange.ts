import { httpClient } from '@wolvo/shared/http';
import type { AddOrderRequest, OrderDetailDto } from '@wolvo/shared/contracts';

/** The body of an exchange: EXCHANGE replaces a delivered order, COUNTER_EXCHANGE takes a returned one back. */
export type CreateExchangeRequest = AddOrderRequest &
  (
    | { service: 'EXCHANGE'; exchangeOrderId: number }
    | { service: 'COUNTER_EXCHANGE'; returningOrderId: number }
  );

/** POST /v1/order/add with service EXCHANGE or COUNTER_EXCHANGE: the new order linked to the original. */
export async function createExchange(body: CreateExchangeRequest): Promise<OrderDetailDto> {
  const { data } = await httpClient.post<OrderDetailDto>('/v1/order/add', body);
  return data;
}
