import { httpClient } from '@wolvo/shared/http';
import type { TrackingChoiceBody, TrackingView } from '@wolvo/shared/contracts';

/** GET /v1/track/{token}: the parcel as its recipient may see it (public). */
export async function getTracking(token: string, signal?: AbortSignal): Promise<TrackingView> {
  const { data } = await httpClient.get<TrackingView>(`/v1/track/${encodeURIComponent(token)}`, {
    signal,
  });
  return data;
}

/** POST /v1/track/{token}/choice: a delivery day or a refusal; the page again, with the choice. */
export async function sendTrackingChoice(
  token: string,
  body: TrackingChoiceBody,
): Promise<TrackingView> {
  const { data } = await httpClient.post<TrackingView>(
    `/v1/track/${encodeURIComponent(token)}/choice`,
    body,
  );
  return data;
}
