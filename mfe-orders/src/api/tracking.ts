import { fetchGet, fetchPost } from '@wolvo/shared/http/fetch';
import type { TrackingChoiceBody, TrackingView } from '@wolvo/shared/contracts';

/** GET /v1/track/{token}: the parcel as its recipient may see it (public). */
export function getTracking(token: string, signal?: AbortSignal): Promise<TrackingView> {
  return fetchGet<TrackingView>(`/v1/track/${encodeURIComponent(token)}`, { signal });
}

/** POST /v1/track/{token}/choice: a delivery day or a refusal; the page again, with the choice. */
export function sendTrackingChoice(token: string, body: TrackingChoiceBody): Promise<TrackingView> {
  return fetchPost<TrackingView>(`/v1/track/${encodeURIComponent(token)}/choice`, body);
}
