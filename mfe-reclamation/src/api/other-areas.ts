// The calls of this remote's pages to other areas' endpoints (`/v1/order`, `/v1/business`), kept as they
// were until those areas get their contract; the reclamations' own calls go through `callApi` and
// `useApiQuery` with `reclamationApi` and `orderReportApi`.
import { httpClient } from '@wolvo/shared/http';

/** The clients staff may filter on: each client's main company, from GET /v1/business/get. */
export async function getClientChoices(
  signal?: AbortSignal,
): Promise<Array<{ clientId: number; name: string }>> {
  const rows = (
    await httpClient.get<Array<{ id: number; name: string; clientId: number }>>(
      '/v1/business/get',
      {
        signal,
      },
    )
  ).data;
  const seen = new Map<number, string>();
  // Sorted by client then position: the first of a client is its main company.
  for (const row of rows) if (!seen.has(row.clientId)) seen.set(row.clientId, row.name);
  return [...seen].map(([clientId, name]) => ({ clientId, name }));
}
