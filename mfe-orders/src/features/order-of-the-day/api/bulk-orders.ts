import { httpClient } from '@wolvo/shared/http';

/** Answer of the bulk routes when they succeed. */
export interface BulkResult {
  count: number;
}

/** POST /v1/order/delete-many: all or nothing; a refusal lists `id: reason` per refused id. */
export async function deleteOrders(ids: number[]): Promise<BulkResult> {
  const { data } = await httpClient.post<BulkResult>('/v1/order/delete-many', { ids });
  return data;
}

/** POST /v1/order/api-orders/confirm: API orders waiting for the merchant become API_ORDER_CONFIRMED. */
export async function confirmApiOrders(ids: number[]): Promise<BulkResult> {
  const { data } = await httpClient.post<BulkResult>('/v1/order/api-orders/confirm', { ids });
  return data;
}

/** POST /v1/order/duplicates/confirm: orders flagged ORDER_DUPLICATED go on as manual orders. */
export async function confirmDuplicates(ids: number[]): Promise<BulkResult> {
  const { data } = await httpClient.post<BulkResult>('/v1/order/duplicates/confirm', { ids });
  return data;
}

/** POST /v1/order/api-orders/cancel: API orders waiting for the merchant become API_ORDER_CANCELLED. */
export async function cancelApiOrders(ids: number[]): Promise<BulkResult> {
  const { data } = await httpClient.post<BulkResult>('/v1/order/api-orders/cancel', { ids });
  return data;
}
