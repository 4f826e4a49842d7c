import { httpClient } from '@wolvo/shared/http';
import { takePrefetched, takePrefetchedNow } from '@wolvo/shared/http/prefetch';
import type { ClientHomeStatistics } from '@wolvo/shared/contracts';
import { CLIENT_HOME_URL } from './prefetch';

/** GET /v1/statistics/getClientHomeStatistics: the client home's widgets (failures toast). */
export async function getClientHomeStatistics(
  _query: null,
  signal?: AbortSignal,
): Promise<ClientHomeStatistics> {
  const early = await takePrefetched<ClientHomeStatistics>(CLIENT_HOME_URL);
  if (early && !signal?.aborted) return early;
  return (
    await httpClient.get<ClientHomeStatistics>(CLIENT_HOME_URL, { signal, apiErrorToast: true })
  ).data;
}

/** The client home's widgets if their prefetched answer is already in, for the page's first render. */
export function clientHomeStatisticsNow(): ClientHomeStatistics | undefined {
  return takePrefetchedNow<ClientHomeStatistics>(CLIENT_HOME_URL);
}
