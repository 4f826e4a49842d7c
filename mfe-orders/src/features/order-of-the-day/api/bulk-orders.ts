import axios from 'axios';
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

/** POST /v1/order/api-orders/cancel: API orders waiting for the merchant become API_ORDER_CANCELLED. */
export async function cancelApiOrders(ids: number[]): Promise<BulkResult> {
  const { data } = await httpClient.post<BulkResult>('/v1/order/api-orders/cancel', { ids });
  return data;
}

/** One refused id of a bulk call: `{ id, reason }` read from the server's `"12: order.already-collected"`. */
export interface RefusedId {
  id: string;
  reason: string;
}

/** The refused ids of a failed bulk call (empty when the failure is not a per-id refusal). */
export function refusedIdsOf(error: unknown): RefusedId[] {
  if (!axios.isAxiosError(error)) return [];
  const message = (error.response?.data as { message?: unknown } | undefined)?.message;
  const list = Array.isArray(message) ? message : typeof message === 'string' ? [message] : [];
  return list.flatMap((item) => {
    const match = typeof item === 'string' ? /^(\d+): (.+)$/.exec(item) : null;
    return match ? [{ id: match[1], reason: match[2] }] : [];
  });
}
