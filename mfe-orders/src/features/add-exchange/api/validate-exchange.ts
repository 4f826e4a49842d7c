import { httpClient } from '@wolvo/shared/http';
import type { OrderLinkValidation } from '@wolvo/shared/contracts';

/**
 * GET /v1/order/validate-exchange/0/{exchangeId}: may a new order replace `exchangeId`? An unknown or
 * another client's order answers 404 `order.exchange.not-found`.
 */
export async function validateExchange(
  exchangeId: number,
  signal?: AbortSignal,
): Promise<OrderLinkValidation> {
  const { data } = await httpClient.get<OrderLinkValidation>(
    `/v1/order/validate-exchange/0/${exchangeId}`,
    { signal },
  );
  return data;
}
