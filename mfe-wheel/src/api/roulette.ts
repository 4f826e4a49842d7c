import { httpClient } from '@wolvo/shared/http';
import type {
  WheelPlayResult,
  WheelPreview,
  WheelSaveBody,
  WheelUrlVerification,
} from '@wolvo/shared/contracts';

const ROOT = '/v1/fortune-wheel';

/** GET /v1/fortune-wheel/verify-url/{urlId} (public). */
export async function verifyUrl(
  urlId: string,
  signal?: AbortSignal,
): Promise<WheelUrlVerification> {
  return (
    await httpClient.get<WheelUrlVerification>(`${ROOT}/verify-url/${encodeURIComponent(urlId)}`, {
      signal,
    })
  ).data;
}

/** GET /v1/fortune-wheel/preview/{urlId} (public). */
export async function previewWheel(urlId: string, signal?: AbortSignal): Promise<WheelPreview> {
  return (
    await httpClient.get<WheelPreview>(`${ROOT}/preview/${encodeURIComponent(urlId)}`, { signal })
  ).data;
}

/** POST /v1/fortune-wheel/play (public): the server's draw. */
export async function playWheel(urlId: string, visitorId: string): Promise<WheelPlayResult> {
  return (await httpClient.post<WheelPlayResult>(`${ROOT}/play`, { urlId, visitorId })).data;
}

/** POST /v1/fortune-wheel/save (public): the winner's details. */
export async function saveWinnerDetails(body: WheelSaveBody): Promise<void> {
  await httpClient.post(`${ROOT}/save`, body);
}
