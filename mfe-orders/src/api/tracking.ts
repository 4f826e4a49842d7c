import { arrivedPublicGet, fetchGet, fetchPost } from '@wolvo/shared/http/fetch';
import type { TrackingChoiceBody, TrackingView } from '@wolvo/shared/contracts';

/** The URL (under /api) of GET /v1/track/{token}. */
export function trackingUrl(token: string): string {
  return `/v1/track/${encodeURIComponent(token)}`;
}

/** GET /v1/track/{token}: the parcel as its recipient may see it (public). */
export function getTracking(token: string, signal?: AbortSignal): Promise<TrackingView> {
  return fetchGet<TrackingView>(trackingUrl(token), { signal });
}

/** That answer if it is already in (the host asked for it early; the server's first paint): a first render. */
export function trackingNow(token: string): TrackingView | undefined {
  return arrivedPublicGet<TrackingView>(trackingUrl(token));
}

/** POST /v1/track/{token}/choice: a delivery day or a refusal; the page again, with the choice. */
export function sendTrackingChoice(token: string, body: TrackingChoiceBody): Promise<TrackingView> {
  return fetchPost<TrackingView>(`/v1/track/${encodeURIComponent(token)}/choice`, body);
}
