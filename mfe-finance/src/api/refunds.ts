import { httpClient } from '@wolvo/shared/http';
import type { RefundItem, RefundsPage } from '@wolvo/shared/contracts';

/** GET /v1/order/geFinanceRefund. */
export async function getRefunds(
  query: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<RefundsPage> {
  const { data } = await httpClient.get<RefundsPage>('/v1/order/geFinanceRefund', {
    params: query,
    signal,
  });
  return data;
}

/** PUT /v1/order/refund/{id}. */
export async function markRefunded(id: number): Promise<RefundItem> {
  const { data } = await httpClient.put<RefundItem>(`/v1/order/refund/${id}`);
  return data;
}
