import { httpClient } from '@wolvo/shared/http';
import type { ClientsByPaymentDay } from '@wolvo/shared/contracts';

/** GET /v1/client/getClientsByPaymentDay. */
export async function getClientsByPaymentDay(signal?: AbortSignal): Promise<ClientsByPaymentDay> {
  const { data } = await httpClient.get<ClientsByPaymentDay>('/v1/client/getClientsByPaymentDay', {
    signal,
  });
  return data;
}
