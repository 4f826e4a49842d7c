import { httpClient } from '@wolvo/shared/http';
import type { ClientPickup, Paged } from '@wolvo/shared/contracts';

/** POST /v1/order/pickup-request: the printed parcels asked to be picked up together. */
export async function requestPickup(ids: number[]): Promise<ClientPickup> {
  return (await httpClient.post<ClientPickup>('/v1/order/pickup-request', { ids })).data;
}

/** GET /v1/order/getClientPickups: the merchant's pickup requests, newest first. */
export async function getClientPickups(
  query: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<Paged<ClientPickup>> {
  return (
    await httpClient.get<Paged<ClientPickup>>('/v1/order/getClientPickups', {
      params: query,
      signal,
    })
  ).data;
}
