import { httpClient } from '@wolvo/shared/http';
import type { Paged, StaffPickup } from '@wolvo/shared/contracts';

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

/** PUT /v1/order/pickup/{id}/collect: the courier picked the parcels up. */
export async function collectPickup(id: number): Promise<{ id: number; collected: number }> {
  return (await httpClient.put<{ id: number; collected: number }>(`/v1/order/pickup/${id}/collect`))
    .data;
}
