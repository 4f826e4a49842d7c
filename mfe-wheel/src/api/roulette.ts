import { fetchGet, fetchPost } from '@wolvo/shared/http/fetch';
import type {
  WheelPlayResult,
  WheelPreview,
  WheelSaveBody,
  WheelUrlVerification,
} from '@wolvo/shared/contracts';

const ROOT = '/v1/fortune-wheel';

/** GET /v1/fortune-wheel/verify-url/{urlId} (public). */
export function verifyUrl(urlId: string, signal?: AbortSignal): Promise<WheelUrlVerification> {
  return fetchGet<WheelUrlVerification>(`${ROOT}/verify-url/${encodeURIComponent(urlId)}`, {
    signal,
  });
}

/** GET /v1/fortune-wheel/preview/{urlId} (public). */
export function previewWheel(urlId: string, signal?: AbortSignal): Promise<WheelPreview> {
  return fetchGet<WheelPreview>(`${ROOT}/preview/${encodeURIComponent(urlId)}`, { signal });
}

/** POST /v1/fortune-wheel/play (public): the server's draw. */
export function playWheel(urlId: string, visitorId: string): Promise<WheelPlayResult> {
  return fetchPost<WheelPlayResult>(`${ROOT}/play`, { urlId, visitorId });
}

/** POST /v1/fortune-wheel/save (public): the winner's details. */
export async function saveWinnerDetails(body: WheelSaveBody): Promise<void> {
  await fetchPost(`${ROOT}/save`, body);
}
