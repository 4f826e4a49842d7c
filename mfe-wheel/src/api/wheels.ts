import { httpClient } from '@wolvo/shared/http';
import type {
  Paged,
  WheelBody,
  WheelDetail,
  WheelParticipant,
  WheelSummary,
  WheelUrl,
} from '@wolvo/shared/contracts';

const ROOT = '/v1/fortune-wheel';

/** GET /v1/fortune-wheel/get: the client's wheels. */
export async function getWheels(signal?: AbortSignal): Promise<WheelSummary[]> {
  return (await httpClient.get<WheelSummary[]>(`${ROOT}/get`, { signal })).data;
}

/** GET /v1/fortune-wheel/get/{id}. */
export async function getWheel(id: number, signal?: AbortSignal): Promise<WheelDetail> {
  return (await httpClient.get<WheelDetail>(`${ROOT}/get/${id}`, { signal })).data;
}

/** POST /v1/fortune-wheel/add. */
export async function addWheel(body: WheelBody): Promise<WheelDetail> {
  return (await httpClient.post<WheelDetail>(`${ROOT}/add`, body)).data;
}

/** PUT /v1/fortune-wheel/edit/{id}: the fields sent (`{ active }` alone enables or disables). */
export async function editWheel(id: number, body: Partial<WheelBody>): Promise<WheelDetail> {
  return (await httpClient.put<WheelDetail>(`${ROOT}/edit/${id}`, body)).data;
}

/** DELETE /v1/fortune-wheel/delete/{id}. */
export async function deleteWheel(id: number): Promise<void> {
  await httpClient.delete(`${ROOT}/delete/${id}`);
}

/** POST /v1/fortune-wheel/{wheelId}/generate-url. */
export async function generateUrl(wheelId: number): Promise<WheelUrl> {
  return (await httpClient.post<WheelUrl>(`${ROOT}/${wheelId}/generate-url`)).data;
}

/** GET /v1/fortune-wheel/{wheelId}/urls. */
export async function getUrls(
  query: { wheelId: number; offset: number; limit: number },
  signal?: AbortSignal,
): Promise<Paged<WheelUrl>> {
  const { wheelId, ...params } = query;
  return (await httpClient.get<Paged<WheelUrl>>(`${ROOT}/${wheelId}/urls`, { params, signal }))
    .data;
}

/** DELETE /v1/fortune-wheel/{wheelId}/delete-url/{id}. */
export async function deleteUrl(wheelId: number, urlId: string): Promise<void> {
  await httpClient.delete(`${ROOT}/${wheelId}/delete-url/${encodeURIComponent(urlId)}`);
}

/** GET /v1/fortune-wheel/{wheelId}/participants. */
export async function getParticipants(
  query: { wheelId: number; offset: number; limit: number },
  signal?: AbortSignal,
): Promise<Paged<WheelParticipant>> {
  const { wheelId, ...params } = query;
  return (
    await httpClient.get<Paged<WheelParticipant>>(`${ROOT}/${wheelId}/participants`, {
      params,
      signal,
    })
  ).data;
}

/** POST /v1/fortune-wheel/{wheelId}/withdraw-status/{urlId}: the prize is handed over. */
export async function markPrizeHandedOver(
  wheelId: number,
  urlId: string,
): Promise<WheelParticipant> {
  return (
    await httpClient.post<WheelParticipant>(
      `${ROOT}/${wheelId}/withdraw-status/${encodeURIComponent(urlId)}`,
    )
  ).data;
}
