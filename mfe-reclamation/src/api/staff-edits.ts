import { httpClient } from '@wolvo/shared/http';
import type {
  ClientSearchHit,
  DeliveryCostResult,
  OrderDetailDto,
  OrderLinkValidation,
  OrderSearchHit,
  UpdateOrderRequest,
} from '@wolvo/shared/contracts';

/** GET /v1/order/get/search/{id}: up to 10 orders whose id starts with the digits. */
export async function searchOrders(digits: string, signal?: AbortSignal) {
  const { data } = await httpClient.get<OrderSearchHit[]>(`/v1/order/get/search/${digits}`, {
    signal,
  });
  return data;
}

/** GET /v1/order/get/search-for-id/{id}: the order with everything the editor shows. */
export async function getOrder(id: number, signal?: AbortSignal) {
  const { data } = await httpClient.get<OrderDetailDto>(`/v1/order/get/search-for-id/${id}`, {
    signal,
  });
  return data;
}

/** PUT /v1/order/edit/{id}: the staff order update payload (fields present only). */
export async function updateOrder(id: number, body: UpdateOrderRequest) {
  const { data } = await httpClient.put<OrderDetailDto>(`/v1/order/edit/${id}`, body);
  return data;
}

/** GET /v1/order/validate-exchange/{orderId}/{exchangeId}. */
export async function validateExchange(orderId: number, exchangeId: number, signal?: AbortSignal) {
  const { data } = await httpClient.get<OrderLinkValidation>(
    `/v1/order/validate-exchange/${orderId}/${exchangeId}`,
    { signal },
  );
  return data;
}

/** GET /v1/business/get?clientId=: the companies an order of that client may belong to. */
export async function getBusinesses(clientId: number) {
  const { data } = await httpClient.get<Array<{ id: number; name: string }>>('/v1/business/get', {
    params: { clientId },
  });
  return data;
}

/** GET /v1/client/get/search/{id}: up to 10 clients whose id starts with the digits. */
export async function searchClients(digits: string, signal?: AbortSignal) {
  const { data } = await httpClient.get<ClientSearchHit[]>(`/v1/client/get/search/${digits}`, {
    signal,
  });
  return data;
}

/** PUT /v1/order/edit/delivery-cost/{id}. */
export async function updateDeliveryCost(id: number, deliveryCost: number) {
  const { data } = await httpClient.put<DeliveryCostResult>(`/v1/order/edit/delivery-cost/${id}`, {
    deliveryCost,
  });
  return data;
}
