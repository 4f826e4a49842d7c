import { httpClient } from '@wolvo/shared/http';
import { getApiFile, type ApiFile } from '@wolvo/shared/http';
import type {
  AssignPartnerRequest,
  CollectPickupResult,
  Paged,
  StaffPickup,
} from '@wolvo/shared/contracts';

// The `/v1/order` calls of commercial (pickups of the day, handing orders to a partner): they move to
// the orders' contract with the orders area.

/** GET /v1/order/getCommercialPickupsOfTheDay: requests to collect, then those collected on `day`. */
export async function getPickupsOfTheDay(
  query: { offset: number; limit: number; day?: string },
  signal?: AbortSignal,
): Promise<Paged<StaffPickup>> {
  return (
    await httpClient.get<Paged<StaffPickup>>('/v1/order/getCommercialPickupsOfTheDay', {
      params: query,
      signal,
    })
  ).data;
}

/** PUT /v1/order/pickup/{id}/collect: the courier picked these parcels (orders still waiting) up. */
export async function collectPickup(id: number, ids: number[]): Promise<CollectPickupResult> {
  return (await httpClient.put<CollectPickupResult>(`/v1/order/pickup/${id}/collect`, { ids }))
    .data;
}

/** GET /v1/order/manifest (Orders II): the manifest of the collected parcels, as a PDF. */
export function getManifest(ids: number[], lang: string): Promise<ApiFile> {
  const params = new URLSearchParams({ ids: ids.join(','), lang });
  return getApiFile(`/v1/order/manifest?${params}`, 'wolvo-manifest.pdf');
}

/** PUT /v1/order/assign-partner: all the parcels or none. */
export async function assignOrders(
  body: AssignPartnerRequest,
): Promise<{ message: string; count: number }> {
  const { data } = await httpClient.put<{ message: string; count: number }>(
    '/v1/order/assign-partner',
    body,
  );
  return data;
}
