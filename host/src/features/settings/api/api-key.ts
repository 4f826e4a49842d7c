import { httpClient } from '@wolvo/shared/http';

/** The merchant API key as settings show it: masked, never in clear (only its hash is stored). */
export interface ApiKeyInfo {
  maskedKey: string | null;
  createdAt: string | null;
}

/** GET /v1/settings/api-key (client admin). */
export async function getApiKey(): Promise<ApiKeyInfo> {
  const { data } = await httpClient.get<ApiKeyInfo>('/v1/settings/api-key', {
    apiErrorToast: true,
  });
  return data;
}

/** POST /v1/settings/api-key/regenerate: a new key, answered once in clear; the old one stops working. */
export async function regenerateApiKey(): Promise<ApiKeyInfo & { apiKey: string }> {
  const { data } = await httpClient.post<ApiKeyInfo & { apiKey: string }>(
    '/v1/settings/api-key/regenerate',
    undefined,
    { apiErrorToast: true },
  );
  return data;
}
