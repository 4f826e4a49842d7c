import { httpClient } from '@wolvo/shared/http';
import type { OrderLinkValidation } from '@wolvo/shared/contracts';

/**
 * GET /v1/order/validate-returning/{returningId}: may a counter-exchange take back `returningId`? It must
 * be the caller's, returned to the sender and not taken back already. An unknown or another client's
 * order answers 404 `order.returning.not-found`.
 */
export async function validateReturning(
  returningId: number,
  signal?: AbortSignal,
): Promise<OrderLinkValidation> {
  const { data } = await httpClient.get<OrderLinkValidation>(
    `/v1/order/validate-returning/${returningId}`,
    { signal },
  );
  return data;
}
