import { httpClient } from '@wolvo/shared/http';
import type { RefusalRisk } from '@wolvo/shared/contracts';

/** GET /v1/order/refusal-risk/{phone}: the phone's history across every merchant, counts only. */
export async function getRefusalRisk(phone: string, signal?: AbortSignal): Promise<RefusalRisk> {
  const { data } = await httpClient.get<RefusalRisk>(
    `/v1/order/refusal-risk/${encodeURIComponent(phone)}`,
    { signal },
  );
  return data;
}
