// The calls of this remote's pages to other areas' endpoints (`/v1/order`, `/v1/business`), kept as they
// were until those areas get their contract; the reclamations' own calls go through `callApi` and
// `useApiQuery` with `reclamationApi` and `orderReportApi`.
import type { ClientFailedPickups, Paged } from '@wolvo/shared/contracts';
import { httpClient } from '@wolvo/shared/http';

/** GET /v1/order/getReclamationPickups: the failed pickups per client. */
export async function getFailedPickups(
  query: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<Paged<ClientFailedPickups>> {
  return (
    await httpClient.get<Paged<ClientFailedPickups>>('/v1/order/getReclamationPickups', {
      params: query,
      signal,
    })
  ).data;
}
